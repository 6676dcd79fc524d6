import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Contract §9, "Bans": a banned member is out, and is refused again by token, by a name of
    /// the same skeleton, by device and (when asked) by address; bans are listed without keys
    /// and lifted; the host cannot be banned.
    @Suite("Moderation: bans")
    struct ModerationBanTests {
        typealias F = ModerationFixture

        /// `room.join` {room, name, device?}.
        static func join(_ client: PartyClient, _ room: String, _ name: String, device: String? = nil) async throws -> Seat {
            var params: [String: JSONValue] = ["room": .string(room), "name": .string(name)]
            if let device { params["device"] = .string(device) }
            return try Seat(try await client.request("room.join", params))
        }

        @Test func aBannedTrollCannotComeBackByTokenNameOrDevice() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await server.client()
                let h = try await host.create("Host")
                let pat = try await server.client()
                _ = try await pat.join(h.room, "Pat")
                let mo = try await server.client()
                _ = try await mo.moderate(h.room, "Mo", invitation: try await host.modInvite())
                let troll = try await server.client()
                let t = try await Self.join(troll, h.room, "Troll", device: "browser-troll-1")
                _ = try await troll.chat("spam")

                let banned = try await mo.request("room.ban", ["player_id": .string(t.playerID)])
                #expect(banned[string: "ban_id"] == "b1" && banned[bool: "address"] == false)
                let kicked = try await troll.next("room.kicked")
                #expect(kicked[bool: "banned"] == true && kicked[string: "by"] == "m1")
                let left = try await pat.next("room.player_left") { $0[string: "player_id"] == t.playerID }
                #expect(left[string: "reason"] == "kicked")
                let list = try await host.next("room.bans_changed")
                #expect(list.json["bans"].array.count == 1)
                #expect(await F.refusal { try await troll.chat("still?") }?.code == "not_in_room")

                // The token, the name's skeleton, the device: each refused on its own.
                let back = try await server.client()
                #expect(await F.refusal { _ = try await back.resume(h.room, token: try #require(t.token)) }?.code == "banned")
                for name in ["troll", "TR0LL", "Trоll", "T r o l l".replacingOccurrences(of: " ", with: "")] {
                    #expect(await F.refusal { _ = try await Self.join(back, h.room, name) }?.code == "banned", "\(name)")
                }
                #expect(await F.refusal { _ = try await Self.join(back, h.room, "Nice Person", device: "browser-troll-1") }?.code == "banned")
                #expect(await F.refusal { _ = try await back.request("room.join", ["room": .string(h.room), "role": .string("screen"),
                                                                                   "device": .string("browser-troll-1")]) }?.code == "banned")
                #expect(await F.refusal { _ = try await back.request("room.join", ["room": .string(h.room), "name": .string("Troll"),
                                                                                   "role": .string("audience")]) }?.code == "banned")
                // Someone else from the same address (no address ban) is welcome.
                _ = try await Self.join(back, h.room, "Trolley", device: "browser-2")

                // The list shows no key; lifting the ban lets the name back in.
                let bans = try await host.request("room.bans")
                let ban = bans.json["bans"][0]
                #expect(ban["ban_id"].string == "b1" && ban["name"].string == "Troll" && ban["address"].bool == false && ban["at_ms"].int != nil)
                let trollToken = try #require(t.token)
                #expect(!bans.text.contains("browser-troll-1") && !bans.text.contains("127.0.0.1") && !bans.text.contains(trollToken))
                try await mo.request("room.unban", ["ban_id": .string("b1")])
                #expect(try await mo.request("room.bans").json["bans"].array.isEmpty)
                let again = try await server.client()
                _ = try await Self.join(again, h.room, "Troll", device: "browser-troll-1")
            }
        }

        @Test func theHostAndModeratorsAreProtectedAndBadBansChangeNothing() async throws {
            try await ServerHarness.run({ config in
                F.filter(&config)
                config.moderation.bansPerRoom = 1
            }) { server in
                let host = try await server.client()
                let h = try await host.create("Host")
                let pat = try await server.client()
                let p = try await pat.join(h.room, "Pat")
                let cy = try await server.client()
                let c = try await cy.join(h.room, "Cy")
                let invitation = try await host.modInvite()
                let mo = try await server.client()
                _ = try await mo.moderate(h.room, "Mo", invitation: invitation)
                let ed = try await server.client()
                let e = try await ed.moderate(h.room, "Ed", invitation: invitation)
                let cases: [(PartyClient, [String: JSONValue], String)] = [
                    (host, ["player_id": .string(h.playerID)], "not_allowed"),
                    (mo, ["player_id": .string(h.playerID)], "not_allowed"),
                    (mo, ["player_id": .string(e.playerID)], "not_allowed"),
                    (pat, ["player_id": .string(c.playerID)], "not_host"),
                    (host, ["player_id": .string("p99")], "not_found"),
                    (host, [:], "bad_request"),
                    (host, ["player_id": .string(p.playerID), "address": .string("yes")], "bad_request"),
                ]
                for (client, params, code) in cases {
                    #expect(await F.refusal { _ = try await client.request("room.ban", params) }?.code == code, "\(params)")
                }
                for (type, params, code) in [("room.unban", [String: JSONValue](), "bad_request"), ("room.unban", ["ban_id": .string("b7")], "not_found")] {
                    #expect(await F.refusal { _ = try await mo.request(type, params) }?.code == code)
                }
                #expect(await F.refusal { _ = try await pat.request("room.bans") }?.code == "not_host")
                #expect(await F.refusal { _ = try await Self.join(server.client(), h.room, "Dee", device: String(repeating: "x", count: 65)) }?.code
                        == "bad_request")
                #expect(try await host.request("room.bans").json["bans"].array.isEmpty, "refused bans banned nobody")

                // The host bans a moderator; past the room's limit a ban is limit_reached and nobody leaves.
                try await host.request("room.ban", ["player_id": .string(e.playerID)])
                let out = try await ed.next("room.kicked")
                #expect(out[bool: "banned"] == true)
                #expect(await F.refusal { _ = try await server.client().moderate(h.room, "Ed", invitation: invitation) }?.code == "banned")
                #expect(await F.refusal { _ = try await mo.request("room.ban", ["player_id": .string(p.playerID)]) }?.code == "limit_reached")
                try await pat.chat("still seated")
                _ = try await cy.nextChat("still seated")
            }
        }

        @Test func aBanByAddressRefusesEveryJoinFromThatAddress() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await server.client()
                let h = try await host.create("Host")
                let troll = try await server.client()
                let t = try await troll.join(h.room, "Troll")
                let fan = try await server.client()
                _ = try await fan.join(h.room, "Fan", role: "audience")
                let banned = try await host.request("room.ban", ["player_id": .string(t.playerID), "address": .bool(true)])
                #expect(banned[bool: "address"] == true)
                let bans = try await host.request("room.bans")
                #expect(bans.json["bans"][0]["address"].bool == true)
                // Every test client comes from 127.0.0.1: now nobody new gets in, as anyone, not even as a screen.
                let other = try await server.client()
                #expect(await F.refusal { _ = try await other.join(h.room, "Someone Else") }?.code == "banned")
                #expect(await F.refusal { _ = try await other.request("room.join", ["room": .string(h.room), "role": .string("screen")]) }?.code == "banned")
                // Those already seated stay; another room is not affected.
                try await fan.chat("still here")
                _ = try await host.nextChat("still here")
                _ = try await other.create("Elsewhere")
            }
        }
    }
}
