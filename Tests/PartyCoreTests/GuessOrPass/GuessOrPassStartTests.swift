import Testing
import PartyCore

@Suite("Guess or Pass start and options")
struct GuessOrPassStartTests {
    @Test("defaults match the contract")
    func defaults() {
        let o = GuessOrPassOptions()
        #expect(o.category == .mixed && o.roundSeconds == 60 && o.countdownSeconds == 5 && o.breakSeconds == 5)
        #expect(o.guesser == nil)
    }

    /// The timers' ranges are checked where the wire options are read (a room then scales them
    /// by its `timer_scale`, past the ranges); the guesser when the game starts.
    @Test("out-of-range timers name their wire field", arguments: [
        ("round_seconds", 9), ("round_seconds", 301), ("countdown_seconds", -1), ("countdown_seconds", 11),
        ("break_seconds", -1), ("break_seconds", 31),
    ])
    func invalidTimer(field: String, value: Int) {
        let params = GameOptionSet([field: .int(value)])
        let thrown = GOP.violation { _ = try GuessOrPass.options(from: params, setup: GameSetup(roster: GOP.roster, now: 0)) }
        guard case let .badRequest(f, reason)? = thrown else {
            Issue.record("expected bad_request, got \(String(describing: thrown))")
            return
        }
        #expect(f == field)
        #expect(reason.contains("between"))
    }

    @Test("a guesser who is not a connected player is refused by name", arguments: ["a1", "nobody"])
    func invalidGuesser(guesser: PlayerID) {
        let thrown = GOP.violation { _ = try GOP.start(GuessOrPassOptions(guesser: guesser)) }
        guard case let .badRequest(f, _)? = thrown else {
            Issue.record("expected bad_request, got \(String(describing: thrown))")
            return
        }
        #expect(f == "guesser")
    }

    @Test("range edges are accepted")
    func edges() throws {
        let shortest = try GOP.start(GuessOrPassOptions(roundSeconds: 10, countdownSeconds: 0, breakSeconds: 0)).0
        #expect(shortest.options.roundSeconds == 10 && shortest.options.countdownSeconds == 0 && shortest.options.breakSeconds == 0)
        let longest = try GOP.start(GuessOrPassOptions(roundSeconds: 300, countdownSeconds: 10, breakSeconds: 30, guesser: "p3")).0
        #expect(longest.options.roundSeconds == 300 && longest.options.countdownSeconds == 10 && longest.options.breakSeconds == 30)
        #expect(longest.options.guesser == "p3")
    }

    @Test("fewer than 2 players is wrong_phase, the audience does not count")
    func tooFewPlayers() {
        let roster: Roster = [RosterEntry(id: "p1", name: "A", role: .player), RosterEntry(id: "a1", name: "B", role: .audience)]
        #expect(throws: RuleViolation.self) { _ = try GOP.start(roster: roster) }
        do { _ = try GOP.start(roster: roster) } catch let error as RuleViolation {
            #expect(error.code == "wrong_phase")
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test("start announces the countdown for the first player in join order")
    func firstGuesser() throws {
        let (game, events) = try GOP.start(now: 1000)
        #expect(game.phase == .countdown && game.guesser == "p1" && game.round == 1)
        #expect(events == [Addressed(.everyone, .countdown(guesser: "p1", category: .animals, round: 1,
                                                           startsAtMs: 1000, endsAtMs: 6000))])
        #expect(game.nextDeadline == 6000)
        #expect(try GOP.json(events[0].event)
            == #"{"category":"animals","ends_at_ms":6000,"guesser":"p1","round":1,"starts_at_ms":1000}"#)
    }

    @Test("options.guesser picks the first guesser")
    func chosenGuesser() throws {
        let (game, _) = try GOP.start(GuessOrPassOptions(guesser: "p3"))
        #expect(game.guesser == "p3")
    }

    @Test("countdown 0 starts the round at once and deals a card")
    func noCountdown() throws {
        let (game, events) = try GOP.start(GuessOrPassOptions(category: .food, countdownSeconds: 0), now: 500)
        #expect(GOP.types(events) == ["gop.countdown", "gop.round_started", "gop.card", "gop.card_hidden"])
        #expect(game.phase == .round && game.nextDeadline == 60_500)
        #expect(events[1].event == .roundStarted(guesser: "p1", category: .food, round: 1, endsAtMs: 60_500, durationMs: 60_000))
        #expect(events[2].audience == .secretHolders(hiddenFrom: "p1") && events[3] == Addressed(.screensAnd("p1"), .cardHidden(index: 0)))
        guard case let .card(index, word) = events[2].event else { Issue.record("no card"); return }
        #expect(index == 0 && WordBank.words(for: .food).contains(word))
    }

    @Test("options decode from wire names")
    func optionsCodable() throws {
        let o = GuessOrPassOptions(category: .music, roundSeconds: 30, countdownSeconds: 2, breakSeconds: 1, guesser: "p2")
        #expect(try GOP.json(o) == #"{"break_seconds":1,"category":"music","countdown_seconds":2,"family_safe":false,"guesser":"p2","lang":"en","mode":"secret","round_seconds":30}"#)
    }
}
