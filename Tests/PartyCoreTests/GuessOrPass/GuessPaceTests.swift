import Testing
import PartyContent
@testable import PartyCore

/// Attack row "the guesser types every word of the public bank": typed guesses are paced per card.
@Suite("Guess pace")
struct GuessPaceTests {
    @Test("5 guesses per card in 10 s; the 6th is rate_limited with when to try again, and changes nothing")
    func sixthGuessWaits() throws {
        var game = try GOP.inRound()
        for i in 0..<ContentLimits.guessesPerCard {
            let events = try GOP.apply(&game, .guess(text: "zzz\(i)"), by: "p1", now: 6_000 + Int64(i) * 100)
            #expect(GOP.types(events) == ["gop.guess_missed"])
        }
        let before = game
        let refused = GOP.violation { _ = try GOP.apply(&game, .guess(text: "zzz9"), by: "p1", now: 7_000) }
        #expect(refused?.code == "rate_limited")
        #expect(refused?.message.contains("try again in 9 s") == true, "\(String(describing: refused))")
        #expect(game == before, "a refused guess changes nothing")
        // The window slides: 10 s after the first guess one more is allowed.
        #expect(GOP.violation { _ = try GOP.apply(&game, .guess(text: "zzz9"), by: "p1", now: 15_999) }?.code == "rate_limited")
        _ = try GOP.apply(&game, .guess(text: "zzz9"), by: "p1", now: 16_000)
    }

    @Test("a new card starts with a fresh allowance")
    func newCardResets() throws {
        var game = try GOP.inRound()
        for i in 0..<ContentLimits.guessesPerCard { _ = try GOP.apply(&game, .guess(text: "no\(i)"), by: "p1", now: 6_000) }
        let open = try #require(GOP.openCard(game))
        _ = try GOP.apply(&game, .pass(index: open.index), by: "p2", now: 6_100)
        let next = try #require(GOP.openCard(game))
        _ = try GOP.apply(&game, .guess(text: next.word), by: "p1", now: 6_200)
        #expect(GOP.openCard(game)?.index == next.index + 1, "the right word on the new card resolves it")
    }

    /// A script that types every word of the category's public bank, one guess whenever the
    /// server lets it (every 50 ms, waiting when refused), for a whole 60-second round.
    @Test("a script typing the whole bank resolves cards no faster than the pace allows")
    func bankScriptIsSlow() throws {
        var game = try GOP.inRound()
        let bank = WordBank.words(for: .animals)
        #expect(bank.count >= 50, "the bank is large enough for the pace to matter")
        var tried: [Int: Int] = [:]  // card index → next bank word to try
        var accepted: [(card: Int, at: UnixMillis)] = []
        var resolved = 0
        var now: UnixMillis = 5_000
        while now < 65_000, let open = GOP.openCard(game) {
            let i = tried[open.index, default: 0]
            guard i < bank.count else { break }
            var events: [Addressed<GuessOrPassEvent>] = []
            let refused = GOP.violation { events = try GOP.apply(&game, .guess(text: bank[i]), by: "p1", now: now) }
            now += 50
            if let refused {
                #expect(refused.code == "rate_limited")
                continue
            }
            tried[open.index] = i + 1
            accepted.append((open.index, now - 50))
            if events.contains(where: { if case .cardResolved = $0.event { true } else { false } }) { resolved += 1 }
        }
        // Never more than 5 accepted guesses on one card within any 10 s.
        for (card, at) in accepted {
            let window = accepted.filter { $0.card == card && $0.at >= at && $0.at < at + ContentLimits.guessWindowMillis }
            #expect(window.count <= ContentLimits.guessesPerCard)
        }
        // 60 s allow 6 windows of 5 guesses on the first card plus 5 more per resolved card;
        // without the pace the script makes 1 200 guesses and resolves card after card.
        #expect(accepted.count <= 6 * ContentLimits.guessesPerCard + ContentLimits.guessesPerCard * resolved)
        #expect(resolved <= 3, "resolved \(resolved) cards by typing the bank")
    }
}
