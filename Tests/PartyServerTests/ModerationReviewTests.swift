import Foundation
import PartyClient
import PartyCore
import PartyHTTP
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Contract §9, "Review": held items reach the host and the moderators only, take effect
    /// when approved, and nothing pending or rejected reaches anyone else (raw bytes).
    @Suite("Moderation: the review queue")
    struct ModerationReviewTests {
        typealias F = ModerationFixture

        @Test func twoModeratorsApproveTheAudiencesChatAndNothingHeldLeaks() async throws {
            try await ServerHarness.run({ config in
                F.filter(&config)
                config.web = WebConfig(httpPort: 0)
                config.web?.pingIntervalSeconds = 600  // the bare test client answers no pings; a slow machine must not cut it
                config.tls = .files(certificate: TLSFixtures.certificateFile, key: TLSFixtures.keyFile)
            }) { server in
                let host = try await server.client()
                let room = try await host.create("Host").room
                let player = try await server.tlsClient()
                _ = try await player.join(room, "Pat")
                let fan = try await server.client()
                let fanSeat = try await fan.join(room, "Fan", role: "audience")
                let tv = try await server.client()
                try await tv.request("room.join", ["room": .string(room), "role": .string("screen")])
                let browser = try await WebSocketEndToEndTests.player(server)
                browser.send(#"{"type":"room.join","id":1,"room":"\#(room)","name":"Web","role":"audience"}"#)
                _ = try await browser.nextText(containing: "\"re\":1")
                let invitation = try await host.modInvite()
                let mo = try await server.client()
                _ = try await mo.moderate(room, "Mo", invitation: invitation)
                let ed = try await server.client()
                _ = try await ed.moderate(room, "Ed", invitation: invitation)
                try await mo.request("room.settings", ["review": .bool(true)])

                // Held: the sender hears only that; the staff get mod.pending.
                let held = try await fan.request("chat.send", ["text": .string("pending line one")])
                #expect(held[bool: "held"] == true && held[string: "item_id"] == "r1")
                for staff in [host, mo, ed] {
                    let pending = try await staff.next("mod.pending") { $0[string: "item_id"] == "r1" }
                    #expect(pending[string: "kind"] == "chat" && pending[string: "text"] == "pending line one")
                    #expect(pending[string: "player_id"] == fanSeat.playerID && pending[string: "name"] == "Fan")
                }
                let second = try await player.request("chat.send", ["text": .string("player pending two")])
                #expect(second[string: "item_id"] == "r2")
                _ = try await ed.next("mod.pending") { $0[string: "item_id"] == "r2" }
                try await host.chat("the host is never held")
                try await mo.chat("nor is a moderator")
                _ = try await fan.nextChat("nor is a moderator")

                // Mo approves r1: it is published as Fan's, now; Ed's queue drops it.
                try await mo.request("mod.approve", ["item_id": .string("r1")])
                for client in [host, player, tv, ed] {
                    let line = try await client.nextChat("pending line one")
                    #expect(line[string: "player_id"] == fanSeat.playerID)
                }
                _ = try await browser.nextText(containing: "pending line one")
                _ = try await fan.next("mod.approved") { $0[string: "item_id"] == "r1" }
                let resolved = try await ed.next("mod.resolved") { $0[string: "item_id"] == "r1" }
                #expect(resolved[string: "outcome"] == "approved" && resolved[string: "by"] == "m1")
                #expect(await F.refusal { _ = try await ed.request("mod.approve", ["item_id": .string("r1")]) }?.code == "not_found")

                // Ed rejects r2: only Pat hears it.
                try await ed.request("mod.reject", ["item_id": .string("r2")])
                let rejected = try await player.next("mod.rejected")
                #expect(rejected[string: "item_id"] == "r2" && rejected[string: "reason"] == "rejected")
                _ = try await mo.next("mod.resolved") { $0[string: "item_id"] == "r2" && $0[string: "outcome"] == "rejected" }

                // Everyone has everything sent so far once this arrives; then look at the bytes.
                try await host.chat("sentinel")
                for client in [player, fan, tv] { _ = try await client.nextChat("sentinel") }
                _ = try await browser.nextText(containing: "sentinel")
                var others: [(String, String)] = [("player", player.receivedText), ("audience", fan.receivedText), ("screen", tv.receivedText)]
                others.append(("browser", browser.receivedText))
                for (who, text) in others {
                    #expect(!text.contains("player pending two"), "the \(who) received the rejected item")
                    #expect(!text.contains("mod.pending") && !text.contains("mod.resolved"), "the \(who) received a staff event")
                    #expect(text.components(separatedBy: "pending line one").count == 2,
                            "the \(who) received the held item other than in its one chat.message")
                }

                // A moderator who joins late finds what waits in the snapshot.
                let waiting = try await fan.request("chat.send", ["text": .string("for the late moderator")])
                let late = try await server.client()
                let lateSeat = try await late.moderate(room, "Lu", invitation: invitation)
                let pending = lateSeat.reply.json["snapshot"]["pending"].array
                #expect(pending.map { $0["item_id"].string } == [waiting[string: "item_id"]])
                #expect(pending.first?["text"].string == "for the late moderator")

                // Review off: new lines go out at once; what waits still waits, to be decided.
                try await host.request("room.settings", ["review": .bool(false)])
                try await fan.chat("straight out")
                _ = try await player.nextChat("straight out")
                try await late.request("mod.approve", ["item_id": .string(try #require(waiting[string: "item_id"]))])
                _ = try await player.nextChat("for the late moderator")
            }
        }

        @Test func aModeratorOverWebSocketReviewsAndBans() async throws {
            try await ServerHarness.run({ config in
                F.filter(&config)
                config.web = WebConfig(httpPort: 0)
                config.web?.pingIntervalSeconds = 600  // the bare test client answers no pings; a slow machine must not cut it
            }) { server in
                let host = try await server.client()
                let h = try await host.request("room.create", ["name": .string("Host"), "settings": .object(["review": .bool(true)])])
                let room = try #require(h[string: "room"])
                let invitation = try await host.modInvite()
                let browser = try await WebSocketEndToEndTests.player(server)
                browser.send(#"{"type":"room.join","id":1,"room":"\#(room)","role":"moderator","name":"Web Mod","mod_token":"\#(invitation)","device":"browser-mod"}"#)
                let joined = try await browser.nextText(containing: "\"re\":1")
                #expect(joined.contains("\"role\":\"moderator\"") && joined.contains("\"pending\":[]"))
                let fan = try await server.client()
                let f = try await fan.join(room, "Fan", role: "audience")
                _ = try await fan.request("chat.send", ["text": .string("from the crowd")])
                let pending = try await browser.nextText(containing: "\"type\":\"mod.pending\"")
                #expect(pending.contains("from the crowd") && pending.contains("\"item_id\":\"r1\""))
                browser.send(#"{"type":"mod.approve","id":2,"item_id":"r1"}"#)
                _ = try await browser.nextText(containing: "\"re\":2")
                _ = try await host.nextChat("from the crowd")
                browser.send(#"{"type":"room.ban","id":3,"player_id":"\#(f.playerID)"}"#)
                let banned = try await browser.nextText(containing: "\"re\":3")
                #expect(banned.contains("\"ban_id\":\"b1\""))
                #expect(try await fan.next("room.kicked")[bool: "banned"] == true)
                browser.send(#"{"type":"room.settings","id":4,"timer_scale":2}"#)
                #expect(try await browser.nextText(containing: "\"re\":4").contains("not_allowed"))
            }
        }

        @Test func theQueueIsBoundedPerSenderAndPerRoom() async throws {
            try await ServerHarness.run({ config in
                F.filter(&config)
                config.moderation.reviewPerSender = 2
                config.moderation.reviewPerRoom = 3
            }) { server in
                let host = try await server.client()
                let room = try await host.request("room.create", ["name": .string("Host"), "settings": .object(["review": .bool(true)])])
                let code = try #require(room[string: "room"])
                var crowd: [PartyClient] = []
                for i in 0..<3 {
                    let c = try await server.client()
                    _ = try await c.join(code, "Fan\(i)", role: "audience")
                    crowd.append(c)
                }
                try await crowd[0].chat("one")
                try await crowd[0].chat("two")
                #expect(await F.refusal { try await crowd[0].chat("three") }?.code == "rate_limited")
                try await crowd[1].chat("four")
                #expect(await F.refusal { try await crowd[2].chat("five") }?.code == "limit_reached")
                let snapshot = try await host.request("room.snapshot")
                #expect(snapshot.json["snapshot"]["pending"].array.compactMap { $0["text"].string } == ["one", "two", "four"])
                // Deciding one makes room again.
                try await host.request("mod.reject", ["item_id": .string("r1")])
                try await crowd[2].chat("five")
            }
        }

        @Test func badReviewRequestsGetStableCodesAndChangeNothing() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await server.client()
                let h = try await host.create("Host")
                let pat = try await server.client()
                _ = try await pat.join(h.room, "Pat")
                try await host.request("room.settings", ["review": .bool(true)])
                _ = try await pat.request("chat.send", ["text": .string("waiting")])
                for (type, params, code) in [("mod.approve", [String: JSONValue](), "bad_request"), ("mod.approve", ["item_id": .int(1)], "bad_request"),
                                             ("mod.reject", ["item_id": .string("r9")], "not_found"), ("mod.approve", ["item_id": .string("x")], "not_found")] {
                    #expect(await F.refusal { _ = try await host.request(type, params) }?.code == code, "\(type) \(params)")
                }
                #expect(await F.refusal { _ = try await pat.request("mod.approve", ["item_id": .string("r1")]) }?.code == "not_host")
                #expect(await F.refusal { _ = try await pat.request("mod.reject", ["item_id": .string("r1")]) }?.code == "not_host")
                #expect(await F.refusal { try await pat.chat("badword") }?.code == "filtered", "the filter comes before the queue")
                let snapshot = try await host.request("room.snapshot")
                #expect(snapshot.json["snapshot"]["pending"].array.map { $0["item_id"].string } == ["r1"])
                #expect(pat.frames("mod.rejected").isEmpty)
            }
        }

        @Test func withAudienceChatOffTheAudienceCannotChat() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await server.client()
                let h = try await host.create("Host")
                let fan = try await server.client()
                _ = try await fan.join(h.room, "Fan", role: "audience")
                let pat = try await server.client()
                _ = try await pat.join(h.room, "Pat")
                let mo = try await server.client()
                _ = try await mo.moderate(h.room, "Mo", invitation: try await host.modInvite())
                try await mo.request("room.settings", ["audience_chat": .bool(false)])
                #expect(await F.refusal { try await fan.chat("let me talk") }?.code == "not_allowed")
                try await pat.chat("players still talk")
                _ = try await fan.nextChat("players still talk")
                try await host.request("room.settings", ["audience_chat": .bool(true)])
                try await fan.chat("thanks")
                _ = try await pat.nextChat("thanks")
                #expect(!pat.receivedText.contains("let me talk"))
            }
        }
    }
}

extension WebSocketTestClient {
    /// Every byte received so far (the handshake and the frames), as text.
    var receivedText: String { String(decoding: socket.received, as: UTF8.self) }
}
