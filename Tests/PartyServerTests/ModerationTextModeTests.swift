import PartyClient
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Running a public room from netcat: the host's and a moderator's commands and lines.
    @Suite("Moderation: text mode")
    struct ModerationTextModeTests {
        typealias F = ModerationFixture

        /// A text-mode client that has read the welcome.
        static func text(_ server: ServerHarness) async throws -> RawSocket {
            let socket = try server.rawSocket()
            _ = try await socket.readLine()
            return socket
        }

        @Test func aTextModeHostAndModeratorRunAPublicRoom() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let host = try await Self.text(server)
                host.send("create badword\n")
                _ = try await host.readLine { $0 == "! The room's word filter refused your name: change it and try again (filtered)" }
                host.send("create Hana\n")
                let roomLine = try await host.readLine { $0.contains("room ") }
                let code = try #require(roomLine.firstMatch(of: /room ([A-Z]{4})/)?.1).description
                host.send("settings\n")
                _ = try await host.readLine { $0 == "Settings: filter moderate, review off, hide_code off, timer_scale 1, audience_chat on" }
                host.send("settings review=on hide_code=yes\n")
                _ = try await host.readLine { $0 == "Settings: filter moderate, review on, hide_code on, timer_scale 1, audience_chat on" }
                host.send("settings volume=11\n")
                _ = try await host.readLine { $0.hasPrefix("! volume:") && $0.hasSuffix("(bad_request)") }
                host.send("mod invite\n")
                let inviteLine = try await host.readLine { $0.hasPrefix("Moderator invitation: ") }
                let invitation = try #require(inviteLine.firstMatch(of: /invitation: ([A-Za-z0-9_-]+)/)?.1).description
                _ = try await host.readLine { $0.contains("moderate \(code) \(invitation) THEIR-NAME") }

                let mod = try await Self.text(server)
                mod.send("moderate \(code) \(invitation) Mona\n")
                _ = try await mod.readLine { $0.hasPrefix("You moderate room \(code) as m1") }
                _ = try await host.readLine { $0 == "* Moderators: Mona" }

                let fan = try await server.client()
                let f = try await fan.join(code, "Fan", role: "audience")
                let held = try await fan.request("chat.send", ["text": .string("hello stream")])
                #expect(held[bool: "held"] == true)
                _ = try await mod.readLine { $0 == "? [r1] Fan (chat): hello stream — approve r1 or reject r1" }
                _ = try await host.readLine { $0.hasPrefix("? [r1] Fan (chat): hello stream") }
                mod.send("approve r1\n")
                _ = try await mod.readLine { $0 == "Approved." }
                _ = try await host.readLine { $0 == "Fan: hello stream" }
                _ = try await host.readLine { $0 == "* [r1] approved by Mona." }

                // A text-mode member's held line and a moderator's chat.
                let tex = try await Self.text(server)
                tex.send("join \(code) Tex\n")
                _ = try await tex.readLine { $0.hasPrefix("Members:") }
                tex.send("is anyone there\n")
                _ = try await tex.readLine { $0.hasPrefix("Held for review (r2)") }
                mod.send("reject r2\n")
                _ = try await tex.readLine { $0 == "* Your held item r2 was not published: a moderator rejected it." }
                mod.send("say welcome all\n")
                _ = try await tex.readLine { $0 == "Mona [mod]: welcome all" }

                // Ban by name, list, lift.
                mod.send("ban Fan\n")
                _ = try await mod.readLine { $0 == "Banned (b1)." }
                let kicked = try await fan.next("room.kicked")
                #expect(kicked[bool: "banned"] == true && kicked[string: "player_id"] == f.playerID)
                mod.send("bans\n")
                _ = try await mod.readLine { $0 == "  b1 Fan — unban b1" }
                mod.send("unban b1\n")
                _ = try await mod.readLine { $0 == "Ban lifted." }
                mod.send("start wyr\n")
                _ = try await mod.readLine { $0.hasSuffix("(not_allowed)") }

                // A text-mode member banned sees it said plainly, and cannot come back.
                host.send("ban Tex\n")
                _ = try await tex.readLine { $0 == "* You were banned from the room: you cannot come back." }
                tex.send("join \(code) Tex\n")
                _ = try await tex.readLine { $0 == "! You were removed from this room and cannot come back (banned)" }
            }
        }
    }
}
