import Foundation
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 16 point 6, in process: a room's snapshot rides the store's commits while it lives and
/// goes when it closes.
@Suite("Live room snapshots")
struct LiveSnapshotTests {
    /// The stored snapshot of `code`, as text (nil when there is none).
    private static func stored(_ test: ServerHarness, _ code: String) throws -> String? {
        try test.server.store.loadRoomSnapshots().first { $0.code == code }.map { String(decoding: $0.data, as: UTF8.self) }
    }

    @Test("a reply that waits for a durable write proves the room's earlier changes are saved; a closed room's snapshot goes")
    func savedBeforeDurableWriteDeletedOnClose() async throws {
        try await ServerHarness.run { test in
            let host = try await test.client()
            let guest = try await test.client()
            let code = try #require(try await host.request("room.create", ["name": .string("Hana")])[string: "room"])
            try await guest.request("room.join", ["room": .string(code), "name": .string("Zed")])
            try await host.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(120)])
            try await guest.request("wyr.vote", ["choice": .string("b")])
            // wheel.create is answered after its write is committed, and the snapshot goes first.
            try await guest.request("wheel.create", ["name": .string("W"), "options": .array([
                .object(["label": .string("x"), "weight": .int(1)]), .object(["label": .string("y"), "weight": .int(1)]),
            ])])
            let saved = try #require(try Self.stored(test, code), "no snapshot for \(code)")
            #expect(saved.contains("Zed") && saved.contains("playerVotes"), "snapshot: \(saved.prefix(400))")
            #expect(saved.contains(#""p2":"b""#), "the vote is in the snapshot: \(saved.prefix(2000))")

            try await guest.request("room.leave")
            try await host.request("room.leave")
            #expect(try await eventually { try Self.stored(test, code) == nil }, "the closed room's snapshot is still stored")
        }
    }
}
