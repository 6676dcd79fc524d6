import PartyClient
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Most Likely To played by a JSON player over TCP, a person in text mode and a browser over
    /// WebSocket in one room: each votes in their own way and all see the same tally.
    @Suite("Most Likely To across transports")
    struct GameMostLikelyTransportsTests {
        @Test func jsonTextModeAndWebSocketPlayARound() async throws {
            try await ServerHarness.run(WebSocketEndToEndTests.web) { server in
                let host = try await server.client()
                let seat = try await host.create("Jo")
                let text = try server.rawSocket()
                _ = try await text.readLine()
                text.send("join \(seat.room) Tex\n")
                _ = try await text.readLine { $0.contains("resume \(seat.room) ") }
                let ws = try await WebSocketEndToEndTests.player(server)
                ws.send("{\"type\":\"room.join\",\"id\":1,\"room\":\"\(seat.room)\",\"name\":\"Webb\"}")
                let joined = try await ws.nextText(containing: "\"re\":1")
                let webID = try #require(joined.firstMatch(of: /"player_id":"(p[0-9]+)"/)?.1).description
                _ = try await host.waitForCount("room.player_joined", 2)

                // Text mode: the host's commands are refused to others, with their code.
                text.send("start ml 1\n")
                _ = try await text.readLine { $0.contains("(not_host)") }
                text.send("prompt Who is most likely to nap?\n")
                _ = try await text.readLine { $0.contains("(not_host)") }
                try await host.request("ml.add", ["text": .string("Who is most likely to dance on a table?")])
                _ = try await text.readLine { $0.hasPrefix("* Jo added a prompt (1 of the room's own).") }
                try await host.request("game.start", ["game": .string("most_likely"), "rounds": .int(1)])
                _ = try await text.readLine { $0.hasPrefix("* Game started: Most Likely To") }
                let prompt = try await text.readLine { $0.hasPrefix("* Most Likely To, round 1/1: ") }
                #expect(prompt.contains("Who is most likely to dance on a table?"))
                _ = try await ws.nextText(containing: "\"type\":\"ml.prompt\"")

                text.send("vote Tex\n")
                _ = try await text.readLine { $0.contains("(not_allowed)") }
                text.send("vote Webb\n")
                _ = try await text.readLine { $0.hasPrefix("* votes: 1/3") }
                ws.send("{\"type\":\"ml.vote\",\"id\":2,\"player_id\":\"\(seat.playerID)\"}")
                _ = try await ws.nextText(containing: "\"re\":2")
                try await host.request("ml.vote", ["player_id": .string(webID)])
                let results = try await host.waitFor("ml.results")
                #expect(results.fields["most"] == .array([.string(webID)]))
                let line = try await text.readLine { $0.hasPrefix("* Most likely: ") }
                #expect(line.contains("Webb") && line.contains("Webb 2"))
                let wsResults = try await ws.nextText(containing: "\"type\":\"ml.results\"")
                #expect(wsResults.contains("\"tally\""))

                // One round: the game ends by itself after the results' break (8 s), on every transport.
                let over = try await text.readLine(timeout: 30) { $0.hasPrefix("* Game over. Times most likely: ") }
                #expect(over.contains("Webb 1"), "\(over)")
                _ = try await ws.nextText(containing: "\"type\":\"ml.game_over\"")
                let lines = String(decoding: text.received, as: UTF8.self).split(separator: "\n").dropFirst()
                #expect(lines.allSatisfy { !$0.hasPrefix("{") }, "\(lines)")
            }
        }
    }
}
