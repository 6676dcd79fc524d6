import PartyClient
import PartyCore
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Host controls and room codes")
    struct HostControlTests {
        @Test func kickTellsTheTargetAndLaterRequestsGetNotInRoom() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "Bob")
                let carol = try await server.client()
                _ = try await carol.join(a.room, "Carol")

                await expectServerError("not_host") { try await bob.request("room.kick", ["player_id": .string(a.playerID)]) }
                await expectServerError("not_found") { try await alice.request("room.kick", ["player_id": .string("p99")]) }
                await expectServerError("bad_request", mentioning: "player_id") { try await alice.request("room.kick") }
                try await alice.request("room.kick", ["player_id": .string(b.playerID)])
                let kicked = try await bob.next("room.kicked")
                #expect(kicked[string: "player_id"] == b.playerID)
                #expect(kicked[string: "by"] == a.playerID)
                let left = try await carol.next("room.player_left")
                #expect(left[string: "player_id"] == b.playerID)
                #expect(left[string: "reason"] == "kicked")
                #expect(carol.frames("room.kicked").isEmpty, "only the target hears room.kicked")

                await expectServerError("not_in_room") { try await bob.chat("let me back") }
                await expectServerError("not_in_room") { try await bob.request("room.leave") }
                #expect(bob.closedReason == nil, "the connection stays open")
                try await alice.chat("bye bob")
                _ = try await carol.nextChat("bye bob")
                #expect(bob.frames("chat.message").allSatisfy { $0[string: "text"] != "bye bob" })
                // Bob may join again with a new seat.
                let again = try await bob.join(a.room, "Bob")
                #expect(again.playerID != b.playerID)
            }
        }

        @Test func lockedRoomsRefuseJoiners() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                _ = try await bob.join(a.room, "Bob")
                await expectServerError("not_host") { try await bob.request("room.lock", ["locked": .bool(true)]) }
                try await alice.request("room.lock", ["locked": .bool(true)])
                let locked = try await bob.next("room.locked")
                #expect(locked[bool: "locked"] == true)
                let carol = try await server.client()
                await expectServerError("room_locked") { _ = try await carol.join(a.room, "Carol") }
                try await alice.request("room.lock", ["locked": .bool(false)])
                _ = try await bob.next("room.locked") { $0[bool: "locked"] == false }
                _ = try await carol.join(a.room, "Carol")
            }
        }

        @Test func transferHostMovesHostOnlyRights() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "Bob")
                await expectServerError("not_host") { try await bob.request("room.transfer_host", ["player_id": .string(b.playerID)]) }
                await expectServerError("not_found") { try await alice.request("room.transfer_host", ["player_id": .string("p42")]) }
                try await alice.request("room.transfer_host", ["player_id": .string(b.playerID)])
                let changed = try await alice.next("room.host_changed") { $0[string: "host"] == b.playerID }
                #expect(changed[string: "previous"] == a.playerID)
                _ = try await bob.next("room.host_changed") { $0[string: "host"] == b.playerID }
                await expectServerError("not_host") { try await alice.request("room.lock", ["locked": .bool(true)]) }
                await expectServerError("not_host") { try await alice.request("room.kick", ["player_id": .string(b.playerID)]) }
                try await bob.request("room.lock", ["locked": .bool(true)])
                let snapshot = try await bob.request("room.snapshot")
                guard case .object(let s)? = snapshot.fields["snapshot"] else { Issue.record("no snapshot"); return }
                #expect(s["host"] == .string(b.playerID))
            }
        }

        @Test func roomCodesAreFourLettersWithoutIAndOAndJoinIsCaseInsensitive() async throws {
            try await ServerHarness.run({ $0.seed = nil }) { server in
                let alphabet = Set("ABCDEFGHJKLMNPQRSTUVWXYZ")
                var codes: Set<String> = []
                for i in 0..<40 {
                    let host = try await server.client()
                    let seat = try await host.create("H\(i)")
                    #expect(seat.room.count == 4 && seat.room.allSatisfy { alphabet.contains($0) }, "\(seat.room)")
                    codes.insert(seat.room)
                    if i < 3 {
                        let guest = try await server.client()
                        let joined = try await guest.join(String(seat.room.enumerated().map { $0.offset.isMultiple(of: 2) ? Character($0.element.lowercased()) : $0.element }), "G")
                        #expect(joined.room == seat.room)
                    }
                }
                #expect(codes.count == 40, "live room codes are unique")
                let lost = try await server.client()
                await expectServerError("bad_request", mentioning: "room") { _ = try await lost.join("ABIO", "X") }
                await expectServerError("bad_request", mentioning: "room") { _ = try await lost.join("AB", "X") }
            }
        }

        @Test func roleLimitsGiveRoomFull() async throws {
            try await ServerHarness.run({ $0.roomLimits = RoomLimits(maxPlayers: 2, maxAudience: 1) }) { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                _ = try await bob.join(a.room, "Bob")
                let carol = try await server.client()
                await expectServerError("room_full") { _ = try await carol.join(a.room, "Carol") }
                let watcher = try await carol.join(a.room, "Carol", role: "audience")
                #expect(watcher.snapshot["members"].map { "\($0)" }?.contains("audience") == true)
                let joined = try await alice.next("room.player_joined") { $0[string: "name"] == "Carol" }
                #expect(joined[string: "role"] == "audience")
                let dave = try await server.client()
                await expectServerError("room_full") { _ = try await dave.join(a.room, "Dave", role: "audience") }
                await expectServerError("room_full") { _ = try await dave.join(a.room, "Dave") }
                // A seat frees up when someone leaves for good.
                try await bob.request("room.leave")
                _ = try await dave.join(a.room, "Dave")
            }
        }
    }
}
