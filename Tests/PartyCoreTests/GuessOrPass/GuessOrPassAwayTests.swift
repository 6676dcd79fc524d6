import Testing
import PartyCore

/// Issue 11, rule 3: no turns for empty chairs.
@Suite("Guess or Pass: away players are skipped as guessers")
struct GuessOrPassAwayTests {
    typealias R = GuessOrPassRotationTests

    @Test("a disconnected player is skipped when the next guesser is picked; back in time, they get a turn")
    func awayIsSkipped() throws {
        let all = [R.member("p1"), R.member("p2"), R.member("p3"), R.member("p4")]
        let p2Away = [R.member("p1"), R.member("p2", connected: false), R.member("p3"), R.member("p4")]
        var (game, _) = try GOP.start(roster: all)
        _ = GOP.advance(&game, to: 5000, roster: all)  // p1's round runs
        _ = game.rosterChanged(p2Away, now: 6000)
        #expect(R.guessers(&game, roster: p2Away, from: 6000).prefix(1) == ["p3"], "p2 is away: p3 guesses next")
        // (The loop above ran the whole game with p2 away; replay with p2 back before p4's round ends.)
        var (replay, _) = try GOP.start(roster: all)
        _ = GOP.advance(&replay, to: 5000, roster: p2Away)
        var order: [PlayerID] = []
        var t: UnixMillis = 5000
        while !replay.isOver, let due = replay.nextDeadline {
            t = due
            let roster = order.count >= 2 ? all : p2Away  // p2 reconnects during p4's round
            for e in GOP.advance(&replay, to: t, roster: roster) {
                if case let .roundStarted(guesser, _, _, _, _) = e.event { order.append(guesser) }
            }
        }
        #expect(order == ["p3", "p4", "p2"], "a player who comes back is not skipped: \(order)")
    }

    @Test("when every player still to guess is away, the game ends with no_connected_guesser")
    func nobodyConnectedToGuess() throws {
        let all = [R.member("p1"), R.member("p2"), R.member("p3")]
        let away = [R.member("p1"), R.member("p2", connected: false), R.member("p3", connected: false)]
        var (game, _) = try GOP.start(roster: all)
        _ = GOP.advance(&game, to: 5000, roster: all)
        _ = game.rosterChanged(away, now: 6000)
        let events = GOP.advance(&game, to: 70_000, roster: away)  // round and break end
        #expect(GOP.types(events) == ["gop.round_ended", "gop.game_over"], "no dead round: \(GOP.types(events))")
        if case let .gameOver(_, reason) = events.last?.event { #expect(reason == .noConnectedGuesser) }
        #expect(game.isOver)
    }

    @Test("the first guesser is the first connected player; an away player cannot be chosen")
    func firstGuesser() throws {
        let roster = [R.member("p1", connected: false), R.member("p2"), R.member("p3")]
        let (game, _) = try GOP.start(roster: roster)
        #expect(game.guesser == "p2")
        let refused = GOP.violation { _ = try GOP.start(GuessOrPassOptions(guesser: "p1"), roster: roster) }
        #expect(refused?.code == "bad_request")
    }

    @Test("everyone guessed: completed, even if someone is away at the end")
    func completedWithAway() throws {
        let all = [R.member("p1"), R.member("p2")]
        let p1Away = [R.member("p1", connected: false), R.member("p2")]
        var (game, _) = try GOP.start(roster: all)
        _ = GOP.advance(&game, to: 70_000, roster: all)  // p1's round and break: p2's countdown
        #expect(game.guesser == "p2")
        let events = GOP.advance(&game, to: 200_000, roster: p1Away)
        if case let .gameOver(_, reason) = events.last?.event { #expect(reason == .completed) } else { Issue.record("no game over") }
    }
}
