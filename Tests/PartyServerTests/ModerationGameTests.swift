import Foundation
import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// Contract §9 in games: held clues and questions take effect when approved (or get
/// `wrong_phase` once their round is over), items expire on the server's clock, and a moderator
/// watching a game never receives an unresolved word.
@Suite("Moderation in games")
struct ModerationGameTests {
    typealias P = GameParam

    static func harness(seed: UInt64) throws -> ServerHarness {
        try ServerHarness.game(seed: seed) { config in
            ModerationFixture.filter(&config)
            config.moderation.reviewExpirySeconds = 60
        }
    }

    /// Seats a moderator in `room` with the host's invitation.
    static func moderator(_ h: ServerHarness, host: GameBot, name: String = "Mo") async throws -> PartyClient {
        let client = try await h.connect(recordRaw: true)
        let invitation = try #require(try await host.send("room.mod_invite")[string: "mod_token"])
        _ = try await client.moderate(host.room, name, invitation: invitation)
        return client
    }

    @Test("a held clue is published when approved in its round, and is wrong_phase once the round moved on")
    func heldClues() async throws {
        let h = try Self.harness(seed: 601)
        defer { h.stop() }
        let bots = try await h.room(players: 4, prefix: "Q", recordRaw: true)
        let host = bots[0]
        let mo = try await Self.moderator(h, host: host)
        try await host.send("room.settings", ["review": P.b(true)])
        try await host.send("game.start", ["game": P.s("odd_one_out"), "category": P.s("animals"), "rounds": P.i(2),
                                           "clue_seconds": P.i(30), "vote_seconds": P.i(20)])
        let round = try await host.client.next("odd.round_started")
        let word = try #require(try await bots[1].client.next("odd.word").json["word"].string)
        _ = round

        // The same rules first: a clue naming the word is refused, not held; a filtered one too.
        await bots[1].refused("odd.clue", ["text": P.s(word)], code: "not_allowed")
        await bots[1].refused("odd.clue", ["text": P.s("badword")], code: "filtered")
        let held = try await bots[1].send("odd.clue", ["text": P.s("fluffy")])
        #expect(held.json["held"].bool == true)
        let pending = try await mo.next("mod.pending")
        #expect(pending[string: "kind"] == "clue" && pending[string: "text"] == "fluffy")
        try await host.send("odd.clue", ["text": P.s("the host is not held")])
        _ = try await bots[2].client.next("odd.clue_given") { $0.json["player_id"].string == host.id }
        let itemID = try #require(pending[string: "item_id"])
        // While the host has the game paused, a clue is early, not invalid: it stays in the queue.
        try await host.send("game.pause")
        #expect(await ModerationFixture.refusal { _ = try await mo.request("mod.approve", ["item_id": .string(itemID)]) }?.code == "wrong_phase")
        #expect(try await mo.request("room.snapshot").json["snapshot"]["pending"].array.map { $0["item_id"].string } == [itemID])
        try await host.send("game.resume")
        try await mo.request("mod.approve", ["item_id": .string(itemID)])
        let given = try await bots[3].client.next("odd.clue_given") { $0.json["player_id"].string == bots[1].id }
        #expect(given.json["text"].string == "fluffy")
        _ = try await bots[1].client.next("mod.approved")

        // Another clue waits while the clue time runs out: approving it then is wrong_phase.
        let late = try await bots[2].send("odd.clue", ["text": P.s("stripes")])
        let lateID = try #require(late.json["item_id"].string)
        h.clock.advance(by: 31_000)
        await bots[3].refused("odd.clue", ["text": P.s("too late")], code: "wrong_phase")  // the clock moved the game on
        let refused = await ModerationFixture.refusal { _ = try await mo.request("mod.approve", ["item_id": .string(lateID)]) }
        #expect(refused?.code == "wrong_phase")
        let dropped = try await bots[2].client.next("mod.rejected")
        #expect(dropped.json["reason"].string == "invalid" && dropped.json["item_id"].string == lateID)
        let lines = GameStream.lines(bots[3].client.rawBytes)
        #expect(!lines.contains { $0.contains("stripes") }, "a clue that never took effect reached another player")
    }

    @Test("a held question is added when approved; a held item expires on the server's clock")
    func heldQuestionsAndExpiry() async throws {
        let h = try Self.harness(seed: 602)
        defer { h.stop() }
        let bots = try await h.room(players: 2, audience: 1, prefix: "W", recordRaw: true)
        let (host, pat, fan) = (bots[0], bots[1], bots[2])
        let mo = try await Self.moderator(h, host: host)
        try await mo.request("room.settings", ["review": .bool(true)])
        await fan.refused("wyr.add", ["a": P.s("Fly"), "b": P.s("Swim")], code: "not_allowed")  // the audience cannot add questions, held or not
        let held = try await pat.send("wyr.add", ["a": P.s("Fly"), "b": P.s("Swim"), "category": P.s("silly")])
        let pending = try await mo.next("mod.pending")
        #expect(pending[string: "kind"] == "question" && pending[string: "text"] == "Fly | Swim")
        let approved = try await mo.request("mod.approve", ["item_id": .string(try #require(held.json["item_id"].string))])
        #expect(approved[string: "question_id"] != nil)
        _ = try await fan.client.next("wyr.question_added")

        // Expiry: ten minutes... here sixty seconds of the server's clock.
        let waiting = try await fan.send("chat.send", ["text": P.s("anyone?")])
        let waitingID = try #require(waiting.json["item_id"].string)
        h.clock.advance(by: 61_000)
        _ = try await pat.send("chat.send", ["text": P.s("a later line")])  // any review request sees what is due first
        let expired = try await fan.client.next("mod.rejected")
        #expect(expired.json["item_id"].string == waitingID && expired.json["reason"].string == "expired")
        let resolved = try await mo.next("mod.resolved") { $0[string: "item_id"] == waitingID }
        #expect(resolved[string: "outcome"] == "expired" && resolved.fields["by"] == nil)
        #expect(await ModerationFixture.refusal { _ = try await mo.request("mod.approve", ["item_id": .string(waitingID)]) }?.code == "not_found")
        #expect(!GameStream.lines(pat.client.rawBytes).contains { $0.contains("anyone?") })
    }

    @Test("a moderator watching Guess or Pass never receives an unresolved word", arguments: ["secret", "classic"])
    func moderatorNeverSeesTheWord(mode: String) async throws {
        let h = try Self.harness(seed: 603)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "G")
        let (host, guesser) = (bots[0], bots[1])
        let mo = try await Self.moderator(h, host: host)
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("animals"), "guesser": P.s(guesser.id),
                                           "mode": P.s(mode), "round_seconds": P.i(30), "countdown_seconds": P.i(0)])
        if mode == "secret" {  // a typed guess is written text: a miss would be shown to the room
            _ = try await guesser.client.next("gop.card_hidden") { $0.json["index"].int == 0 }
            await guesser.refused("gop.guess", ["text": P.s("badword")], code: "filtered")
            #expect(!mo.receivedText.contains("badword"), "a refused guess reached the room")
        }
        for index in 0..<2 {
            let card = try await host.client.next("gop.card") { $0.json["index"].int == index }
            let word = try #require(card.json["word"].string)
            _ = try await mo.next("gop.card_hidden") { $0.json["index"].int == index }
            let snapshot = try await mo.request("room.snapshot")
            #expect(snapshot.json["snapshot"]["game"]["current_card"]["word"].isNull)
            #expect(!mo.receivedText.contains("\"\(word)\""), "the moderator received the unresolved word")
            try await host.send("gop.pass", ["index": P.i(index)])
            _ = try await mo.next("gop.card_resolved") { $0.json["index"].int == index }
        }
        let snapshot = try await host.send("room.snapshot")
        #expect(snapshot.json["snapshot"]["members"].array.count == 3 && snapshot.json["snapshot"]["audience"].int == 0)
        #expect(snapshot.json["snapshot"]["game"]["guesser"].string == guesser.id)
    }
}
