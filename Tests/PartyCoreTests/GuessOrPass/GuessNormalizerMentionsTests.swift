import Testing
@testable import PartyCore

@Suite("Nobody says the word: whole-word mentions in chat")
struct GuessNormalizerMentionsTests {
    @Test("says the word: case, accents, punctuation, plurals, phrases", arguments: [
        ("it's a TIGER!", "tiger"), ("tigers everywhere", "tiger"), ("the tiger's tail", "tiger"),
        ("two peaches", "peach"), ("Café time", "cafe"), ("cafe", "café"), ("I want ice-cream", "ice cream"),
        ("icecream please", "ice cream"), ("ICE  CREAM", "ice cream"), ("t-shirt", "t shirt"), ("我喜欢熊猫", "熊猫"),
    ])
    func says(text: String, word: String) {
        #expect(GuessNormalizer.mentions(text, word: word))
    }

    @Test("does not say it: the word inside another word, or only part of a phrase", arguments: [
        ("tigerish behaviour", "tiger"), ("untiger", "tiger"), ("nice creamery", "ice cream"), ("ice", "ice cream"),
        ("a big cat", "tiger"), ("", "tiger"), ("!!!", "tiger"),
    ])
    func doesNotSay(text: String, word: String) {
        #expect(!GuessNormalizer.mentions(text, word: word))
    }

    @Test("only the open card of a running round is guarded")
    func onlyTheOpenCard() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        #expect(game.chatRevealsWord("is it \(open.word.uppercased())?"))
        _ = try GOP.apply(&game, .correct(index: open.index), by: "p2", now: 6000)
        #expect(!game.chatRevealsWord("it was \(open.word)"), "a resolved word is public")
        let countdown = try GOP.start().0
        #expect(!countdown.chatRevealsWord(open.word), "no card is open during a countdown")
    }
}
