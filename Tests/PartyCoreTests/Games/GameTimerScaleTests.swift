import Testing
import PartyContent
@testable import PartyCore

/// `timer_scale` at the seam: each game declares its timer options, the room multiplies them
/// before the game begins, and the game runs (and announces) the effective seconds.
@Suite("Game timers: timer_scale")
struct GameTimerScaleTests {
    static let roster: Roster = (1...4).map { RosterEntry(id: "p\($0)", name: "P\($0)", role: .player) }
    static func settings(_ scale: Double) -> RoomSettings { RoomSettings(timerScale: scale) }

    @Test("every game declares all of its timers")
    func declared() {
        #expect(GuessOrPass.timerOptions == [\.roundSeconds, \.countdownSeconds, \.breakSeconds])
        #expect(WouldYouRather.timerOptions == [\.voteSeconds, \.resultsSeconds])
        #expect(OddOneOut.timerOptions == [\.clueSeconds, \.voteSeconds, \.revealSeconds])
    }

    @Test("Guess or Pass at scale 2: countdown, round and break doubled, past the asked ranges")
    func guessOrPass() throws {
        let asked = GuessOrPassOptions(category: .animals, roundSeconds: 300, countdownSeconds: 10, breakSeconds: 30)
        let options = GuessOrPass.scalingTimers(asked, by: Self.settings(2))
        #expect(options.roundSeconds == 600 && options.countdownSeconds == 20 && options.breakSeconds == 60)
        var rng = SplitMix64(seed: 1)
        var (game, _) = try GuessOrPass.begin(options: options, memory: GameNoMemory(), setup: GameSetup(roster: Self.roster, now: 0, library: ShippedContent.library), rng: &rng)
        #expect(game.announcedOptions.roundSeconds == 600)
        #expect(game.nextDeadline == 20_000)
        _ = game.advance(now: 20_000, roster: Self.roster, rng: &rng)
        #expect(game.phase == .round && game.nextDeadline == 620_000)
        _ = game.advance(now: 620_000, roster: Self.roster, rng: &rng)
        #expect(game.phase == .roundOver && game.nextDeadline == 680_000)
    }

    @Test("scale 1.5 rounds to whole seconds; scale 1 changes nothing", arguments: [
        (1.0, 60, 5, 5), (1.5, 90, 8, 8), (3.0, 180, 15, 15),
    ])
    func rounding(scale: Double, round: Int, countdown: Int, breakSeconds: Int) {
        let options = GuessOrPass.scalingTimers(GuessOrPassOptions(), by: Self.settings(scale))
        #expect(options.roundSeconds == round && options.countdownSeconds == countdown && options.breakSeconds == breakSeconds)
        #expect(options.category == .mixed && options.mode == .secret)  // the rest untouched
    }

    @Test("Would You Rather at scale 2: the vote and the results doubled")
    func wouldYouRather() throws {
        let options = WouldYouRather.scalingTimers(WyrOptions(voteSeconds: 20, resultsSeconds: 3), by: Self.settings(2))
        #expect(options.voteSeconds == 40 && options.resultsSeconds == 6)
        var rng = SplitMix64(seed: 1)
        var (game, events) = try WouldYouRather.begin(options: options, memory: WyrRoomRecord(),
                                                      setup: GameSetup(roster: Self.roster, now: 1_000, library: ShippedContent.library), rng: &rng)
        #expect(questions(in: events).first?.endsAtMs == 41_000)
        let closed = game.advance(now: 41_000, roster: Self.roster, rng: &rng)
        #expect(results(in: closed).first?.nextQuestionAtMs == 47_000)
    }

    @Test("Odd One Out at scale 3: clue, vote and reveal times tripled")
    func oddOneOut() throws {
        let asked = OddOneOutOptions(category: "animals", rounds: 2, clueSeconds: 60, voteSeconds: 30, revealSeconds: 8)
        let options = OddOneOut.scalingTimers(asked, by: Self.settings(3))
        #expect(options.clueSeconds == 180 && options.voteSeconds == 90 && options.revealSeconds == 24 && options.rounds == 2)
        var t = try OddTable(options: options)
        #expect(t.game.nextDeadline == t.now + 180_000)
        _ = t.tick(180_000)
        #expect(t.game.phase == .voting && t.game.nextDeadline == t.now + 90_000)
        _ = t.tick(90_000)
        #expect(t.game.phase == .reveal && t.game.nextDeadline == t.now + 24_000)
    }
}
