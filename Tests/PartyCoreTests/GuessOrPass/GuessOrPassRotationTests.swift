import Testing
import PartyCore

@Suite("Guess or Pass rotation, roster changes, stop and scores")
struct GuessOrPassRotationTests {
    static func member(_ id: PlayerID, _ role: Role = .player, connected: Bool = true) -> RosterEntry {
        RosterEntry(id: id, name: id.uppercased(), role: role, connected: connected)
    }

    /// Plays rounds by advancing time until the game is over; returns every guesser in order.
    static func guessers(_ game: inout GuessOrPass, roster: Roster, from now: UnixMillis) -> [PlayerID] {
        var order: [PlayerID] = []
        var t = now
        while !game.isOver, let deadline = game.nextDeadline, t < 10_000_000 {
            t = deadline
            for e in GOP.advance(&game, to: t, roster: roster) {
                if case let .roundStarted(guesser, _, _, _, _) = e.event { order.append(guesser) }
            }
        }
        return order
    }

    @Test("rotation follows join order from the chosen guesser, skipping the audience")
    func rotation() throws {
        let roster = [Self.member("p1"), Self.member("a1", .audience), Self.member("p2"), Self.member("a2", .audience),
                      Self.member("p3"), Self.member("p4")]
        var (game, _) = try GOP.start(GuessOrPassOptions(guesser: "p3"), roster: roster)
        #expect(Self.guessers(&game, roster: roster, from: 0) == ["p3", "p4", "p1", "p2"])
        #expect(game.isOver && game.nextDeadline == nil)
    }

    @Test("departed players are skipped and late joiners get a turn")
    func departedAndLate() throws {
        let roster = [Self.member("p1"), Self.member("p2"), Self.member("p3")]
        var (game, _) = try GOP.start(roster: roster)
        _ = GOP.advance(&game, to: 5000, roster: roster)
        let changed = [Self.member("p1"), Self.member("p3"), Self.member("p4")]  // p2 left, p4 joined
        #expect(game.rosterChanged(changed, now: 6000).isEmpty)
        #expect(Self.guessers(&game, roster: changed, from: 6000) == ["p3", "p4"])
    }

    @Test("game over after every player guessed once, with a sorted scoreboard")
    func completed() throws {
        var (game, _) = try GOP.start()
        var events: [Addressed<GuessOrPassEvent>] = []
        let plan: [PlayerID: Int] = ["p1": 1, "p2": 3, "p3": 2]
        while !game.isOver {
            if game.phase == .round, let open = GOP.openCard(game), game.view(for: "a1", now: 0).cards.count < plan[game.guesser]! {
                let clueGiver: PlayerID = game.guesser == "p1" ? "p2" : "p1"
                _ = try GOP.apply(&game, .correct(index: open.index), by: clueGiver, now: game.nextDeadline! - 1)
                continue
            }
            events = GOP.advance(&game, to: game.nextDeadline!)
        }
        #expect(GOP.types(events) == ["gop.round_ended", "gop.game_over"])
        #expect(GOP.roundSummaries(events).first?.nextRoundAtMs == nil)
        let expected: [GuessOrPassScore] = [.init(playerID: "p2", score: 3), .init(playerID: "p3", score: 2), .init(playerID: "p1", score: 1)]
        #expect(events.last?.event == .gameOver(scoreboard: expected, reason: .completed))
        #expect(game.isOver && game.nextDeadline == nil)
        #expect(try GOP.json(events.last!.event)
            == #"{"reason":"completed","scoreboard":[{"player_id":"p2","score":3},{"player_id":"p3","score":2},{"player_id":"p1","score":1}]}"#)
    }

    @Test("stop mid-round reports the round, then game over; stop again does nothing")
    func stopRound() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        _ = try GOP.apply(&game, .correct(index: open.index), by: "p2", now: 6000)
        let events = game.stop(now: 7000, roster: GOP.roster)
        #expect(GOP.types(events) == ["gop.round_ended", "gop.game_over"])
        #expect(GOP.roundSummaries(events).first?.finished == FinishedRound(guesser: "p1", category: .animals, score: 1, at: 7000))
        #expect(events.last?.event == .gameOver(scoreboard: [.init(playerID: "p1", score: 1)], reason: .stopped))
        #expect(game.isOver)
        #expect(game.stop(now: 8000, roster: GOP.roster).isEmpty)
        #expect(GOP.advance(&game, to: 1_000_000).isEmpty)
        #expect(game.rosterChanged(GOP.roster, now: 9000).isEmpty)
    }

    @Test("stop during the countdown ends at once with an empty scoreboard")
    func stopCountdown() throws {
        var (game, _) = try GOP.start()
        #expect(game.stop(now: 100, roster: GOP.roster) == [Addressed(.everyone, .gameOver(scoreboard: [], reason: .stopped))])
    }

    @Test("a guesser who drops keeps the round running and sees only the hidden card")
    func guesserDrops() throws {
        var game = try GOP.inRound()
        let dropped = GOP.roster.map { $0.id == "p1" ? Self.member("p1", connected: false) : $0 }
        #expect(game.rosterChanged(dropped, now: 10_000).isEmpty)
        #expect(game.phase == .round)
        let view = game.view(for: "p1", now: 20_000)
        #expect(view.endsAtMs == 65_000 && view.currentCard?.index == 0 && view.currentCard?.word == nil)
        #expect(game.view(for: "p2", now: 20_000).currentCard?.word == GOP.openCard(game)?.word)
        let ended = GOP.advance(&game, to: 65_000, roster: dropped)
        #expect(GOP.types(ended) == ["gop.round_ended"])
    }

    @Test("a guesser who leaves ends the round now and the next guesser follows")
    func guesserLeaves() throws {
        var game = try GOP.inRound()
        let left = GOP.roster.filter { $0.id != "p1" }
        let events = game.rosterChanged(left, now: 10_000)
        #expect(GOP.types(events) == ["gop.round_ended"])
        #expect(GOP.roundSummaries(events).first?.finished.at == 10_000)
        #expect(GOP.roundSummaries(events).first?.nextRoundAtMs == 15_000)
        let next = GOP.advance(&game, to: 15_000, roster: left)
        #expect(next.first?.event == .countdown(guesser: "p2", category: .animals, round: 2, startsAtMs: 15_000, endsAtMs: 20_000))
    }

    @Test("a guesser who leaves during the countdown hands it to the next player")
    func leavesDuringCountdown() throws {
        var (game, _) = try GOP.start()
        let left = GOP.roster.filter { $0.id != "p1" }
        let events = game.rosterChanged(left, now: 2000)
        #expect(events == [Addressed(.everyone, .countdown(guesser: "p2", category: .animals, round: 1, startsAtMs: 2000, endsAtMs: 7000))])
    }

    @Test("fewer than 2 players ends the game", arguments: [GuessOrPass.Phase.countdown, .round, .roundOver])
    func tooFew(phase: GuessOrPass.Phase) throws {
        var game = phase == .countdown ? try GOP.start().0 : try GOP.inRound()
        if phase == .roundOver { _ = GOP.advance(&game, to: 65_000) }
        let alone = GOP.roster.filter { $0.id == "p1" || $0.id == "a1" }
        let now: UnixMillis = switch phase { case .countdown: 1000; case .round: 10_000; default: 66_000 }
        let events = game.rosterChanged(alone, now: now)
        #expect(events.last?.event.wireType == "gop.game_over")
        if case let .gameOver(_, reason) = events.last?.event { #expect(reason == .notEnoughPlayers) }
        #expect(GOP.types(events).contains("gop.round_ended") == (phase == .round))
        #expect(game.isOver)
    }

    @Test("best scores: previous best, new best, late joiner noted")
    func bestScores() throws {
        let roster = [Self.member("p1"), Self.member("p2"), Self.member("p3")]
        var (game, _) = try GOP.start(roster: roster, bestScores: ["p1": 3, "p2": 0])
        game.noteBestScore(1, for: "p3")
        game.noteBestScore(0, for: "p3")
        var summaries: [GuessOrPassRoundSummary] = []
        let wins: [PlayerID: Int] = ["p1": 2, "p2": 1, "p3": 1]
        while !game.isOver {
            if game.phase == .round, let open = GOP.openCard(game), game.view(for: "x", now: 0).cards.count < wins[game.guesser]! {
                let clueGiver = roster.playerIDs.first { $0 != game.guesser }!
                _ = try GOP.apply(&game, .correct(index: open.index), by: clueGiver, roster: roster, now: game.nextDeadline! - 1)
                continue
            }
            summaries += GOP.roundSummaries(GOP.advance(&game, to: game.nextDeadline!, roster: roster))
        }
        #expect(summaries.map(\.bestScore) == [3, 1, 1])
        #expect(summaries.map(\.newBest) == [false, true, false])
        #expect(summaries.map(\.finished.score) == [2, 1, 1])
    }
}
