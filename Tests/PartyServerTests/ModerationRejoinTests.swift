import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// A connection told `room.kicked` or `room.replaced` no longer holds the seat when it reads
    /// that: a join it sends at once is answered as a connection without a seat (`banned`, or a
    /// new seat), never `already_in_room`. (The Python client's ban test, sending its join as soon
    /// as it read `room.kicked`, once got `already_in_room` under load: the event was written
    /// before the session had heard it lost its seat.) Repeated, since the race it guards
    /// against was a matter of timing.
    @Suite("Moderation: the seat is gone before its last word is read")
    struct ModerationRejoinTests {
        typealias F = ModerationFixture

        /// A server with two rooms: the host's (`h`), where seats are taken and lost, and Olga's
        /// (`o`), which the connection that lost its seat joins at once.
        static func withTwoRooms(_ body: (ServerHarness, PartyClient, Seat, Seat) async throws -> Void) async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await server.client()
                let h = try await host.create("Host")
                let other = try await server.client()
                let o = try await other.create("Olga")
                try await body(server, host, h, o)
                other.close()  // Olga's room stays open (her connection held) until the body is done
            }
        }

        @Test func aKickedOrBannedConnectionThatJoinsAtOnceHasNoSeat() async throws {
            try await Self.withTwoRooms { server, host, h, o in
                for round in 1...12 {
                    let guest = try await server.client()
                    let g = try await guest.join(h.room, "Guest\(round)")
                    try await host.request("room.kick", ["player_id": .string(g.playerID)])
                    _ = try await guest.next("room.kicked")
                    _ = try await guest.join(o.room, "Guest\(round)")  // at once, on the same connection
                    try await guest.request("room.leave")

                    let troll = try await server.client()
                    let t = try await troll.join(h.room, "Troll\(round)")
                    try await host.request("room.ban", ["player_id": .string(t.playerID)])
                    _ = try await troll.next("room.kicked")
                    #expect(await F.refusal { _ = try await troll.join(h.room, "Tr0ll\(round)") }?.code == "banned", "round \(round)")
                }
            }
        }

        @Test func aReplacedConnectionThatJoinsAtOnceHasNoSeat() async throws {
            try await Self.withTwoRooms { server, _, h, o in
                for round in 1...12 {
                    let first = try await server.client()
                    let seat = try await first.join(h.room, "Pat\(round)")
                    let second = try await server.client()
                    _ = try await second.resume(h.room, token: try #require(seat.token))
                    _ = try await first.next("room.replaced")
                    _ = try await first.join(o.room, "Pat\(round)")  // at once, on the same connection
                    try await first.request("room.leave")
                    try await second.request("room.leave")
                }
            }
        }
    }
}
