import PartyCore
import Testing

/// The night's scoreboard and awards, computed from recorded event sequences.
@Suite("Night tally")
struct NightTallyTests {
    /// A finished Guess or Pass round of `guesser` scoring `score`.
    static func round(_ guesser: PlayerID, scored score: Int) -> [NightEntry] {
        let summary = GuessOrPassRoundSummary(
            round: 1, finished: FinishedRound(guesser: guesser, category: .animals, score: score, at: 0),
            cards: [], bestScore: score, newBest: false, nextRoundAtMs: nil)
        return GuessOrPass.nightNotes(for: .roundEnded(summary)).map(NightEntry.note)
    }

    /// A Would You Rather question's results with these players' votes.
    static func question(_ votes: [PlayerID: WyrChoice], text: (String, String) = ("Fly", "Swim")) -> [NightEntry] {
        var results = WyrResults(question: WyrQuestion(id: "q", a: text.0, b: text.1, category: .silly), round: 1,
                                 players: WyrTally(counting: votes.values), audience: .zero, nextQuestionAtMs: nil)
        results.playerVotes = votes
        return WouldYouRather.nightNotes(for: .results(results)).map(NightEntry.note)
    }

    static func seated(_ ids: PlayerID...) -> [NightEntry] {
        ids.map { .seated(player: $0, name: $0.uppercased()) }
    }

    @Test("Guess or Pass: a point per card guessed, to the guesser")
    func guessOrPassPoints() {
        var tally = NightTally()
        tally.record(Self.seated("p1", "p2"))
        tally.record(.gameStarted(game: "guess_or_pass"))
        tally.record(Self.round("p1", scored: 3))
        tally.record(Self.round("p2", scored: 0))
        tally.record(Self.round("p2", scored: 2))
        tally.record(.gameEnded(game: "guess_or_pass"))
        #expect(tally.standings.map(\.points) == [3, 2])
        #expect(tally.standings.map(\.playerID) == ["p1", "p2"])
        #expect(tally.games == [NightGamePlayed(game: "guess_or_pass", rounds: 3)])
        #expect(tally.awards.first == NightAward(award: "best_guesser", playerID: "p1", name: "P1", value: 3))
    }

    @Test("Would You Rather: a point for voting with the players' majority; none on a tie")
    func wouldYouRatherPoints() {
        var tally = NightTally()
        tally.record(Self.seated("p1", "p2", "p3"))
        tally.record(.gameStarted(game: "would_you_rather"))
        tally.record(Self.question(["p1": .a, "p2": .a, "p3": .b]))
        tally.record(Self.question(["p1": .a, "p2": .b]))  // a tie: nobody scores
        tally.record(Self.question(["p1": .b, "p2": .a, "p3": .b]))
        let points = Dictionary(uniqueKeysWithValues: tally.standings.map { ($0.playerID, $0.points) })
        #expect(points == ["p1": 2, "p2": 1, "p3": 1])
        let awards = Dictionary(uniqueKeysWithValues: tally.awards.map { ($0.award, $0) })
        #expect(awards["in_sync"]?.playerID == "p1")
        #expect(awards["in_sync"]?.value == 2)
        // p2 and p3 both have one minority vote: p3 got there first.
        #expect(awards["free_spirit"]?.playerID == "p3")
        #expect(awards["free_spirit"]?.value == 1)
        #expect(awards["best_guesser"] == nil)
        #expect(tally.rounds == 3)
    }

    @Test("the scoreboard sums across games, ties going to whoever got there first")
    func acrossGames() {
        var tally = NightTally()
        tally.record(Self.seated("p1", "p2", "p3"))
        tally.record(.gameStarted(game: "guess_or_pass"))
        tally.record(Self.round("p2", scored: 2))
        tally.record(Self.round("p1", scored: 1))
        tally.record(.gameEnded(game: "guess_or_pass"))
        tally.record(.gameStarted(game: "would_you_rather"))
        tally.record(Self.question(["p1": .a, "p2": .b, "p3": .a]))
        tally.record(.gameEnded(game: "would_you_rather"))
        // p1: 1 + 1 = 2 (reached last), p2: 2 (reached first), p3: 1.
        #expect(tally.standings.map(\.playerID) == ["p2", "p1", "p3"])
        #expect(tally.standings.map(\.points) == [2, 2, 1])
        #expect(tally.games.map(\.game) == ["guess_or_pass", "would_you_rather"])
        #expect(tally.gamesPlayed == 2)
    }

    @Test("a player who drops and resumes keeps their seat's points")
    func dropAndResume() {
        var tally = NightTally()
        tally.record(Self.seated("p1", "p2"))
        tally.record(Self.round("p1", scored: 4))
        tally.record(.seated(player: "p1", name: "Ann again"))  // back on the same seat, renamed
        tally.record(Self.round("p1", scored: 1))
        #expect(tally.standings.first == NightStanding(playerID: "p1", name: "Ann again", points: 5))
    }

    @Test("a kicked player's points stay, marked")
    func kicked() {
        var tally = NightTally()
        tally.record(Self.seated("p1", "p2"))
        tally.record(Self.round("p2", scored: 3))
        tally.record(.kicked(player: "p2"))
        #expect(tally.standings.first == NightStanding(playerID: "p2", name: "P2", points: 3, kicked: true))
        #expect(tally.standings.last == NightStanding(playerID: "p1", name: "P1", points: 0))
    }

    @Test("randomizer awards: the highest single roll and the most spins won, first to reach them on a tie")
    func randomizerAwards() {
        var tally = NightTally()
        tally.record(Self.seated("p1", "p2"))
        tally.record([.rolled(player: "p1", total: 9), .rolled(player: "p2", total: 11), .rolled(player: "p1", total: 11),
                      .rolled(player: "p1", total: 3)])
        tally.record([.spinWon(player: "p2"), .spinWon(player: "p1"), .spinWon(player: "p1"), .spinWon(player: "p2")])
        let awards = Dictionary(uniqueKeysWithValues: tally.awards.map { ($0.award, $0) })
        #expect(awards["luckiest_roller"] == NightAward(award: "luckiest_roller", playerID: "p2", name: "P2", value: 11))
        #expect(awards["wheel_winner"] == NightAward(award: "wheel_winner", playerID: "p1", name: "P1", value: 2))
        #expect(tally.awards.map(\.award) == ["luckiest_roller", "wheel_winner"])
    }

    @Test("the most divided question: the closest split of at least two votes, then more votes, then the first")
    func mostDivided() {
        var tally = NightTally()
        tally.record(Self.question(["p1": .a], text: ("One", "vote")))
        tally.record(Self.question(["p1": .a, "p2": .a, "p3": .b], text: ("Two", "to one")))
        tally.record(Self.question(["p1": .a, "p2": .b], text: ("Even", "split")))
        tally.record(Self.question(["p1": .b, "p2": .a], text: ("Later", "even")))
        tally.record(Self.question(["p1": .a, "p2": .b, "p3": .a, "p4": .b], text: ("Bigger", "even")))
        #expect(tally.mostDivided == NightDividedQuestion(question: "Bigger / even", aVotes: 2, bVotes: 2))
    }

    @Test("a night with no games has its players, no awards and no rounds")
    func noGames() {
        var tally = NightTally()
        tally.record(Self.seated("p1", "p2"))
        let plan = NightPlan(title: "Quiet", place: "", startsAtMs: 0)
        let recap = NightRecap(night: "ABCD", plan: plan, tally: tally, startedAt: 1000, endedAt: 61_000)
        #expect(recap.standings.map(\.points) == [0, 0])
        #expect(recap.standings.map(\.playerID) == ["p1", "p2"])
        #expect(recap.awards.isEmpty)
        #expect(recap.games.isEmpty && recap.gamesPlayed == 0 && recap.rounds == 0)
        #expect(recap.mostDivided == nil)
        #expect(recap.durationMs == 60_000)
    }

    @Test("ending a night twice gives the same recap")
    func endTwice() {
        var night = GameNight(code: "ABCD", plan: NightPlan(title: "T", place: "", startsAtMs: 0), hostKey: "k", hostName: nil, createdAt: 0)
        night.open(at: 10)
        night.tally.record(Self.seated("p1"))
        let first = night.end(at: 100)
        night.tally.record(Self.round("p1", scored: 5))
        #expect(night.end(at: 500) == first)
        #expect(night.state == .ended && first.startedAtMs == 10 && first.endedAtMs == 100)
    }
}

/// Seats coming and going do not grow the board.
@Suite("Night tally: departures")
struct NightTallyDepartureTests {
    @Test("a player who leaves having counted nothing is forgotten; one with points, or kicked, stays")
    func leaving() {
        var tally = NightTally()
        tally.record([.seated(player: "p1", name: "A"), .seated(player: "p2", name: "B"), .seated(player: "p3", name: "C")])
        tally.record(.note(.points(player: "p2", count: 1)))
        tally.record(.kicked(player: "p3"))
        tally.record([.left(player: "p1"), .left(player: "p2"), .left(player: "p3")])
        #expect(tally.standings.map(\.playerID) == ["p2", "p3"])
    }

    @Test("the board lists at most 200 players, the best")
    func capped() {
        var tally = NightTally()
        for i in 0..<250 { tally.record(.note(.points(player: "p\(i)", count: i + 1))) }
        #expect(tally.standings.count == NightLimits.standings)
        #expect(tally.standings.first?.points == 250)
    }
}
