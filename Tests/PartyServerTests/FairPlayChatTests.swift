import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 11, rule 2: nobody says the word. A chat line containing the open card's word is
/// refused (`not_allowed`) from anyone, in JSON and text mode, and never reaches the guesser.
@Suite("Fair play: nobody says the word in chat")
struct FairPlayChatTests {
    typealias P = GameParam

    @Test("clue-givers, the audience and the guesser cannot chat the open word; other lines pass")
    func chatCannotSayTheWord() async throws {
        let h = try ServerHarness.game(seed: 121)
        defer { h.stop() }
        let host = try await h.create("Say1")
        let guesser = try await h.join(host.room, "Say2", recordRaw: true)
        let other = try await h.join(host.room, "Say3")
        let viewer = try await h.join(host.room, "SayA", audience: true)
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("animals"), "guesser": P.s(guesser.id),
                                           "countdown_seconds": P.i(0)])
        let card = try await host.client.next("gop.card")
        let word = try #require(card.json["word"].string)

        let attempts: [(GameBot, String)] = [
            (host, "it's a \(word.uppercased())!"), (other, "think of \(word)s"), (viewer, "\(word)?"), (guesser, "is it \(word)"),
        ]
        for (bot, text) in attempts {
            let message = await bot.refused("chat.send", ["text": P.s(text)], code: "not_allowed")
            #expect(message.contains("word"), "the refusal should explain itself: \(message)")
        }
        try await host.send("chat.send", ["text": P.s("it has stripes, un\(word)")])
        let passed = try await guesser.client.next("chat.message")
        #expect(passed.json["player_id"].string == host.id, "the first chat the guesser sees is the allowed one")
        #expect(!GameStream.lines(guesser.client.rawBytes).contains { GameStream.mentions($0, word) },
                "the guesser's stream carries the open word")

        // Once resolved, the word is public and may be said.
        try await other.send("gop.correct", ["index": P.i(0)])
        _ = try await guesser.client.next("gop.card_resolved")
        try await host.send("chat.send", ["text": P.s("yes, \(word)!")])
    }

    @Test("text mode: `say` and plain lines with the open word are refused with a clear line")
    func textModeChat() async throws {
        try await ServerHarness.run { server in
            let host = try await server.client()
            let seat = try await host.create("Host")
            let (nc, _) = try await server.textJoin(seat.room, "Nico")
            try await host.request("game.start", ["game": .string("guess_or_pass"), "category": .string("animals"),
                                                  "countdown_seconds": .int(0), "guesser": .string(seat.playerID)])
            let line = try await nc.readLine { $0.hasPrefix("CARD 1: ") }
            let word = String(line.dropFirst("CARD 1: ".count))
            #expect(nc.send("say the answer is \(word)\n"))
            let refusal = try await nc.readLine { $0.hasPrefix("!") }
            #expect(refusal.contains("not_allowed") && refusal.contains("word"), "text-mode refusal: \(refusal)")
            #expect(nc.send("\(word.uppercased()) for sure\n"))
            let second = try await nc.readLine { $0.hasPrefix("!") }
            #expect(second.contains("not_allowed"))
            #expect(nc.send("say it purrs\n"))
            let chat = try await host.next("chat.message")
            #expect(chat[string: "text"] == "it purrs", "the host only hears the allowed line")
            try await host.request("game.stop")
        }
    }
}

extension ServerHarness {
    /// A text-mode (`nc`) player who joined `room` as `name`: the socket, past the join's
    /// "You are in room" line, and the player id that line names.
    func textJoin(_ room: String, _ name: String) async throws -> (RawSocket, String) {
        let nc = try rawSocket()
        _ = try await nc.readLine()  // welcome
        #expect(nc.send("join \(room) \(name)\n"))
        let joined = try await nc.readLine { $0.hasPrefix("You are in room") }
        return (nc, try #require(joined.split(separator: " ").last.map { String($0.dropLast()) }))  // "p2."
    }
}
