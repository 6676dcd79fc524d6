import PartyClient
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Odd One Out played by a JSON player over TCP, a person in text mode and a browser over
    /// WebSocket in one room: each gets only their own word and plays a round to its reveal.
    @Suite("Odd One Out across transports")
    struct GameOddOneOutTransportsTests {
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

                // The person in text mode starts nothing (not the host) but may name the game generically.
                text.send("start odd animals 1\n")
                _ = try await text.readLine { $0.contains("(not_host)") }
                try await host.request("game.start", ["game": .string("odd_one_out"), "category": .string("animals"), "rounds": .int(1)])
                _ = try await text.readLine { $0.hasPrefix("* Game started: Odd One Out") }
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
                ws.send("{\"type\":\"odd.vote\",\"id\":3,\"player_id\":\"\(seat.playerID)\"}")
                try await host.request("odd.vote", ["player_id": .string(webID)])
                let reveal = try await host.waitFor("odd.round_ended")
                #expect(reveal.fields["common_word"] != nil)
                let line = try await text.readLine { $0.hasPrefix("* The odd one was ") }
                #expect(line.contains("the word was '"))
                let wsReveal = try await ws.nextText(containing: "\"type\":\"odd.round_ended\"")
                #expect(wsReveal.contains("\"odd_word\""))

                try await host.request("game.stop")
                _ = try await text.readLine { $0.hasPrefix("* Game over. Scores: ") }
                // After the welcome, no JSON line ever reached the text client.
                let lines = String(decoding: text.received, as: UTF8.self).split(separator: "\n").dropFirst()
                #expect(lines.allSatisfy { !$0.hasPrefix("{") }, "\(lines)")
            }
        }
    }
}
