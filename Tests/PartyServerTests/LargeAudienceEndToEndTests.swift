import PartyClient
import PartyProtocol
@testable import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Issue 24: a room with a large audience (here from 3 members on, `audienceDigestFrom`)
    /// costs no snapshot listing the whole audience and no event per audience vote.
    @Suite("A large audience end to end")
    struct LargeAudienceEndToEndTests {
        /// Player ids of a snapshot's `members`.
        static func memberIDs(_ snapshot: [String: JSONValue]) -> [String] {
            ResourceBudgetEndToEndTests.ids(snapshot["members"])
        }

        static func snapshot(of frame: ServerFrame) -> [String: JSONValue] {
            if case let .object(s)? = frame.fields["snapshot"] { s } else { [:] }
        }

        /// A small audience is listed in full; from the threshold on, a join's snapshot lists
        /// the players, the host and the joiner, and counts the audience in `audience`.
        @Test func aJoinIntoALargeAudienceGetsTheCountNotTheList() async throws {
            try await ServerHarness.run({ $0.audienceDigestFrom = 3 }) { server in
                let host = try await server.client()
                let seat = try await host.create("Host")
                let player = try await server.client()
                let bob = try await player.join(seat.room, "Bob")
                var audience: [Seat] = []
                for n in 1...4 {
                    audience.append(try await server.client().join(seat.room, "Fan\(n)", role: "audience"))
                }
                // Fan2 joined a room of 1 audience member: every member listed.
                #expect(Self.memberIDs(audience[1].snapshot) == [seat.playerID, bob.playerID, audience[0].playerID, audience[1].playerID])
                #expect(audience[1].snapshot["audience"] == .int(2))
                // Fan3 made it 3 (the threshold): players, host and Fan3 only.
                #expect(Self.memberIDs(audience[2].snapshot) == [seat.playerID, bob.playerID, audience[2].playerID])
                #expect(audience[2].snapshot["audience"] == .int(3))
                #expect(Self.memberIDs(audience[3].snapshot) == [seat.playerID, bob.playerID, audience[3].playerID])
                #expect(audience[3].snapshot["audience"] == .int(4))
                #expect(audience[3].host == seat.playerID)
                // A player's `room.snapshot`: the players, and the count.
                let snap = Self.snapshot(of: try await player.request("room.snapshot"))
                #expect(Self.memberIDs(snap) == [seat.playerID, bob.playerID])
                #expect(snap["audience"] == .int(4))
            }
        }

        /// An audience vote gets its `ok` and counts in the results' `audience`, but sends no
        /// `wyr.vote_cast` to anyone; a player's vote still does.
        @Test func anAudienceVoteIsCountedButNotAnnounced() async throws {
            try await ServerHarness.run({ $0.audienceDigestFrom = 3 }) { server in
                let host = try await server.client()
                let seat = try await host.create("Host")
                let player = try await server.client()
                let bob = try await player.join(seat.room, "Bob")
                let fans = [try await server.client(), try await server.client()]
                _ = try await fans[0].join(seat.room, "Fan1", role: "audience")
                _ = try await fans[1].join(seat.room, "Fan2", role: "audience")
                try await host.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(120)])
                let question = try await fans[1].next("wyr.question")
                let ok = try await fans[0].request("wyr.vote", ["choice": .string("b")])
                #expect(ok.type == "ok")
                // Someone seated after the rules last saw the roster votes too (the room's roster
                // copy is dropped on every change of the room).
                let late = try await server.client()
                _ = try await late.join(seat.room, "Late", role: "audience")
                #expect(try await late.request("wyr.vote", ["choice": .string("a")]).type == "ok")
                // Bob's vote is announced to everyone, the fans included, with players-only counts.
                try await player.request("wyr.vote", ["choice": .string("a")])
                let cast = try await fans[1].next("wyr.vote_cast")
                #expect(cast[string: "player_id"] == bob.playerID)
                #expect(cast[int: "votes_in"] == 1 && cast[int: "voters"] == 2)
                try await host.request("wyr.vote", ["choice": .string("a")])
                let results = try await fans[1].next("wyr.results")
                #expect(results[int: "a_votes"] == 2 && results[int: "b_votes"] == 0)
                guard case let .object(crowd)? = results.fields["audience"] else { Issue.record("no audience tally"); return }
                #expect(crowd["a_votes"] == .int(1) && crowd["b_votes"] == .int(1))
                // Between the question and the results: a vote_cast for each player's vote, none for Fan1's.
                for client in [host, player, fans[0], fans[1], late] {
                    let casts = client.frames("wyr.vote_cast").filter { ($0.seq ?? 0) > (question.seq ?? 0) && ($0.seq ?? 0) < (results.seq ?? 0) }
                    #expect(casts.compactMap { $0[string: "player_id"] } == [bob.playerID, seat.playerID])
                }
            }
        }
    }
}
