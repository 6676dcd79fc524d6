import Testing
import PartyContent
@testable import PartyCore

@Suite("Family mode and content language in the core")
struct FamilyModeTests {
    @Test("family mode leaves out words marked family_safe: false, and only those")
    func words() {
        let all = ShippedContent.library.words(language: .tr, category: .animals, familySafe: false)
        let safe = ShippedContent.library.words(language: .tr, category: .animals, familySafe: true)
        #expect(all.contains("hamamböceği") && !safe.contains("hamamböceği"))
        #expect(Set(all).subtracting(safe) == ["hamamböceği", "sümüklü böcek"])
        #expect(!ShippedContent.library.words(language: .tr, category: .mixed, familySafe: true).contains("kokoreç"))
    }

    @Test("a family-mode Guess or Pass game never deals an unsafe word")
    func gopDeck() throws {
        let options = GuessOrPassOptions(category: .animals, language: .tr, familySafe: true)
        let (game, _) = try GOP.start(options)
        #expect(game.deck.count == ShippedContent.library.words(language: .tr, category: .animals, familySafe: true).count)
        #expect(!game.deck.contains("hamamböceği") && game.deck.contains("ayı"))
    }

    @Test("a custom game deals the room's words; with none it is refused naming category")
    func customDeck() throws {
        let options = GuessOrPassOptions(category: .custom)
        var rng = SplitMix64(seed: 1)
        let words = ShippedContent.library.words(for: options, customWords: ["Ada Lovelace", "Grace Hopper"])
        let (game, _) = try GuessOrPass.start(options: options, roster: GOP.roster, now: 0, words: words, rng: &rng)
        #expect(Set(game.deck) == ["Ada Lovelace", "Grace Hopper"])
        let refused = GOP.violation { _ = try GuessOrPass.start(options: options, roster: GOP.roster, now: 0, words: [], rng: &rng) }
        guard case let .badRequest(field, reason)? = refused else { Issue.record("expected bad_request"); return }
        #expect(field == "category" && reason.contains("gop.add"))
    }

    @Test("a Turkish game matches guesses the Turkish way")
    func turkishGuess() throws {
        let options = GuessOrPassOptions(category: .custom, language: .tr)
        var rng = SplitMix64(seed: 1)
        var (game, _) = try GuessOrPass.start(options: options, roster: GOP.roster, now: 0, words: ["at"], rng: &rng)
        _ = GOP.advance(&game, to: 5000)
        let miss = try GOP.apply(&game, .guess(text: "ateş"), by: "p1", now: 5001)
        #expect(GOP.types(miss) == ["gop.guess_missed"])
        let hit = try GOP.apply(&game, .guess(text: "ATLAR"), by: "p1", now: 5002)
        #expect(GOP.types(hit).first == "gop.card_resolved")
    }

    @Test("a family-mode Would You Rather game draws its questions from the safe ones of its language")
    func wyrPool() throws {
        let roster: Roster = [RosterEntry(id: "p1", name: "Ann", role: .player)]
        var rng = SplitMix64(seed: 5)
        let options = WyrOptions(categories: ["silly"], language: .es, familySafe: true)
        var (game, events) = try WouldYouRather.start(options: options, roster: roster, now: 0, library: ShippedContent.library, rng: &rng)
        var asked: [String] = []
        if case let .question(q) = events.first?.event { asked.append(q.question.id) }
        for round in 1..<20 {
            let out = game.advance(now: UnixMillis(round) * 100_000, roster: roster, rng: &rng)
            for item in out { if case let .question(q) = item.event { asked.append(q.question.id) } }
        }
        #expect(asked.allSatisfy { $0.hasPrefix("es-si-") })
        #expect(!asked.contains("es-si-009"))
        #expect(Set(asked).count == 8)
    }

    @Test("a language without questions for the categories is refused naming categories")
    func emptyPool() {
        var rng = SplitMix64(seed: 5)
        let roster: Roster = [RosterEntry(id: "p1", name: "Ann", role: .player)]
        let refused = GOP.violation {
            _ = try WouldYouRather.start(options: WyrOptions(language: .tr), roster: roster, now: 0, library: ContentLibrary(), rng: &rng)
        }
        guard case let .badRequest(field, _)? = refused else { Issue.record("expected bad_request"); return }
        #expect(field == "categories")
    }
}
