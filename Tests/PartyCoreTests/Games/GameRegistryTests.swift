import PartyCore
import Testing

/// The registry behind `game.start`: one line per game, looked up by wire name, save key and
/// request type.
@Suite("Game registry")
struct GameRegistryTests {
    @Test("the standard registry offers the shipped games in order, under their wire names")
    func standardGames() {
        let games = GameRegistry.standard
        #expect(games.ids == ["guess_or_pass", "would_you_rather", "odd_one_out", "most_likely"])
        #expect(games.game(id: "odd_one_out") == OddOneOut.self)
        #expect(games.game(id: "guess_or_pass") == GuessOrPass.self)
        #expect(games.game(id: "would_you_rather")?.displayName == "Would You Rather")
        #expect(games.game(id: "chess") == nil)
    }

    @Test("requests route to the game that declares them")
    func actionRouting() {
        let games = GameRegistry.standard
        #expect(games.actionTypes == ["gop.correct", "gop.pass", "gop.guess", "wyr.vote", "odd.clue", "odd.vote", "ml.vote"])
        #expect(games.game(handling: "gop.guess") == GuessOrPass.self)
        #expect(games.game(handling: "wyr.vote") == WouldYouRather.self)
        #expect(games.game(handling: "wyr.add") == nil)
    }

    @Test("saved rooms find their game under the key of the enum before the seam")
    func legacySaveKeys() {
        let games = GameRegistry.standard
        #expect(games.game(saveKey: "guessOrPass") == GuessOrPass.self)
        #expect(games.game(saveKey: "wouldYouRather") == WouldYouRather.self)
    }

    @Test("adding a game leaves the original registry as it was")
    func addingIsAValue() {
        let more = GameRegistry([GuessOrPass.self]).adding(WouldYouRather.self).adding(OddOneOut.self).adding(MostLikely.self)
        #expect(more.ids == GameRegistry.standard.ids)
        #expect(GameRegistry([GuessOrPass.self]).ids == ["guess_or_pass"])
    }
}

private func == (lhs: (any PartyGame.Type)?, rhs: any PartyGame.Type) -> Bool {
    guard let lhs else { return false }
    return ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
}

private func == (lhs: (any PartyGame.Type)?, rhs: (any PartyGame.Type)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case let (l?, r?): ObjectIdentifier(l) == ObjectIdentifier(r)
    default: false
    }
}
