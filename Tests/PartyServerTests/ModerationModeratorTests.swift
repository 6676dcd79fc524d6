import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Contract §9, "Moderators": invited by the host, not members, see what a screen sees plus
    /// the staff's fields, may chat, kick and change the safety settings, resume like a member.
    @Suite("Moderation: moderators")
    struct ModerationModeratorTests {
        typealias F = ModerationFixture

        @Test func aModeratorJoinsWithTheLatestInvitationAndIsNoMember() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await server.client()
                let room = try await host.create("Host").room
                let player = try await server.client()
                let p = try await player.join(room, "Pat")
                let first = try await host.modInvite()
                let second = try await host.modInvite()
                let mod = try await server.client()
                #expect(await F.refusal { _ = try await mod.moderate(room, "Mo", invitation: first) }?.code == "invalid_token",
                        "a new invitation makes the previous one stop admitting")
                #expect(await F.refusal { _ = try await mod.moderate(room, "Mo", invitation: "not-an-invitation") }?.code == "invalid_token")
                #expect(await F.refusal { _ = try await mod.moderate(room, "badword", invitation: second) }?.field == "name")
                #expect(await F.refusal { _ = try await mod.moderate(room, "PAT", invitation: second) }?.code == "name_taken")
                let seat = try await mod.moderate(room, "Mo", invitation: second)
                #expect(seat.playerID == "m1" && seat.reply[string: "role"] == "moderator" && seat.token != nil)
                #expect(!seat.members.contains { $0.id == "m1" }, "a moderator is not in members")
                #expect(seat.snapshot["moderators"] != nil && seat.snapshot["pending"] != nil)

                let changed = try await host.next("room.moderators_changed")
                #expect(changed.json["moderators"][0]["name"].string == "Mo")
                let hostView = try await host.request("room.snapshot")
                #expect(hostView.json["snapshot"]["moderators"].array.count == 1)
                #expect(Seat.memberNames(of: hostView) == ["Host", "Pat"])
                let playerView = try await player.request("room.snapshot")
                #expect(!playerView.json["snapshot"]["moderators"].exists && !playerView.json["snapshot"]["pending"].exists,
                        "only the host's and the moderators' snapshots list them")
                #expect(playerView.json["snapshot"]["audience"].int == 0)
                #expect(player.frames.allSatisfy { !$0.type.hasPrefix("room.moderators") && !$0.text.contains("\"Mo\"") },
                        "members hear nothing about moderators")
                #expect(p.playerID == "p2")

                // A name like a moderator's is taken for members too; four moderators at most.
                let late = try await server.client()
                #expect(await F.refusal { _ = try await late.join(room, "mo") }?.code == "name_taken")
                for name in ["Ed", "Flo", "Gus"] { _ = try await server.client().moderate(room, name, invitation: second) }
                #expect(await F.refusal { _ = try await late.moderate(room, "Hal", invitation: second) }?.code == "room_full")
            }
        }

        @Test func aModeratorChatsKicksAndChangesOnlyTheSafetySettings() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await server.client()
                let h = try await host.create("Host")
                let pat = try await server.client()
                let p = try await pat.join(h.room, "Pat")
                let tv = try await server.client()
                try await tv.request("room.join", ["room": .string(h.room), "role": .string("screen")])
                let mod = try await server.client()
                _ = try await mod.moderate(h.room, "Mo", invitation: try await host.modInvite())
                let ed = try await server.client()
                let e = try await ed.moderate(h.room, "Ed", invitation: try await host.modInvite())

                try await mod.chat("hello from a moderator")
                for client in [host, pat, tv, ed] {
                    let line = try await client.nextChat("hello from a moderator")
                    #expect(line[string: "role"] == "moderator" && line[string: "player_id"] == "m1" && line[string: "name"] == "Mo")
                }
                #expect(await F.refusal { try await mod.chat("badword") }?.code == "filtered")

                // Safety settings yes, timer_scale no; a game, a lock, dice: not allowed.
                let ok = try await mod.request("room.settings", ["review": .bool(true), "hide_code": .bool(true), "filter": .string("strict"),
                                                                 "audience_chat": .bool(false)])
                #expect(ok.json["settings"]["review"].bool == true)
                _ = try await tv.next("room.settings_changed")
                #expect(await F.refusal { _ = try await mod.request("room.settings", ["timer_scale": .int(2)]) }?.code == "not_allowed")
                _ = try await mod.request("room.settings", ["timer_scale": .int(1), "review": .bool(false)])  // unchanged: fine
                for (type, params) in [("game.start", ["game": JSONValue.string("would_you_rather")]), ("room.lock", ["locked": .bool(true)]),
                                       ("dice.roll", [:]), ("room.mod_invite", [:]), ("room.transfer_host", ["player_id": .string(p.playerID)])] {
                    #expect(await F.refusal { _ = try await mod.request(type, params) }?.code == "not_allowed", "\(type)")
                }

                // Not the host, not another moderator; a member, yes.
                #expect(await F.refusal { _ = try await mod.request("room.kick", ["player_id": .string(h.playerID)]) }?.code == "not_allowed")
                #expect(await F.refusal { _ = try await mod.request("room.kick", ["player_id": .string(e.playerID)]) }?.code == "not_allowed")
                #expect(await F.refusal { _ = try await mod.request("room.kick", ["player_id": .string("p99")]) }?.code == "not_found")
                #expect(await F.refusal { _ = try await mod.request("room.kick") }?.code == "bad_request")
                try await mod.request("room.kick", ["player_id": .string(p.playerID)])
                let kicked = try await pat.next("room.kicked")
                #expect(kicked[string: "by"] == "m1" && kicked[bool: "banned"] == nil)
                let left = try await host.next("room.player_left")
                #expect(left[string: "reason"] == "kicked")
                #expect(await F.refusal { try await pat.chat("still here?") }?.code == "not_in_room")

                // The host removes a moderator; members may not.
                try await host.request("room.kick", ["player_id": .string(e.playerID)])
                _ = try await ed.next("room.kicked")
                #expect(await F.refusal { try await ed.chat("gone?") }?.code == "not_in_room")
                let mods = try await host.next("room.moderators_changed") { $0.json["moderators"].array.count == 1 }
                #expect(mods.json["moderators"][0]["player_id"].string == "m1")
            }
        }

        @Test func aModeratorResumesLikeAMemberAndIsReplaced() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await server.client()
                let room = try await host.create("Host").room
                let mod = try await server.client()
                let seat = try await mod.moderate(room, "Mo", invitation: try await host.modInvite())
                _ = try await host.next("room.moderators_changed")
                mod.close()
                let away = try await host.next("room.moderators_changed") { $0.json["moderators"][0]["connected"].bool == false }
                #expect(away.json["moderators"].array.count == 1)
                let back = try await server.client()
                let resumed = try await back.resume(room, token: try #require(seat.token))
                #expect(resumed.playerID == "m1" && resumed.reply[string: "role"] == "moderator")
                _ = try await host.next("room.moderators_changed") { $0.json["moderators"][0]["connected"].bool == true }
                let second = try await server.client()
                _ = try await second.resume(room, token: try #require(seat.token))
                _ = try await back.next("room.replaced")
                try await second.chat("from the new connection")
                _ = try await host.nextChat("from the new connection")
                // Leaving gives the seat up for good.
                try await second.request("room.leave")
                _ = try await host.next("room.moderators_changed") { $0.json["moderators"].array.isEmpty }
                #expect(await F.refusal { _ = try await server.client().resume(room, token: try #require(seat.token)) }?.code == "invalid_token")
            }
        }
    }
}
