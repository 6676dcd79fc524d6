import Testing
@testable import PartyCore

@Suite("Guess or Pass actions in every phase")
struct GuessOrPassActionTests {
    enum Kind: String, CaseIterable { case correctByClueGiver, correctByGuesser, passByGuesser, guessByGuesser, guessByClueGiver, correctByAudience, staleIndex }

    static func action(_ kind: Kind, game: GuessOrPass) -> (GuessOrPassAction, PlayerID) {
        let index = GOP.openCard(game)?.index ?? 0
        let word = GOP.openCard(game)?.word ?? "zebra"
        return switch kind {
        case .correctByClueGiver: (.correct(index: index), "p2")
        case .correctByGuesser: (.correct(index: index), "p1")
        case .passByGuesser: (.pass(index: index), "p1")
        case .guessByGuesser: (.guess(text: word), "p1")
        case .guessByClueGiver: (.guess(text: word), "p2")
        case .correctByAudience: (.correct(index: index), "a1")
        case .staleIndex: (.correct(index: index + 1), "p2")
        }
    }

    /// Games in each phase with p1 as the (last) guesser.
    static func game(in phase: GuessOrPass.Phase) throws -> (GuessOrPass, UnixMillis) {
        switch phase {
        case .countdown: return (try GOP.start().0, 1000)
        case .round: return (try GOP.inRound(), 6000)
        case .roundOver:
            var g = try GOP.inRound()
            _ = GOP.advance(&g, to: 65_000)
            return (g, 66_000)
        case .over:
            var g = try GOP.inRound()
            _ = g.stop(now: 6000, roster: GOP.roster)
            return (g, 7000)
        }
    }

    static let expected: [GuessOrPass.Phase: [Kind: String?]] = [
        .countdown: [.correctByClueGiver: "wrong_phase", .correctByGuesser: "not_allowed", .passByGuesser: "wrong_phase", .guessByGuesser: "wrong_phase",
                     .guessByClueGiver: "not_allowed", .correctByAudience: "not_allowed", .staleIndex: "wrong_phase"],
        .round: [.correctByClueGiver: nil, .correctByGuesser: "not_allowed", .passByGuesser: nil, .guessByGuesser: nil,
                 .guessByClueGiver: "not_allowed", .correctByAudience: "not_allowed", .staleIndex: "wrong_phase"],
        .roundOver: [.correctByClueGiver: "wrong_phase", .correctByGuesser: "not_allowed", .passByGuesser: "wrong_phase", .guessByGuesser: "wrong_phase",
                     .guessByClueGiver: "not_allowed", .correctByAudience: "not_allowed", .staleIndex: "wrong_phase"],
        .over: [.correctByClueGiver: "wrong_phase", .correctByGuesser: "not_allowed", .passByGuesser: "wrong_phase", .guessByGuesser: "wrong_phase",
                .guessByClueGiver: "not_allowed", .correctByAudience: "not_allowed", .staleIndex: "wrong_phase"],
    ]

    @Test("every phase x every action applies or throws its stable code",
          arguments: [GuessOrPass.Phase.countdown, .round, .roundOver, .over], Kind.allCases)
    func matrix(phase: GuessOrPass.Phase, kind: Kind) throws {
        let (start, now) = try Self.game(in: phase)
        var game = start
        let (action, member) = Self.action(kind, game: game)
        let code = GOP.violation { _ = try GOP.apply(&game, action, by: member, now: now) }?.code
        #expect(code == Self.expected[phase]![kind]!)
        if code != nil { #expect(game == start, "a refused action changed the game") }
        else { #expect(game != start) }
    }

    @Test("correct resolves the card for everyone and deals the next one")
    func correct() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        let events = try GOP.apply(&game, .correct(index: open.index), by: "p3", now: 7000)
        #expect(events.count == 3)
        #expect(events[0] == Addressed(.everyone, .cardResolved(index: 0, word: open.word, outcome: .correct, by: "p3")))
        #expect(events[1].audience == .secretHolders(hiddenFrom: "p1"))
        #expect(events[2] == Addressed(.screensAnd("p1"), .cardHidden(index: 1)))
        #expect(GOP.openCard(game)?.index == 1 && GOP.openCard(game)?.word != open.word)
        #expect(game.view(for: "p2", now: 7000).scores == [GuessOrPassScore(playerID: "p1", score: 1)])
        #expect(try GOP.json(events[0].event).contains(#""outcome":"correct""#))
    }

    @Test("a card resolves exactly once: the second correct for the same index is stale")
    func resolvesOnce() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        _ = try GOP.apply(&game, .pass(index: open.index), by: "p1", now: 7000)
        let before = game
        let error = GOP.violation { _ = try GOP.apply(&game, .correct(index: open.index), by: "p2", now: 7001) }
        #expect(error?.code == "wrong_phase")
        #expect(game == before)
        #expect(game.view(for: "p2", now: 7001).scores == [GuessOrPassScore(playerID: "p1", score: 0)])
    }

    @Test("a matching guess resolves as correct by the guesser")
    func guessHit() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        let events = try GOP.apply(&game, .guess(text: "  \(open.word.uppercased())S! "), by: "p1", now: 7000)
        #expect(events.first == Addressed(.everyone, .cardResolved(index: 0, word: open.word, outcome: .correct, by: "p1")))
    }

    @Test("a missed guess is shown to the room, sanitised, and changes nothing else but the guess pace")
    func guessMiss() throws {
        var game = try GOP.inRound()
        let before = game
        let events = try GOP.apply(&game, .guess(text: " not\u{1B}[31m   it\u{7} "), by: "p1", now: 7000)
        #expect(events == [Addressed(.everyone, .guessMissed(playerID: "p1", text: "not it"))])
        #expect(game.guessPace?.times == [7000], "the guess counts toward the card's pace")
        game.guessPace = nil
        #expect(game == before)
        #expect(try GOP.json(events[0].event) == #"{"player_id":"p1","text":"not it"}"#)
    }

    @Test("guess text must be 1-100 characters", arguments: ["", "   ", String(repeating: "x", count: 101)])
    func guessText(text: String) throws {
        var game = try GOP.inRound()
        let error = GOP.violation { _ = try GOP.apply(&game, .guess(text: text), by: "p1", now: 7000) }
        guard case let .badRequest(field, _) = error else {
            Issue.record("expected bad_request, got \(String(describing: error))")
            return
        }
        #expect(field == "text")
    }

    @Test("a member missing from the roster is not_in_room")
    func stranger() throws {
        var game = try GOP.inRound()
        #expect(GOP.violation { _ = try GOP.apply(&game, .pass(index: 0), by: "zz", now: 7000) } == .notInRoom)
    }

    @Test("an exhausted deck ends the round cleanly")
    func deckExhausted() throws {
        var game = try GOP.inRound()
        game.deck = Array(game.deck.prefix(2))
        let first = try #require(GOP.openCard(game))
        _ = try GOP.apply(&game, .correct(index: first.index), by: "p2", now: 7000)
        let events = try GOP.apply(&game, .correct(index: 1), by: "p2", now: 8000)
        #expect(GOP.types(events) == ["gop.card_resolved", "gop.round_ended"])
        let summary = try #require(GOP.roundSummaries(events).first)
        #expect(summary.finished.score == 2 && summary.finished.at == 8000 && summary.nextRoundAtMs == 13_000)
        #expect(game.phase == .roundOver && game.nextDeadline == 13_000)
    }
}
