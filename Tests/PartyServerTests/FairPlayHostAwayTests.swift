import PartyClient
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Issue 11, rule 4: a host who vanishes hands over after `hostAwaySeconds`.
    @Suite("Fair play: an away host hands over")
    struct FairPlayHostAwayTests {
        @Test("after host_away_seconds the longest-seated connected player is host; the returning host is a player")
        func awayHostHandsOver() async throws {
            try await ServerHarness.run({ $0.hostAwaySeconds = 1 }) { server in
                let host = try await server.client()
                let seat = try await host.create("Hana")
                let token = try #require(seat.token)
                let viewer = try await server.client()
                _ = try await viewer.join(seat.room, "Vic", role: "audience")
                let bob = try await server.client()
                let bobSeat = try await bob.join(seat.room, "Bob")
                let cy = try await server.client()
                _ = try await cy.join(seat.room, "Cy")

                host.close()
                _ = try await bob.next("room.player_disconnected")
                let changed = try await bob.next("room.host_changed", timeout: .seconds(10))
                #expect(changed[string: "host"] == bobSeat.playerID, "the longest-seated connected player (not the audience)")
                #expect(changed[string: "previous"] == seat.playerID)
                #expect(changed[string: "reason"] == "host_away")

                let back = try await server.client()
                let resumed = try await back.resume(seat.room, token: token)
                #expect(resumed.host == bobSeat.playerID, "the returning player is a player")
                await expectServerError("not_host") { try await back.request("room.lock", ["locked": .bool(true)]) }
                try await bob.request("room.lock", ["locked": .bool(true)])
            }
        }

        @Test("a host back before host_away_seconds keeps the role")
        func hostBackInTime() async throws {
            try await ServerHarness.run({ $0.hostAwaySeconds = 600 }) { server in
                let host = try await server.client()
                let seat = try await host.create("Hana")
                let bob = try await server.client()
                _ = try await bob.join(seat.room, "Bob")
                host.close()
                _ = try await bob.next("room.player_disconnected")
                let back = try await server.client()
                _ = try await back.resume(seat.room, token: try #require(seat.token))
                try await back.request("room.lock", ["locked": .bool(true)])
                #expect(bob.frames("room.host_changed").isEmpty)
            }
        }
    }
}
