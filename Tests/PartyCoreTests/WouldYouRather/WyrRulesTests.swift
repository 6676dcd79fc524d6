import Foundation
import Testing
import PartyContent
@testable import PartyCore

@Suite("Would You Rather options, phases, wire form and snapshots")
struct WyrRulesTests {
    @Test("options: categories", arguments: [
        (WyrOptions(categories: []), "categories"), (WyrOptions(categories: ["fantasy", "horror"]), "categories"),
    ])
    func badOptions(options: WyrOptions, field: String) {
        let error = violation { () throws(RuleViolation) in _ = try startWyr(options, roster: wyrRoster(players: 2)) }
        guard case let .badRequest(f, _)? = error else {
            Issue.record("expected bad_request, got \(String(describing: error))")
            return
        }
        #expect(f == field)
    }

    /// The timers' ranges are checked where the wire options are read (a room then scales them
    /// by its `timer_scale`, past the ranges).
    @Test("options: out-of-range timers name their wire field", arguments: [
        ("vote_seconds", 4), ("vote_seconds", 121), ("results_seconds", 0), ("results_seconds", 31),
    ])
    func badTimer(field: String, value: Int) {
        let params = GameOptionSet([field: .int(value)])
        let error = violation { () throws(RuleViolation) in
            _ = try WouldYouRather.options(from: params, setup: GameSetup(roster: wyrRoster(players: 2), now: 0, library: ShippedContent.library))
        }
        guard case let .badRequest(f, _)? = error else {
            Issue.record("expected bad_request, got \(String(describing: error))")
            return
        }
        #expect(f == field)
    }

    @Test("options: limits are inclusive, categories deduplicated, defaults 20/3 and all categories")
    func goodOptions() throws {
        let setup = GameSetup(roster: wyrRoster(players: 2), now: 0, library: ShippedContent.library)
        for (vote, results) in [(5, 30), (120, 1)] {
            let o = try WouldYouRather.options(from: GameOptionSet(["vote_seconds": .int(vote), "results_seconds": .int(results)]), setup: setup)
            #expect(o.voteSeconds == vote && o.resultsSeconds == results)
        }
        #expect(try WyrOptions(categories: ["fantasy", "silly", "fantasy"]).validated() == [.silly, .fantasy])
        let decoded = try JSONDecoder().decode(WyrOptions.self, from: Data(#"{"game":"would_you_rather","vote_seconds":9}"#.utf8))
        #expect(decoded == WyrOptions(categories: nil, voteSeconds: 9, resultsSeconds: 3))
        let all = try JSONDecoder().decode(WyrOptions.self, from: Data(#"{"categories":["daily_life"]}"#.utf8))
        #expect(all == WyrOptions(categories: ["daily_life"], voteSeconds: 20, resultsSeconds: 3))
    }

    @Test("start needs a connected player")
    func needsPlayer() {
        let onlyAudience = wyrRoster(players: 0, audience: 2)
        let gone = disconnecting("p1", in: wyrRoster(players: 1))
        for roster in [onlyAudience, gone] {
            let error = violation { () throws(RuleViolation) in _ = try startWyr(roster: roster) }
            #expect(error?.code == "wrong_phase")
        }
    }

    /// A game in each phase: voting, results, over.
    func gamesInEveryPhase(_ roster: Roster) throws -> [(WyrPhase, WouldYouRather)] {
        let (voting, _, _) = try startWyr(roster: roster)
        var results = voting
        var rng = SplitMix64(seed: 1)
        _ = results.advance(now: 21_000, roster: roster, rng: &rng)
        var over = voting
        _ = over.stop(now: 2_000, roster: roster)
        return [(.voting, voting), (.results, results), (.over, over)]
    }

    @Test("every action in every phase applies or throws the right code")
    func matrix() throws {
        let roster = wyrRoster(players: 2, audience: 1)
        let actions: [WyrAction] = [.vote(choice: .a), .vote(choice: .b), .add(a: "Hop", b: "Skip", category: nil),
                                    .add(a: "Hop", b: "hop", category: nil)]
        for (phase, game) in try gamesInEveryPhase(roster) {
            #expect(game.phase == phase)
            for member in ["p1", "a1", "ghost"] {
                for action in actions {
                    var copy = game
                    var rng = SplitMix64(seed: 2)
                    let now: UnixMillis = phase == .results ? 21_500 : 2_000
                    let outcome = violation { () throws(RuleViolation) in
                        _ = try copy.apply(action, by: member, roster: roster, now: now, rng: &rng)
                    }
                    let expected: String? = switch (member, action, phase) {
                    case ("ghost", _, _): "not_in_room"
                    case (_, .vote, .voting): nil
                    case (_, .vote, _): "wrong_phase"
                    case ("a1", .add, _): "not_allowed"
                    case (_, .add(_, let b, _), _) where b == "hop": "bad_request"
                    case (_, .add, _): nil
                    }
                    #expect(outcome?.code == expected, "\(member) \(action) in \(phase)")
                    if outcome != nil { #expect(copy == game, "a refused action changed nothing") }
                    else { #expect(copy != game) }
                }
            }
        }
    }

    @Test("event wire types and payload fields")
    func wire() throws {
        let roster = wyrRoster(players: 1, audience: 1)
        var (game, events, rng) = try startWyr(roster: roster)
        let question = try wireJSON(events[0].event)
        #expect(events[0].event.wireType == "wyr.question")
        #expect(Set(question.keys) == ["question_id", "a", "b", "category", "custom", "round", "ends_at_ms"])
        _ = try game.apply(.vote(choice: .b), by: "a1", roster: roster, now: 1_500, rng: &rng)
        let done = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        #expect(done.map(\.event.wireType) == ["wyr.vote_cast", "wyr.results"])
        let cast = try wireJSON(done[0].event)
        #expect(Set(cast.keys) == ["player_id", "votes_in", "voters"])
        let filled = done[1].event.withAllTime(WyrTally(aVotes: 41, bVotes: 9))
        let res = try wireJSON(filled)
        #expect(Set(res.keys) == ["question_id", "a", "b", "category", "custom", "round", "a_votes", "b_votes",
                                  "a_pct", "b_pct", "audience", "all_time", "next_question_at_ms"])
        #expect(res["a_votes"] as? Int == 1 && res["a_pct"] as? Int == 100 && res["b_pct"] as? Int == 0)
        #expect((res["audience"] as? [String: Int]) == ["a_votes": 0, "b_votes": 1])
        #expect((res["all_time"] as? [String: Int]) == ["a_votes": 41, "b_votes": 9])
        #expect(res["next_question_at_ms"] as? Int == 5_000)
        #expect(WyrEvent.gameOver(rounds: 3).wireType == "wyr.game_over")
        #expect((try wireJSON(WyrEvent.gameOver(rounds: 3)) as? [String: Int]) == ["rounds": 3])
        #expect(WyrEvent.voteCast(WyrVoteCast(playerID: "p", votesIn: 0, voters: 0)).withAllTime(.zero)
            == .voteCast(WyrVoteCast(playerID: "p", votesIn: 0, voters: 0)))
    }

    @Test("a snapshot taken mid-vote restores to an equal game that plays on identically")
    func codableRoundTrip() throws {
        let roster = wyrRoster(players: 3, audience: 1)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.add(a: "Rain", b: "Shine", category: .dailyLife), by: "p2", roster: roster, now: 1_200, rng: &rng)
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 1_500, rng: &rng)
        _ = try game.apply(.vote(choice: .b), by: "a1", roster: roster, now: 1_600, rng: &rng)
        let data = try JSONEncoder().encode(game)
        var restored = try JSONDecoder().decode(WouldYouRather.self, from: data)
        #expect(restored == game)
        var rngA = rng, rngB = rng
        let a = try game.apply(.vote(choice: .b), by: "p2", roster: roster, now: 3_000, rng: &rngA)
            + game.apply(.vote(choice: .b), by: "p3", roster: roster, now: 3_000, rng: &rngA)
            + game.advance(now: 6_000, roster: roster, rng: &rngA)
        let b = try restored.apply(.vote(choice: .b), by: "p2", roster: roster, now: 3_000, rng: &rngB)
            + restored.apply(.vote(choice: .b), by: "p3", roster: roster, now: 3_000, rng: &rngB)
            + restored.advance(now: 6_000, roster: roster, rng: &rngB)
        #expect(a == b && restored == game)
        #expect(questions(in: a).first?.question.id == "custom-1")
        // The results payload survives its own round trip too.
        let r = try #require(game.lastResults == nil ? results(in: a).first : game.lastResults)
        #expect(try JSONDecoder().decode(WyrResults.self, from: JSONEncoder().encode(r)) == r)
        // A custom question without a category is sent as "custom" and still restores as none.
        var custom = r
        custom.question = WyrQuestion(id: "custom-9", a: "Sing", b: "Dance", category: nil, isCustom: true)
        #expect(try JSONDecoder().decode(WyrResults.self, from: JSONEncoder().encode(custom)) == custom)
    }
}
