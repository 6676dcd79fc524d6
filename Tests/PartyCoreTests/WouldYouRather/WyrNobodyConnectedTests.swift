import Testing
@testable import PartyCore

/// Issue 11, rule 5: "everyone has voted" counts connected players only and never ends a vote
/// in which no connected player could vote.
@Suite("Would You Rather: a vote with nobody connected to vote stays open")
struct WyrNobodyConnectedTests {
    @Test("every player away (a restored room, say): votes in, but the vote waits for its timer")
    func everyPlayerAway() throws {
        let roster = wyrRoster(players: 2, audience: 1)
        var (game, _, rng) = try startWyr(roster: roster)
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        let away = disconnecting("p2", in: disconnecting("p1", in: roster))
        #expect(results(in: game.rosterChanged(away, now: 3_000)).isEmpty)
        // The audience may still vote; with no connected player, that does not complete the round.
        #expect(results(in: try game.apply(.vote(choice: .b), by: "a1", roster: away, now: 4_000, rng: &rng)).isEmpty)
        #expect(game.phase == .voting)
        let atDeadline = game.advance(now: try #require(game.nextDeadline), roster: away, rng: &rng)
        #expect(results(in: atDeadline).first?.players.aVotes == 1, "the timer still closes it, with the votes in")
    }
}
