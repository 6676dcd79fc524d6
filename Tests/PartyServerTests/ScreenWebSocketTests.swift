import PartyClient
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Issue 22: the TV's WebSocket (role `screen`) never carries an unresolved word, in either mode.
    @Suite("Screens over WebSocket")
    struct ScreenWebSocketTests {
        @Test(arguments: ["secret", "classic"])
        func aScreenWebSocketNeverReceivesTheUnresolvedWord(mode: String) async throws {
            try await ServerHarness.run(WebSocketEndToEndTests.web) { server in
                let host = try await server.client()
                let seat = try await host.create("Host")
                let guesser = try await server.client()
                let guesserSeat = try await guesser.join(seat.room, "Gus")
                let tv = try await WebSocketEndToEndTests.player(server)
                tv.send("{\"type\":\"room.join\",\"id\":1,\"room\":\"\(seat.room)\",\"role\":\"screen\"}")
                let joined = try await tv.nextText(containing: "\"re\":1")
                #expect(joined.contains("\"screen_id\":\"s1\"") && !joined.contains("\"token\""))
                try await host.request("game.start", ["game": .string("guess_or_pass"), "category": .string("animals"), "mode": .string(mode),
                                                      "countdown_seconds": .int(0), "guesser": .string(guesserSeat.playerID)])
                let word = try #require(try await host.next("gop.card")[string: "word"])
                _ = try await tv.nextText(containing: "\"type\":\"gop.card_hidden\"")
                tv.send("{\"type\":\"room.snapshot\",\"id\":2}")
                let snapshot = try await tv.nextText(containing: "\"re\":2")
                #expect(snapshot.contains("\"current_card\":{\"index\":0}"), "\(snapshot)")
                let raw = String(decoding: tv.socket.received, as: UTF8.self).lowercased()
                #expect(!raw.contains("\"\(word.lowercased())\""), "the screen's WebSocket stream carries the unresolved word")
                #expect(!raw.contains("\"type\":\"gop.card\""))
                try await host.request("gop.pass", ["index": .int(0)])
                let resolved = try await tv.nextText(containing: "gop.card_resolved")
                #expect(resolved.contains("\"word\":\"\(word)\""), "a resolved word reaches the screen")
            }
        }
    }
}
