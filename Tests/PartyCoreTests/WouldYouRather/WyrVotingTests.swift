import Testing
import PartyContent
@testable import PartyCore

@Suite("Would You Rather voting and results")
struct WyrVotingTests {
    @Test("start asks a question to everyone with the vote deadline")
    func startAsks() throws {
        let (game, events, _) = try startWyr(roster: wyrRoster(players: 2))
        let asked = try #require(questions(in: events).first)
        #expect(events.count == 1 && events[0].audience == .everyone)
        #expect(asked.round == 1 && asked.endsAtMs == 1_000 + 20_000)
        #expect(game.phase == .voting && game.nextDeadline == 21_000)
        #expect(QuestionBank.question(id: asked.question.id) == asked.question)
    }

    @Test("a vote can be changed until results; only the last one counts")
    func voteChange() throws {
        let roster = wyrRoster(players: 2)
        var (game, _, rng) = try startWyr(roster: roster)
        var events = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        #expect(voteCasts(in: events) == [WyrVoteCast(playerID: "p1", votesIn: 1, voters: 2)])
        events = try game.apply(.vote(choice: .b), by: "p1", roster: roster, now: 2_100, rng: &rng)
        #expect(voteCasts(in: events) == [WyrVoteCast(playerID: "p1", votesIn: 1, voters: 2)])
        #expect(results(in: events).isEmpty)
        events = try game.apply(.vote(choice: .b), by: "p2", roster: roster, now: 2_200, rng: &rng)
        let r = try #require(results(in: events).first)
        #expect(r.players == WyrTally(aVotes: 0, bVotes: 2))
        #expect(r.players.percentages == (0, 100))
        // After results the vote is closed.
        let error = violation { () throws(RuleViolation) in
            _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_300, rng: &rng)
        }
        #expect(error?.code == "wrong_phase")
    }

    @Test("every connected player voting finishes early: vote_cast first, then results")
    func earlyFinish() throws {
        let roster = wyrRoster(players: 3)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        _ = try game.apply(.vote(choice: .b), by: "p2", roster: roster, now: 2_000, rng: &rng)
        let events = try game.apply(.vote(choice: .a), by: "p3", roster: roster, now: 5_000, rng: &rng)
        #expect(events.map(\.event.wireType) == ["wyr.vote_cast", "wyr.results"])
        #expect(voteCasts(in: events).first == WyrVoteCast(playerID: "p3", votesIn: 3, voters: 3))
        let r = try #require(results(in: events).first)
        #expect(r.players == WyrTally(aVotes: 2, bVotes: 1) && r.nextQuestionAtMs == 8_000)
        #expect(r.players.percentages == (67, 33))
        #expect(game.phase == .results && game.nextDeadline == 8_000)
        #expect(game.lastResults == r)
    }

    @Test("a tie shows 50/50")
    func tie() throws {
        let roster = wyrRoster(players: 2)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        let r = try #require(results(in: try game.apply(.vote(choice: .b), by: "p2", roster: roster, now: 2_000, rng: &rng)).first)
        #expect(r.players == WyrTally(aVotes: 1, bVotes: 1) && r.players.percentages == (50, 50))
    }

    @Test("the timer closes voting exactly at the deadline, not a millisecond before; zero votes give 0/0")
    func timerFinish() throws {
        let roster = wyrRoster(players: 2)
        var (game, _, rng) = try startWyr(roster: roster)
        #expect(game.advance(now: 20_999, roster: roster, rng: &rng).isEmpty)
        #expect(game.phase == .voting)
        let events = game.advance(now: 21_000, roster: roster, rng: &rng)
        let r = try #require(results(in: events).first)
        #expect(events.count == 1)
        #expect(r.players == .zero && r.audience == .zero && r.players.percentages == (0, 0))
        #expect(r.nextQuestionAtMs == 24_000)
        let json = try wireJSON(WyrEvent.results(r))
        #expect(json["a_pct"] as? Int == 0 && json["b_pct"] as? Int == 0)
    }

    @Test("a vote at the deadline is refused and changes nothing")
    func lateVote() throws {
        let roster = wyrRoster(players: 2)
        var (game, _, rng) = try startWyr(roster: roster)
        let before = game
        let error = violation { () throws(RuleViolation) in
            _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 21_000, rng: &rng)
        }
        #expect(error?.code == "wrong_phase")
        #expect(game == before)
    }

    @Test("the next question follows results_seconds after the results")
    func nextQuestion() throws {
        let roster = wyrRoster(players: 1)
        var (game, first, rng) = try startWyr(WyrOptions(voteSeconds: 5, resultsSeconds: 2), roster: roster)
        _ = game.advance(now: 6_000, roster: roster, rng: &rng)
        #expect(game.advance(now: 7_999, roster: roster, rng: &rng).isEmpty)
        let next = try #require(questions(in: game.advance(now: 8_000, roster: roster, rng: &rng)).first)
        #expect(next.round == 2 && next.endsAtMs == 13_000)
        #expect(next.question != questions(in: first).first?.question)
        #expect(game.playerVotes.isEmpty && game.lastResults == nil)
    }

    @Test("audience votes are counted separately, emit no event (no vote_cast: no count changes), and never complete the round")
    func audience() throws {
        let roster = wyrRoster(players: 2, audience: 2)
        var (game, _, rng) = try startWyr(roster: roster)
        var events = try game.apply(.vote(choice: .b), by: "a1", roster: roster, now: 2_000, rng: &rng)
        #expect(events.isEmpty, "an audience vote is told to the voter alone (its ok), not to the room")
        events = try game.apply(.vote(choice: .b), by: "a2", roster: roster, now: 2_000, rng: &rng)
        #expect(events.isEmpty)
        #expect(game.audienceVotes == ["a1": .b, "a2": .b])
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        #expect(game.phase == .voting)
        events = try game.apply(.vote(choice: .a), by: "p2", roster: roster, now: 2_000, rng: &rng)
        let r = try #require(results(in: events).first)
        #expect(r.players == WyrTally(aVotes: 2, bVotes: 0))
        #expect(r.audience == WyrTally(aVotes: 0, bVotes: 2))
        #expect(r.players.percentages == (100, 0))
        #expect(r.allTimeContribution == WyrTally(aVotes: 2, bVotes: 2))
    }

    @Test("an audience vote that completes the round (the last unvoted player left unnoticed) gets vote_cast, then results")
    func audienceVoteCompletingTheRound() throws {
        let roster = wyrRoster(players: 2, audience: 1)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        // p2 is gone from the roster the vote sees, though no rosterChanged told the game.
        let fewer = roster.filter { $0.id != "p2" }
        let events = try game.apply(.vote(choice: .b), by: "a1", roster: fewer, now: 2_100, rng: &rng)
        #expect(events.map(\.event.wireType) == ["wyr.vote_cast", "wyr.results"])
        #expect(voteCasts(in: events) == [WyrVoteCast(playerID: "a1", votesIn: 1, voters: 1)])
        #expect(results(in: events).first?.audience == WyrTally(aVotes: 0, bVotes: 1))
    }

    @Test("only audience votes: the timer gives results with the audience tally and 0/0 for players")
    func audienceOnly() throws {
        let roster = wyrRoster(players: 1, audience: 1)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .a), by: "a1", roster: roster, now: 2_000, rng: &rng)
        let r = try #require(results(in: game.advance(now: 21_000, roster: roster, rng: &rng)).first)
        #expect(r.players == .zero && r.audience == WyrTally(aVotes: 1, bVotes: 0))
        #expect(r.players.percentages == (0, 0))
    }

    @Test("votes_in and voters count connected players only")
    func connectedOnly() throws {
        var roster = wyrRoster(players: 3)
        var (game, _, rng) = try startWyr(roster: roster)
        roster = disconnecting("p3", in: roster)
        #expect(game.rosterChanged(roster, now: 1_500).isEmpty)
        let events = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        #expect(voteCasts(in: events) == [WyrVoteCast(playerID: "p1", votesIn: 1, voters: 2)])
    }

    @Test("a player leaving or disconnecting can complete the round")
    func rosterCompletes() throws {
        let roster = wyrRoster(players: 3)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        _ = try game.apply(.vote(choice: .b), by: "p2", roster: roster, now: 2_000, rng: &rng)
        var left = game
        let leftEvents = left.rosterChanged(Array(roster.prefix(2)), now: 3_000)
        #expect(results(in: leftEvents).first?.players == WyrTally(aVotes: 1, bVotes: 1))
        let dropEvents = game.rosterChanged(disconnecting("p3", in: roster), now: 3_000)
        #expect(results(in: dropEvents).first?.nextQuestionAtMs == 6_000)
    }

    @Test("a departed player's vote is dropped; a disconnected player's vote stays")
    func departedVotes() throws {
        let roster = wyrRoster(players: 3)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        _ = try game.apply(.vote(choice: .b), by: "p3", roster: roster, now: 2_000, rng: &rng)
        let after = [roster[1], roster[2]].map { $0 }  // p1 left
        #expect(game.rosterChanged(disconnecting("p3", in: after), now: 2_500).isEmpty)
        let r = try #require(results(in: game.advance(now: 21_000, roster: after, rng: &rng)).first)
        #expect(r.players == WyrTally(aVotes: 0, bVotes: 1))
    }

    @Test("stop during a vote with votes in: results (no next question) then game over")
    func stopWithVotes() throws {
        let roster = wyrRoster(players: 2, audience: 1)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .a), by: "a1", roster: roster, now: 2_000, rng: &rng)
        let events = game.stop(now: 3_000, roster: roster)
        #expect(events.map(\.event.wireType) == ["wyr.results", "wyr.game_over"])
        #expect(results(in: events).first?.nextQuestionAtMs == nil)
        #expect(events.last?.event == .gameOver(rounds: 1))
        #expect(game.isOver && game.nextDeadline == nil)
        #expect(game.stop(now: 3_001, roster: roster).isEmpty)
        #expect(game.advance(now: 99_999, roster: roster, rng: &rng).isEmpty)
    }

    @Test("stop without votes: no results, only game over")
    func stopWithoutVotes() throws {
        let roster = wyrRoster(players: 2)
        var (game, _, _) = try startWyr(roster: roster)
        let events = game.stop(now: 3_000, roster: roster)
        #expect(events == [Addressed(.everyone, .gameOver(rounds: 0))])
        #expect(game.record.history().map(\.question.id) == [game.question.id])
    }

    @Test("view shows only the member's own vote")
    func view() throws {
        let roster = wyrRoster(players: 2, audience: 1)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .b), by: "p1", roster: roster, now: 2_000, rng: &rng)
        _ = try game.apply(.vote(choice: .a), by: "a1", roster: roster, now: 2_000, rng: &rng)
        let mine = game.view(for: "p1", now: 2_000)
        #expect(mine.phase == .voting && mine.myVote == .b && mine.votesIn == 1 && mine.voters == 2)
        #expect(mine.endsAtMs == 21_000 && mine.question == game.question && mine.results == nil)
        #expect(game.view(for: "a1", now: 2_000).myVote == .a)
        #expect(game.view(for: "p2", now: 2_000).myVote == nil)
        let json = try wireJSON(game.view(for: "p2", now: 2_000))
        #expect(json["game"] as? String == "would_you_rather" && json["phase"] as? String == "voting")
        #expect(json["my_vote"] == nil && json["ends_at_ms"] as? Int == 21_000)
        _ = try game.apply(.vote(choice: .a), by: "p2", roster: roster, now: 2_500, rng: &rng)
        let shown = game.view(for: "p2", now: 2_500)
        #expect(shown.phase == .results && shown.results == game.lastResults && shown.endsAtMs == 5_500)
        _ = game.stop(now: 2_600, roster: roster)
        let over = game.view(for: "p2", now: 2_600)
        #expect(over.phase == .over && over.question == nil && over.endsAtMs == nil)
    }
}
