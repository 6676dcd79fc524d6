import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// The chat history never hands the guesser the open card's word, even from a line said
/// before the card came up (live chat during a round is another rule's business).
@Suite("Chat history and the guesser")
struct ChatHistoryGuesserTests {
    typealias P = GameParam

    /// Starts Guess or Pass in a fresh two-player room (bot 2 guesses) and returns the bots and the first word.
    static func firstCard(_ h: ServerHarness, chatFirst lines: [String] = []) async throws -> (bots: [GameBot], word: String) {
        let bots = try await h.room(players: 2, prefix: "Hist")
        for line in lines { try await bots[0].send("chat.send", ["text": P.s(line)]) }
        try await bots[0].send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("animals"), "guesser": P.s(bots[1].id),
                                             "round_seconds": P.i(60), "countdown_seconds": P.i(0)])
        let card = try await bots[0].client.next("gop.card")
        return (bots, try #require(card.json["word"].string))
    }

    static func texts(_ reply: ServerFrame, _ key: String) -> [String] {
        reply.json[key].array.compactMap { $0["text"].string }
    }

    @Test func theGuessersHistoryLeavesOutLinesWithTheOpenWord() async throws {
        // The same seed deals the same first word: learn it, then say it before the next game.
        let probe = try ServerHarness.game(seed: 77)
        let word = try await Self.firstCard(probe).word
        probe.stop()

        let h = try ServerHarness.game(seed: 77)
        defer { h.stop() }
        let said = "my favourite animal is the \(word.uppercased())!"
        let (bots, dealt) = try await Self.firstCard(h, chatFirst: ["hello", said])
        #expect(dealt == word)
        let (cluer, guesser) = (bots[0], bots[1])
        #expect(Self.texts(try await cluer.send("chat.history"), "messages") == ["hello", said])
        let guesserView = try await guesser.send("chat.history")
        #expect(Self.texts(guesserView, "messages") == ["hello"])
        #expect(!guesserView.text.lowercased().contains(word.lowercased()))

        // A resume of the guesser's seat gets the same filtered history.
        let client = try await h.connect()
        let resumed = try await client.request("room.resume", ["room": P.s(guesser.room), "token": P.s(guesser.token)])
        #expect(Self.texts(resumed, "chat") == ["hello"])
    }
}
