import Foundation
import PartyClient
import PartyCore
import PartyProtocol
@testable import PartyServer
import PartyStore
import Testing

/// Issue 34: a finished round ending when nothing else had marked the room changed was committed
/// alone, the snapshot that knew of it up to a second later, so a `kill -9` between the two
/// would bring the room back mid-round, play the round again and store it twice (found while
/// reading the kill loop's reports). A durable write that records a change the room has just made
/// now commits in one batch (one transaction, in every store) with the room's snapshot holding
/// that change: after a crash the store has both or neither.
@Suite("Durable writes carry the room's snapshot")
struct DurableWriteSnapshotTests {
    @Test("a Guess or Pass round's result is committed with a snapshot of the room past that round, its score added")
    func finishedRoundRidesWithTheRoom() async throws {
        let store = RecordingStore()
        let h = try NightHarness(store: store)
        defer { h.stop() }
        let host = try await h.connect()
        let guest = try await h.connect()
        let code = try #require(try await host.request("room.create", ["name": .string("Ann"), "token": .string(NightHarness.token("ann"))])[string: "room"])
        try await guest.request("room.join", ["room": .string(code), "name": .string("Ben"), "token": .string(NightHarness.token("ben"))])
        try await host.request("game.start", [
            "game": .string("guess_or_pass"), "category": .string("animals"),
            "round_seconds": .int(10), "countdown_seconds": .int(0), "break_seconds": .int(5),
        ])
        let started = try await host.next("gop.round_started")
        let guesser = try #require(started[string: "guesser"])
        let cluer = guesser == "p1" ? guest : host
        _ = try await cluer.next("gop.card")
        try await cluer.request("gop.correct", ["index": .int(0)])
        // Let the snapshot of the correct card be written, so nothing else marks the room changed
        // when the round ends (the case where its end used to be committed alone).
        store.flush()
        try await Task.sleep(for: .milliseconds(1200))
        store.flush()

        h.clock.advance(to: Int64(try #require(started[int: "ends_at_ms"])))
        // The next move reads the moved clock: the round is over (its break runs).
        await cluer.refused("gop.correct", ["index": .int(1)], code: "wrong_phase")
        let ended = try await host.next("gop.round_ended")
        #expect(ended[int: "score"] == 1)

        let batch = try #require(store.batches.first { $0.contains { if case .finishedRound = $0 { true } else { false } } })
        let snapshot = try #require(batch.lazy.compactMap { if case let .saveRoomSnapshot(s) = $0 { s } else { nil } }.first,
                                    "the round's result was committed without the room: \(batch)")
        let saved = try JSONDecoder().decode(SavedRoom.self, from: snapshot.data)
        #expect(saved.room.member(guesser)?.score == 1, "the snapshot lacks the round's score")
        let game = try #require(saved.game?.state(as: GuessOrPass.self))
        #expect(game.round > 1 || game.phase != .round, "the snapshot has the round still running: round \(game.round), \(game.phase)")
    }
}
