import Testing
@testable import PartyCore

/// A pause on each game's value type, as the room runs it: the game lives at the moment its
/// clock stopped, nothing fires however long the pause lasts, and after ``shiftDeadlines(by:)``
/// by the time it stood every timer keeps exactly the time it had left.
@Suite("Game pauses on each game")
struct GamePauseTests {
    static let roster: Roster = (1...4).map { RosterEntry(id: "p\($0)", name: "P\($0)", role: .player) }

    /// Pauses `game` at `at`, lets the wall clock run `stood` ms, resumes; returns the resumed game
    /// and checks that its deadline moved by exactly `stood`.
    static func pauseAndResume<G: PartyGame>(_ game: G, at: UnixMillis, stood: Int64,
                                             sourceLocation: SourceLocation = #_sourceLocation) throws -> G {
        var game = game
        var clock = GameClock()
        let deadline = try #require(game.nextDeadline, sourceLocation: sourceLocation)
        let paused = try clock.hostPause(at: at, deadline: deadline)
        #expect(paused.remainingMs == deadline - at, sourceLocation: sourceLocation)
        // Long past the deadline on the wall clock, the game still lives at the pause: nothing fires.
        var rng = SplitMix64(seed: 9)
        #expect(game.advance(now: clock.time(at: at + stood), roster: roster, rng: &rng).isEmpty, sourceLocation: sourceLocation)
        let resumed = try clock.hostResume(at: at + stood, deadline: game.nextDeadline, wait: nil, roster: roster, presumedPresent: [])
        game.shiftDeadlines(by: resumed.shift)
        #expect(game.nextDeadline == deadline + stood, sourceLocation: sourceLocation)
        #expect(resumed.endsAtMs == at + stood + (deadline - at), sourceLocation: sourceLocation)
        return game
    }

    @Test("Guess or Pass: a round paused with 40 s left ends 40 s after the resume, and the break after it")
    func guessOrPass() throws {
        var game = try GOP.inRound()  // round 5000–65000
        game = try Self.pauseAndResume(game, at: 25_000, stood: 300_000)
        #expect(GOP.advance(&game, to: 364_999).isEmpty)
        #expect(game.phase == .round)
        _ = GOP.advance(&game, to: 365_000)
        #expect(game.phase == .roundOver && game.nextDeadline == 370_000)
        game = try Self.pauseAndResume(game, at: 366_000, stood: 10_000)  // the break pauses too
        #expect(game.nextDeadline == 380_000)
    }

    @Test("Guess or Pass awaits the guesser during the countdown and the round, nobody in the break")
    func guessOrPassAwaits() throws {
        var (game, _) = try GOP.start()
        #expect(game.awaited == GameWait(player: "p1", reason: "guesser_away"))
        _ = GOP.advance(&game, to: 5_000)
        #expect(game.phase == .round && game.awaited?.player == "p1")
        _ = GOP.advance(&game, to: 65_000)
        #expect(game.phase == .roundOver && game.awaited == nil)
    }

    @Test("Guess or Pass: a guesser who leaves while the game stands ends the round at the moment it stopped")
    func guessOrPassLeaveWhilePaused() throws {
        var game = try GOP.inRound()
        let stoppedAt: UnixMillis = 25_000
        let left = GOP.roster.filter { $0.id != "p1" }
        let events = game.rosterChanged(left, now: stoppedAt)  // the room passes the game's time
        #expect(events.contains { if case .roundEnded = $0.event { true } else { false } })
        #expect(game.phase == .roundOver && game.nextDeadline == stoppedAt + 5_000)
    }

    @Test("Would You Rather: the vote and the results pause")
    func wouldYouRather() throws {
        var (game, _, rng) = try startWyr(WyrOptions(voteSeconds: 20, resultsSeconds: 3), roster: Self.roster)  // vote 1000–21000
        game = try Self.pauseAndResume(game, at: 11_000, stood: 60_000)
        #expect(game.advance(now: 80_999, roster: Self.roster, rng: &rng).isEmpty)
        #expect(results(in: game.advance(now: 81_000, roster: Self.roster, rng: &rng)).count == 1)
        game = try Self.pauseAndResume(game, at: 82_000, stood: 5_000)  // results until 84000 → 89000
        #expect(questions(in: game.advance(now: 89_000, roster: Self.roster, rng: &rng)).count == 1)
    }

    @Test("Odd One Out: clues, vote and reveal pause; the reveal's next-round time moves too")
    func oddOneOut() throws {
        var t = try OddTable(options: OddOneOutOptions(category: "animals", rounds: 2, clueSeconds: 60, voteSeconds: 30, revealSeconds: 8))
        t.game = try Self.pauseAndResume(t.game, at: t.now + 10_000, stood: 100_000)
        #expect(t.game.nextDeadline == t.now + 160_000)
        _ = t.tick(160_000)
        #expect(t.game.phase == .voting)
        _ = t.tick(30_000)
        #expect(t.game.phase == .reveal)
        let next = try #require(t.game.lastReveal?.nextRoundAt)
        t.game = try Self.pauseAndResume(t.game, at: t.now + 1_000, stood: 7_000)
        #expect(t.game.lastReveal?.nextRoundAt == next + 7_000)
    }
}
