import Testing
import PartyCore

@Suite("Guess or Pass deadlines")
struct GuessOrPassTimingTests {
    @Test("an action one millisecond before the deadline applies")
    func beforeDeadline() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        let events = try GOP.apply(&game, .correct(index: open.index), by: "p2", now: 64_999)
        #expect(events.first?.event.wireType == "gop.card_resolved")
    }

    @Test("an action at the deadline is wrong_phase even before advance ran")
    func atDeadline() throws {
        var game = try GOP.inRound()
        let before = game
        let open = try #require(GOP.openCard(game))
        let error = GOP.violation { _ = try GOP.apply(&game, .correct(index: open.index), by: "p2", now: 65_000) }
        #expect(error?.code == "wrong_phase")
        #expect(game == before)
        let guess = GOP.violation { _ = try GOP.apply(&game, .guess(text: open.word), by: "p1", now: 70_000) }
        #expect(guess?.code == "wrong_phase")
    }

    @Test("advance before the deadline does nothing")
    func early() throws {
        var game = try GOP.inRound()
        let before = game
        #expect(GOP.advance(&game, to: 64_999).isEmpty)
        #expect(game == before && game.nextDeadline == 65_000)
    }

    @Test("advance at exactly the deadline ends the round once")
    func endsOnce() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        let events = GOP.advance(&game, to: 65_000)
        #expect(GOP.types(events) == ["gop.round_ended"])
        let summary = try #require(GOP.roundSummaries(events).first)
        #expect(summary.finished == FinishedRound(guesser: "p1", category: .animals, score: 0, at: 65_000))
        #expect(summary.cards == [GuessOrPassCard(index: 0, word: open.word, outcome: .unresolved)])
        #expect(summary.nextRoundAtMs == 70_000 && summary.round == 1)
        #expect(game.phase == .roundOver && game.nextDeadline == 70_000)
        #expect(GOP.advance(&game, to: 65_000).isEmpty)
        #expect(GOP.advance(&game, to: 69_999).isEmpty)
        let correct = GOP.violation { _ = try GOP.apply(&game, .correct(index: open.index), by: "p2", now: 65_000) }
        #expect(correct?.code == "wrong_phase")
    }

    @Test("the break ends with the next guesser's countdown, then the round")
    func breakThenCountdown() throws {
        var game = try GOP.inRound()
        _ = GOP.advance(&game, to: 65_000)
        let countdown = GOP.advance(&game, to: 70_000)
        #expect(countdown == [Addressed(.everyone, .countdown(guesser: "p2", category: .animals, round: 2,
                                                              startsAtMs: 70_000, endsAtMs: 75_000))])
        let round = GOP.advance(&game, to: 75_000)
        #expect(GOP.types(round) == ["gop.round_started", "gop.card", "gop.card_hidden"])
        #expect(round[1].audience == .secretHolders(hiddenFrom: "p2") && round[2].audience == .screensAnd("p2"))
    }

    @Test("advance far past fires every step in order, timed from each deadline")
    func catchUp() throws {
        var (game, _) = try GOP.start()
        let events = GOP.advance(&game, to: 200_000)
        #expect(GOP.types(events) == [
            "gop.round_started", "gop.card", "gop.card_hidden", "gop.round_ended",
            "gop.countdown", "gop.round_started", "gop.card", "gop.card_hidden", "gop.round_ended",
            "gop.countdown", "gop.round_started", "gop.card", "gop.card_hidden",
        ])
        #expect(events[4].event == .countdown(guesser: "p2", category: .animals, round: 2, startsAtMs: 70_000, endsAtMs: 75_000))
        #expect(events[10].event == .roundStarted(guesser: "p3", category: .animals, round: 3, endsAtMs: 205_000, durationMs: 60_000))
        #expect(game.phase == .round && game.nextDeadline == 205_000)
    }

    @Test("round_ended encodes its wire fields; next_round_at_ms is omitted when the game is over")
    func roundEndedWire() throws {
        var game = try GOP.inRound()
        let ended = GOP.advance(&game, to: 65_000)
        let json = try GOP.json(ended[0].event)
        #expect(json.hasPrefix(#"{"best_score":0,"cards":[{"index":0,"outcome":"unresolved","word":""#))
        #expect(json.hasSuffix(#""category":"animals","guesser":"p1","mode":"secret","new_best":false,"next_round_at_ms":70000,"round":1,"score":0}"#))
        var other = try GOP.inRound()
        let stopped = other.stop(now: 6000, roster: GOP.roster)
        #expect(!(try GOP.json(stopped[0].event)).contains("next_round_at_ms"))
    }

    @Test("shiftDeadlines moves the running timer for a restored game")
    func shift() throws {
        var game = try GOP.inRound()
        game.shiftDeadlines(by: 1234)
        #expect(game.nextDeadline == 66_234)
        #expect(game.view(for: "p1", now: 0).endsAtMs == 66_234)
    }
}
