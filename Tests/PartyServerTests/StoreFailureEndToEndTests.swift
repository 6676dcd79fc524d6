import Foundation
import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyStore
import PartyTestSupport
import Testing

/// Issue 26, item 9: a full disk never makes the server claim a write it did not make, and what
/// it could not write is written once the disk has room again. The store is a ``MemoryStore``
/// whose writes fail on demand (``MemoryStore/failWrites(with:)``); `scripts/disk-full-probe.sh`
/// checks the same with a real partyd on a full tmpfs.
@Suite("A failing store: nothing claimed saved that was not")
struct StoreFailureEndToEndTests {
    typealias P = GameParam
    static let full = StoreError.io("database or disk is full")

    /// The harness's store, which fails on demand.
    static func store(_ h: ServerHarness) throws -> MemoryStore {
        try #require(h.server.store as? MemoryStore)
    }

    @Test("Would You Rather results the store refused say saved: false and claim only the committed all_time; the votes land later")
    func wouldYouRatherUnsaved() async throws {
        let h = try ServerHarness.game(seed: 61)
        defer { h.stop() }
        let store = try Self.store(h)
        let bots = try await h.room(players: 2, audience: 1, prefix: "Df")
        try await bots[0].send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(5), "results_seconds": P.i(1)])
        let question = try await GameStream.same(bots, "wyr.question")
        let id = try #require(question.json["question_id"].string)
        try store.writeAndWait([.add(WyrTally(aVotes: 3, bVotes: 4), to: id)])  // other rooms' votes, stored before
        store.failWrites(with: Self.full)
        try await bots[0].send("wyr.vote", ["choice": P.s("a")])
        try await bots[2].send("wyr.vote", ["choice": P.s("b")])
        try await bots[1].send("wyr.vote", ["choice": P.s("b")])
        let results = try await GameStream.same(bots, "wyr.results")
        #expect(results.json["saved"].bool == false, "\(results)")
        #expect(results.json["all_time"]["a_votes"].int == 3 && results.json["all_time"]["b_votes"].int == 4,
                "only the committed tally is claimed, without this round's votes: \(results)")
        #expect(results.json["a_votes"].int == 1 && results.json["b_votes"].int == 1)
        #expect(try store.records(WyrTally.self, keys: [id])[id] == WyrTally(aVotes: 3, bVotes: 4))

        store.failWrites(with: nil)
        // Up to 10 s: a retry rides the next write or the next second's heartbeat.
        let written = try await eventually(within: .seconds(10), every: .milliseconds(50)) {
            try store.records(WyrTally.self, keys: [id])[id] == WyrTally(aVotes: 4, bVotes: 6)
        }
        #expect(written, "the refused votes are written once the store takes writes")
    }

    @Test("a Guess or Pass round the store refused says saved: false, no new best; the round lands later")
    func guessOrPassUnsaved() async throws {
        let h = try ServerHarness.game(seed: 62)
        defer { h.stop() }
        let store = try Self.store(h)
        let bots = try await h.room(players: 2, prefix: "Dg")
        try await bots[0].send("game.start", [
            "game": P.s("guess_or_pass"), "category": P.s("animals"),
            "round_seconds": P.i(10), "countdown_seconds": P.i(0), "break_seconds": P.i(30),
        ])
        let started = try await GameStream.same(bots, "gop.round_started")
        let guesser = try #require(bots.first { $0.id == started.json["guesser"].string })
        let cluer = try #require(bots.first { $0.id != guesser.id })
        for index in 0..<3 {
            _ = try await cluer.client.next("gop.card")
            try await cluer.send("gop.correct", ["index": P.i(index)])
        }
        store.failWrites(with: Self.full)
        h.clock.advance(to: try #require(started.json["ends_at_ms"].int).gameMillis)
        try await cluer.send("chat.send", ["text": P.s("time!")])  // the server judges the deadline at the next request
        let ended = try await GameStream.same(bots, "gop.round_ended")
        #expect(ended.json["score"].int == 3)
        #expect(ended.json["saved"].bool == false, "\(ended)")
        #expect(ended.json["new_best"].bool == false, "no new best that was not stored: \(ended)")
        #expect(ended.json["best_score"].int == 0, "the best stored before the round: \(ended)")
        #expect(try store.bestScores(profileKey: guesser.profileKey, mode: "secret").isEmpty)

        store.failWrites(with: nil)
        let written = try await eventually(within: .seconds(10), every: .milliseconds(50)) {
            try store.bestScores(profileKey: guesser.profileKey, mode: "secret") == ["animals": 3]
        }
        #expect(written, "the refused round is written once the store takes writes")
    }

    @Test("gop.add answers ok only once the room (and its word) is saved; a refused word is saved later")
    func customWordWaitsForTheSnapshot() async throws {
        let h = try ServerHarness.game(seed: 63)
        defer { h.stop() }
        let store = try Self.store(h)
        let bots = try await h.room(players: 2, prefix: "Dw")
        store.failWrites(with: Self.full)
        await bots[0].refused("gop.add", ["word": P.s("Zebra crossing")], code: "storage_failed")
        #expect(try store.loadRoomSnapshots().allSatisfy { !String(decoding: $0.data, as: UTF8.self).contains("Zebra crossing") })

        store.failWrites(with: nil)
        let reply = try await bots[0].send("gop.add", ["word": P.s("Ice cream")])
        #expect(reply.json["count"].int == 2)
        let saved = try #require(try store.loadRoomSnapshots().first { $0.code == bots[0].room })
        let text = String(decoding: saved.data, as: UTF8.self)
        #expect(text.contains("Ice cream") && text.contains("Zebra crossing"), "the ok proves both words are saved")
    }
}
