import PartyClient
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Odd One Out played by a JSON player over TCP, a person in text mode and a browser over
    /// WebSocket in one room: each gets only their own word and plays a round to its reveal.
    @Suite("Odd One Out across transports")
    struct GameOddOneOutTransportsTests {
        /// The person in text mode starts nothing (not the host) but may name the game generically.
        static let game = TransportsGame(textStart: "start odd animals 1",
                                         start: ["game": .string("odd_one_out"), "category": .string("animals"), "rounds": .int(1)],
                                         title: "Odd One Out")

        @Test func jsonTextModeAndWebSocketPlayARound() async throws {
            try await TransportsRoom.play(Self.game) { room in
                let (host, text, ws) = (room.host, room.text, room.ws)
                let round = try await text.readLine { $0.hasPrefix("* Odd One Out, round 1/1 (animals): ") }
                #expect(round.contains("Jo") && round.contains("Tex") && round.contains("Webb"))
                _ = try await text.readLine { $0.hasPrefix("YOUR WORD: ") }
                let webWord = try await ws.nextText(containing: "\"type\":\"odd.word\"")
                #expect(webWord.contains("\"word\":"))
                _ = try await host.next("odd.word")

                text.send("clue it is alive\n")
                _ = try await text.readLine { $0.hasPrefix("* Tex's clue: it is alive") }
                ws.send("{\"type\":\"odd.clue\",\"id\":2,\"text\":\"somewhere\"}")
                _ = try await ws.nextText(containing: "\"re\":2")
                try await host.request("odd.clue", ["text": .string("big")])
                _ = try await text.readLine { $0.hasPrefix("* Clues are in.") }

                text.send("vote Webb\n")
                ws.send("{\"type\":\"odd.vote\",\"id\":3,\"player_id\":\"\(room.seat.playerID)\"}")
                try await host.request("odd.vote", ["player_id": .string(room.webID)])
                let reveal = try await host.waitFor("odd.round_ended")
                #expect(reveal.fields["common_word"] != nil)
                let line = try await text.readLine { $0.hasPrefix("* The odd one was ") }
                #expect(line.contains("the word was '"))
                let wsReveal = try await ws.nextText(containing: "\"type\":\"odd.round_ended\"")
                #expect(wsReveal.contains("\"odd_word\""))

                try await host.request("game.stop")
                _ = try await text.readLine { $0.hasPrefix("* Game over. Scores: ") }
            }
        }
    }
}
