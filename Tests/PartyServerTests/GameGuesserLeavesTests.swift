import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// A guesser who leaves mid-round ends the round; the points they made still count for them.
@Suite("Guess or Pass: the guesser leaves")
struct GameGuesserLeavesTests {
    typealias P = GameParam

    @Test("the round ends at once and its score is stored under the departed guesser's profile")
    func departedGuesserKeepsTheirScore() async throws {
        let h = try ServerHarness.game(seed: 61)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "Gl")
        try await bots[0].send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"),
                                              "countdown_seconds": P.i(0), "guesser": P.s(bots[1].id)])
        let card = try await bots[0].client.next("gop.card")
        try await bots[0].send("gop.correct", ["index": P.i(try #require(card[int: "index"]))])
        try await bots[1].send("room.leave")
        let ended = try await bots[0].client.next("gop.round_ended")
        #expect(ended[string: "guesser"] == bots[1].id)
        #expect(ended[int: "score"] == 1)
        let best = try h.server.store.bestScores(profileKeys: [bots[1].profileKey], category: "food", mode: "secret")
        #expect(best[bots[1].profileKey] == 1)
    }
}
