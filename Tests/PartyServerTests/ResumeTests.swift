import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Drop and resume")
    struct ResumeTests {
        @Test func hostDropsAndResumesKeepingSeatScoreAndHost() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "Bob")
                #expect(b.host == a.playerID)
                let token = try #require(a.token)
                #expect(token.count >= 32)
                #expect(b.token != token)
                // Nobody else ever sees a token.
                #expect(!String(decoding: bob.rawBytes, as: UTF8.self).contains(token))

                alice.close()
                let dropped = try await bob.next("room.player_disconnected")
                #expect(dropped[string: "player_id"] == a.playerID)
                #expect(dropped.room == a.room)
                #expect(bob.frames("room.host_changed").allSatisfy { $0[string: "host"] == a.playerID })

                let alice2 = try await server.client()
                let r = try await alice2.resume(a.room.lowercased(), token: token)
                #expect(r.playerID == a.playerID)
                #expect(r.room == a.room)
                #expect(r.host == a.playerID)
                #expect(r.token == nil, "resume does not need to send the token again")
                let me = try #require(r.members.first { $0.id == a.playerID })
                #expect(me.name == "Alice" && me.connected && me.score == 0)
                #expect(r.members.count == 2)
                let back = try await bob.next("room.player_reconnected")
                #expect(back[string: "player_id"] == a.playerID)

                // Still host: host-only requests work, and the room keeps working both ways.
                try await alice2.request("room.lock", ["locked": .bool(false)])
                try await bob.chat("welcome back")
                _ = try await alice2.nextChat("welcome back")
                try await alice2.chat("thanks")
                _ = try await bob.nextChat("thanks")
                #expect(!String(decoding: bob.rawBytes, as: UTF8.self).contains(token))
            }
        }

        @Test func invalidTokensAreRefused() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let mallory = try await server.client()
                await expectServerError("invalid_token") {
                    _ = try await mallory.resume(a.room, token: "0123456789abcdef0123456789abcdef")
                }
                await expectServerError("invalid_token") { _ = try await mallory.resume(a.room, token: "short") }
                await expectServerError("bad_request", mentioning: "token") {
                    try await mallory.request("room.resume", ["room": .string(a.room)])
                }
                await expectServerError("room_not_found") {
                    _ = try await mallory.resume(a.room == "ZZZZ" ? "YYYY" : "ZZZZ", token: try #require(a.token))
                }
                // The refused client is in no room; the real seat is untouched.
                await expectServerError("not_in_room") { try await mallory.chat("hi") }
                try await alice.chat("still here")
            }
        }

        @Test func resumeFromASecondConnectionTakesTheSeatOver() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let alice2 = try await server.client()
                let r = try await alice2.resume(a.room, token: try #require(a.token))
                #expect(r.playerID == a.playerID)
                _ = try await alice.next("room.replaced")
                await expectServerError("not_in_room") { try await alice.chat("old connection") }
                try await alice2.chat("new connection")
            }
        }

        @Test func seatExpiresAfterTheGracePeriod() async throws {
            try await ServerHarness.run({ $0.resumeGraceSeconds = 1 }) { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "Bob")
                alice.close()
                _ = try await bob.next("room.player_disconnected")
                let left = try await bob.next("room.player_left", timeout: .seconds(5))
                #expect(left[string: "player_id"] == a.playerID)
                #expect(left[string: "reason"] == "timeout")
                let host = try await bob.next("room.host_changed") { $0[string: "host"] == b.playerID }
                #expect(host[string: "previous"] == a.playerID)
                let late = try await server.client()
                await expectServerError("invalid_token") { _ = try await late.resume(a.room, token: try #require(a.token)) }
                try await bob.request("room.lock", ["locked": .bool(true)])  // Bob is host now
            }
        }

        @Test func roomWithNobodyConnectedIsRemovedAfterTheGracePeriod() async throws {
            try await ServerHarness.run({ $0.resumeGraceSeconds = 1 }) { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                _ = try await bob.join(a.room, "Bob")
                alice.close()
                bob.close()
                // Probe with a token that holds no seat: invalid_token while the room lives,
                // room_not_found once it is gone.
                let probe = try await server.client()
                let start = ContinuousClock.now
                var code = "invalid_token"
                while code == "invalid_token" && ContinuousClock.now - start < .seconds(30) {  // generous: a loaded machine may be slow to notice the closes
                    do {
                        _ = try await probe.resume(a.room, token: "ffffffffffffffffffffffffffffffff")
                        Issue.record("a probe token must not resume")
                        return
                    } catch let error as ClientError {
                        code = error.code ?? "\(error)"
                    }
                    if code == "invalid_token" { try await Task.sleep(for: .milliseconds(50)) }
                }
                #expect(code == "room_not_found")
                #expect(ContinuousClock.now - start >= .milliseconds(500), "the seats are kept for the grace period")
                let late = try await server.client()
                await expectServerError("room_not_found") { _ = try await late.resume(a.room, token: try #require(a.token)) }
            }
        }

        @Test func leavingForGoodPassesHostToTheLongestPresentPlayer() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "Bob")
                let carol = try await server.client()
                _ = try await carol.join(a.room, "Carol")
                try await alice.request("room.leave")
                let changed = try await carol.next("room.host_changed") { $0[string: "host"] == b.playerID }
                #expect(changed[string: "previous"] == a.playerID)
                let left = try await carol.next("room.player_left")
                #expect(left[string: "reason"] == "left")
                await expectServerError("not_in_room") { try await alice.chat("gone") }
                // A client that left may create or join again.
                _ = try await alice.join(a.room, "Alice")
            }
        }
    }
}
