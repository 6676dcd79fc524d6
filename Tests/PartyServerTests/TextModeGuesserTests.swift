import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    /// A person at `nc` plays Guess or Pass as the guesser: they read cards as "[hidden]", never
    /// the word, until it is resolved; their guess resolves it.
    @Suite("Text mode guesser")
    struct TextModeGuesserTests {
        @Test func aTextModeGuesserNeverSeesAnUnresolvedWord() async throws {
            try await ServerHarness.run { server in
                let host = try await server.client()
                let seat = try await host.create("Host")
                let (nc, guesser) = try await server.textJoin(seat.room, "Nico")

                try await host.request("game.start", ["game": .string("guess_or_pass"), "category": .string("animals"),
                                                      "countdown_seconds": .int(0), "guesser": .string(guesser)])
                let first = try await host.next("gop.card")
                let word = try #require(first[string: "word"])
                _ = try await nc.readLine { $0.contains("[hidden]") }
                #expect(!String(decoding: nc.received, as: UTF8.self).lowercased().contains(word.lowercased()),
                        "the guesser's text stream shows the word before it is resolved")

                #expect(nc.send("guess \(word)\n"))
                _ = try await nc.readLine { $0.contains("correct!") }
                let second = try await host.next("gop.card")
                let next = try #require(second[string: "word"])
                _ = try await nc.readLine { $0.contains("CARD 2: [hidden]") }
                let stream = String(decoding: nc.received, as: UTF8.self).lowercased()
                #expect(stream.contains(word.lowercased()), "a resolved word is shown to everyone")
                #expect(!stream.contains(next.lowercased()), "the next card's word must stay hidden")

                // Someone who joins mid-round from nc is shown the game at once, and can press pass.
                let late = try server.rawSocket()
                _ = try await late.readLine()
                #expect(late.send("join \(seat.room) Lola as audience\n"))
                _ = try await late.readLine { $0.hasPrefix("A game is running: Guess or Pass, round 1, Nico guesses") }
                let card = try await late.readLine { $0.hasPrefix("CARD ") }
                #expect(card == "CARD 2: \(next)")
                #expect(late.send("say hello from the audience\n"))
                _ = try await host.next("chat.message")
                try await host.request("game.stop")
            }
        }
    }
}
