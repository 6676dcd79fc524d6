import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyStore
import Testing

/// Issue 35, item 14: results that wait for the store (a slow disk) still show for their whole
/// time: the wait counts from when they are sent, and the next question comes that much later.
@Suite("Results count from when they are shown")
struct ResultsCountFromShownTests {
    typealias P = GameParam

    @Test("Would You Rather's 3 s of results start when the results leave, not when the vote closed")
    func wouldYouRatherResultsAfterASlowCommit() async throws {
        let store = MemoryStore()
        let h = try GameHarness(seed: 35, store: store)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Rs")
        try await bots[0].send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(20), "results_seconds": P.i(3)])
        _ = try await GameStream.same(bots, "wyr.question")
        try await bots[0].send("wyr.vote", ["choice": P.s("a")])
        store.pauseWrites()  // the vote that closes the round waits for its tally's commit
        let closedAt = h.clock.now
        try await bots[1].send("wyr.vote", ["choice": P.s("b")])
        h.clock.advance(by: 1_500)
        store.resumeWrites()
        let results = try await GameStream.same(bots, "wyr.results")
        let next = try #require(results.json["next_question_at_ms"].int).gameMillis
        #expect(next == closedAt + 1_500 + 3_000, "the 3 s count from when the results were sent (\(next - closedAt) ms after the vote)")
        h.clock.advance(to: closedAt + 3_100)  // when the results would have ended before
        await bots[0].refused("wyr.vote", ["choice": P.s("a")], code: "wrong_phase")
        h.clock.advance(to: next)
        _ = try? await bots[0].send("wyr.vote", ["choice": P.s("a")])
        _ = try await GameStream.same(bots, "wyr.question")
    }
}
