import Foundation
import PartyClient
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// Issue 21: classic mode over real sockets — the guesser sees the word (events, snapshot),
/// marks cards correct, and the score goes to the classic board, never the secret one.
@Suite("Guess or Pass classic mode end to end")
struct GameGuessOrPassModeTests {
    typealias P = GameParam

    @Test("classic: the guesser receives the word, may say correct, and the best goes to the classic board")
    func classicRound() async throws {
        let h = try ServerHarness.game(seed: 411)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Classic")
        let (host, guesser) = (bots[0], bots[1])
        try h.server.store.writeAndWait([.finishedRound(profileKey: guesser.profileKey, category: "food", mode: "secret", score: 1, at: h.clock.now - 1)])
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(guesser.id),
                                           "mode": P.s("classic"), "round_seconds": P.i(10), "countdown_seconds": P.i(0)])
        let started = try await guesser.client.next("game.started")
        #expect(started.json["options"]["mode"].string == "classic")
        let card = try await guesser.client.next("gop.card")
        let word = try #require(card.json["word"].string)
        let snapshot = try await guesser.send("room.snapshot")
        #expect(snapshot.json["snapshot"]["game"]["mode"].string == "classic")
        #expect(snapshot.json["snapshot"]["game"]["current_card"]["word"].string == word)
        await guesser.refused("chat.send", ["text": P.s("it is \(word)")], code: "not_allowed")
        try await guesser.send("gop.correct", ["index": P.i(0)])
        let resolved = try await host.client.next("gop.card_resolved")
        #expect(resolved.json["outcome"].string == "correct" && resolved.json["by"].string == guesser.id)
        _ = try await guesser.client.next("gop.card")
        try await guesser.send("gop.correct", ["index": P.i(1)])
        try await host.send("game.stop")
        let ended = try await host.client.next("gop.round_ended")
        #expect(ended.json["mode"].string == "classic")
        #expect(ended.json["score"].int == 2 && ended.json["best_score"].int == 2 && ended.json["new_best"].bool == true)
        let secret = try h.server.store.bestScores(profileKeys: [guesser.profileKey], category: "food", mode: "secret")
        let classic = try h.server.store.bestScores(profileKeys: [guesser.profileKey], category: "food", mode: "classic")
        #expect(secret == [guesser.profileKey: 1], "a classic score never beats a secret one")
        #expect(classic == [guesser.profileKey: 2])
    }

    @Test("secret is the default: game.started and gop.round_ended say so")
    func secretIsDefault() async throws {
        let h = try ServerHarness.game(seed: 412)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Secret")
        try await bots[0].send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"),
                                              "round_seconds": P.i(10), "countdown_seconds": P.i(0)])
        let started = try await bots[1].client.next("game.started")
        #expect(started.json["options"]["mode"].string == "secret")
        try await bots[0].send("game.stop")
        let ended = try await bots[1].client.next("gop.round_ended")
        #expect(ended.json["mode"].string == "secret")
        await bots[0].refused("game.start", ["game": P.s("guess_or_pass"), "mode": P.s("open")], code: "bad_request")
    }
}
