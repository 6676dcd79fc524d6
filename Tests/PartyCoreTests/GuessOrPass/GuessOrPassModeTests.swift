import Foundation
import Testing
@testable import PartyCore

/// Issue 21: classic mode shows the word to the guesser; secret mode and screens never see it.
@Suite("Guess or Pass modes: secret and classic")
struct GuessOrPassModeTests {
    static let classic = GuessOrPassOptions(category: .animals, mode: .classic)
    /// Starts with no countdown, so the first card is among the start's events.
    static func dealt(_ mode: GuessOrPassMode) throws -> [Addressed<GuessOrPassEvent>] {
        try GOP.start(GuessOrPassOptions(category: .animals, countdownSeconds: 0, mode: mode)).1
    }

    @Test("classic deals the word to every member, the guesser included, and only 'hidden' to screens")
    func classicDealsToGuesser() throws {
        let events = try Self.dealt(.classic)
        let card = try #require(events.first { $0.event.wireType == "gop.card" })
        let hidden = try #require(events.first { $0.event.wireType == "gop.card_hidden" })
        #expect(card.audience == .secretHolders(hiddenFrom: nil))
        #expect(card.audience.includes("p1") && card.audience.includes("p2") && !card.audience.includesScreens)
        #expect(hidden.audience == .screensAnd(nil))
        #expect(!hidden.audience.includes("p1") && hidden.audience.includesScreens)
    }

    @Test("secret mode keeps the word from the guesser and from screens")
    func secretHidesFromGuesserAndScreens() throws {
        let events = try Self.dealt(.secret)
        let card = try #require(events.first { $0.event.wireType == "gop.card" })
        let hidden = try #require(events.first { $0.event.wireType == "gop.card_hidden" })
        #expect(!card.audience.includes("p1") && card.audience.includes("p2") && !card.audience.includesScreens)
        #expect(hidden.audience.includes("p1") && !hidden.audience.includes("p2") && hidden.audience.includesScreens)
    }

    @Test("the classic guesser sees the open word in views and may mark it correct; a screen never sees it")
    func classicGuesserViewAndCorrect() throws {
        var game = try GOP.inRound(Self.classic)
        let open = try #require(GOP.openCard(game))
        #expect(game.view(for: "p1", now: 5000).currentCard?.word == open.word)
        #expect(game.view(for: "p1", now: 5000).mode == .classic)
        #expect(game.screenView(now: 5000).currentCard == .init(index: open.index, word: nil))
        #expect(game.secretHidden(from: "p1", now: 5000) == nil)
        let events = try GOP.apply(&game, .correct(index: open.index), by: "p1", now: 6000)
        #expect(events.first?.event == .cardResolved(index: open.index, word: open.word, outcome: .correct, by: "p1"))
    }

    @Test("the secret guesser still may not mark a card correct, and a screen's view hides the word")
    func secretGuesserRefused() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        #expect(game.screenView(now: 5000).currentCard?.word == nil)
        let refusal = GOP.violation { _ = try GOP.apply(&game, .correct(index: open.index), by: "p1", now: 6000) }
        guard case .notAllowed? = refusal else { Issue.record("expected not_allowed, got \(String(describing: refusal))"); return }
    }

    @Test("chat naming the word is refused in classic mode too")
    func chatRefusedInClassic() throws {
        let game = try GOP.inRound(Self.classic)
        let open = try #require(GOP.openCard(game))
        #expect(game.chatRevealsWord("is it \(open.word)?"))
    }

    @Test("gop.round_ended carries the mode, and options saved before modes restore as secret")
    func roundEndedCarriesMode() throws {
        var game = try GOP.inRound(Self.classic)
        let ended = GOP.roundSummaries(GOP.advance(&game, to: 65_000))
        #expect(ended.first?.finished.mode == .classic)
        #expect(try GOP.json(GuessOrPassEvent.roundEnded(try #require(ended.first))).contains(#""mode":"classic""#))
        let old = #"{"category":"food","round_seconds":60,"countdown_seconds":5,"break_seconds":5}"#
        let decoded = try JSONDecoder().decode(GuessOrPassOptions.self, from: Data(old.utf8))
        #expect(decoded.mode == .secret)
    }
}
