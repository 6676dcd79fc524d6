import PartyClient
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Most Likely To played by a JSON player over TCP, a person in text mode and a browser over
    /// WebSocket in one room: each votes in their own way and all see the same tally.
    @Suite("Most Likely To across transports")
    struct GameMostLikelyTransportsTests {
        static let game = TransportsGame(textStart: "start ml 1", start: ["game": .string("most_likely"), "rounds": .int(1)],
                                         title: "Most Likely To")

        @Test func jsonTextModeAndWebSocketPlayARound() async throws {
            try await TransportsRoom.play(Self.game, setUp: { room in
                // Text mode: the host's commands are refused to others, with their code.
                room.text.send("prompt Who is most likely to nap?\n")
                _ = try await room.text.readLine { $0.contains("(not_host)") }
                try await room.host.request("ml.add", ["text": .string("Who is most likely to dance on a table?")])
                _ = try await room.text.readLine { $0.hasPrefix("* Jo added a prompt (1 of the room's own).") }
            }) { room in
                let (host, text, ws) = (room.host, room.text, room.ws)
                let prompt = try await text.readLine { $0.hasPrefix("* Most Likely To, round 1/1: ") }
                #expect(prompt.contains("Who is most likely to dance on a table?"))
                _ = try await ws.nextText(containing: "\"type\":\"ml.prompt\"")

                text.send("vote Tex\n")
                _ = try await text.readLine { $0.contains("(not_allowed)") }
                text.send("vote Webb\n")
                _ = try await text.readLine { $0.hasPrefix("* votes: 1/3") }
                ws.send("{\"type\":\"ml.vote\",\"id\":2,\"player_id\":\"\(room.seat.playerID)\"}")
                _ = try await ws.nextText(containing: "\"re\":2")
                try await host.request("ml.vote", ["player_id": .string(room.webID)])
                let results = try await host.waitFor("ml.results")
                #expect(results.fields["most"] == .array([.string(room.webID)]))
                let line = try await text.readLine { $0.hasPrefix("* Most likely: ") }
                #expect(line.contains("Webb") && line.contains("Webb 2"))
                let wsResults = try await ws.nextText(containing: "\"type\":\"ml.results\"")
                #expect(wsResults.contains("\"tally\""))

                // One round: the game ends by itself after the results' break (8 s), on every transport.
                let over = try await text.readLine(timeout: 30) { $0.hasPrefix("* Game over. Times most likely: ") }
                #expect(over.contains("Webb 1"), "\(over)")
                _ = try await ws.nextText(containing: "\"type\":\"ml.game_over\"")
            }
        }
    }
}
