import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 11, rule 1: the guesser cannot score blind. Only clue-givers mark a card guessed.
@Suite("Fair play: the guesser cannot score blind")
struct FairPlayGuesserTests {
    typealias P = GameParam

    @Test("a guesser-only script pressing correct on every hidden card scores nothing and stores no best")
    func scriptedGuesserCannotRaiseBestScore() async throws {
        let h = try ServerHarness.game(seed: 111)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Blind")
        let (host, guesser) = (bots[0], bots[1])
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(guesser.id),
                                           "round_seconds": P.i(10), "countdown_seconds": P.i(0)])
        let started = try await guesser.client.next("gop.round_started")
        let endsAt = try #require(started.json["ends_at_ms"].int)
        // The script: press correct for the card it was told about, as fast as it can.
        let hidden = try await guesser.client.next("gop.card_hidden")
        let index = try #require(hidden.json["index"].int)
        for _ in 0..<20 {
            let message = await guesser.refused("gop.correct", ["index": P.i(index)], code: "not_allowed")
            #expect(message.contains("guesser"), "the refusal should say why: \(message)")
        }
        h.clock.advance(to: Int64(endsAt))
        await guesser.refused("gop.pass", ["index": P.i(index)], code: "wrong_phase")
        let ended = try await host.client.next("gop.round_ended")
        #expect(ended.json["guesser"].string == guesser.id)
        #expect(ended.json["score"].int == 0)
        #expect(ended.json["new_best"].bool == false)
        #expect(ended.json["cards"].array.allSatisfy { $0["outcome"].string != "correct" })
        let best = try h.server.store.bestScores(profileKeys: [guesser.profileKey], category: "food", mode: "secret")
        #expect((best[guesser.profileKey] ?? 0) == 0, "a blind script raised a best score: \(best)")
    }

    @Test("the guesser may still pass and guess; a clue-giver's correct scores for the guesser")
    func guesserPassesAndGuesses() async throws {
        let h = try ServerHarness.game(seed: 112)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Fair")
        let (host, guesser) = (bots[0], bots[1])
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(guesser.id),
                                           "round_seconds": P.i(10), "countdown_seconds": P.i(0)])
        _ = try await host.client.next("gop.card")
        try await guesser.send("gop.pass", ["index": P.i(0)])
        let second = try await host.client.next("gop.card")
        try await guesser.send("gop.guess", ["text": P.s(try #require(second.json["word"].string))])
        _ = try await host.client.next("gop.card")
        try await host.send("gop.correct", ["index": P.i(2)])
        try await host.send("game.stop")
        let ended = try await host.client.next("gop.round_ended")
        #expect(ended.json["score"].int == 2)
    }
}
