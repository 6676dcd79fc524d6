import Testing
@testable import PartyProtocol

/// Text mode's commands and lines for running a public room (Protocol/PROTOCOL.md section 16).
@Suite("TextModeSession: moderation")
struct TextModeModerationTests {
    @Test(arguments: [
        ("mod invite", "room.mod_invite", [String: JSONValue]()),
        ("ban p3", "room.ban", ["player_id": .string("p3")]),
        ("ban p3 by address", "room.ban", ["player_id": .string("p3"), "address": .bool(true)]),
        ("bans", "room.bans", [:]),
        ("unban b2", "room.unban", ["ban_id": .string("b2")]),
        ("approve r4", "mod.approve", ["item_id": .string("r4")]),
        ("reject r4", "mod.reject", ["item_id": .string("r4")]),
        ("settings", "room.snapshot", [:]),
        ("settings review=on filter=Strict timer_scale=1.5 hide_code=off", "room.settings",
         ["review": .bool(true), "filter": .string("strict"), "timer_scale": .double(1.5), "hide_code": .bool(false)]),
    ])
    func commandsInARoom(input: String, type: String, params: [String: JSONValue]) throws {
        var s = sessionInRoom()
        let r = try #require(s.parse(line(input)).request)
        #expect(r.type == type && r.params.fields == params)
    }

    @Test func joiningAsAModeratorAndUsageErrors() throws {
        var s = TextModeSession()
        let r = try #require(s.parse(line("moderate ABCD inv_123 Mona Lisa")).request)
        #expect(r.type == "room.join")
        #expect(r.params.fields == ["room": .string("ABCD"), "role": .string("moderator"), "mod_token": .string("inv_123"), "name": .string("Mona Lisa")])
        #expect(s.parse(line("moderate ABCD")).localLines?.first?.contains("invitation") == true)
        var inRoom = sessionInRoom()
        for bad in ["mod", "ban", "unban", "approve", "reject", "settings review"] {
            #expect(inRoom.parse(line(bad)).localLines != nil, "\(bad)")
        }
        #expect(TextCommands.helpLines(inRoom: true).contains { $0.contains("approve ID") })
    }

    @Test func linesForTheStaffAndTheSender() {
        var s = sessionInRoom()
        _ = s.render(line(#"{"type":"room.moderators_changed","room":"QWER","seq":3,"moderators":[{"player_id":"m1","name":"Mona","connected":true}]}"#))
        #expect(s.render(line(#"{"type":"mod.pending","room":"QWER","seq":4,"item_id":"r1","kind":"question","player_id":"p2","name":"Bob","text":"Fly | Swim","expires_at_ms":1}"#))
                == ["? [r1] Bob (question): Fly | Swim — approve r1 or reject r1\n"])
        #expect(s.render(line(#"{"type":"mod.resolved","room":"QWER","seq":5,"item_id":"r1","outcome":"approved","by":"m1"}"#))
                == ["* [r1] approved by Mona.\n"])
        #expect(s.render(line(#"{"type":"mod.rejected","room":"QWER","seq":6,"item_id":"r2","reason":"expired"}"#))
                == ["* Your held item r2 was not published: nobody reviewed it in time.\n"])
        #expect(s.render(line(#"{"type":"chat.message","room":"QWER","seq":7,"player_id":"m1","name":"Mona","text":"hi","role":"moderator"}"#))
                == ["Mona [mod]: hi\n"])
        #expect(s.render(line(#"{"type":"room.settings_changed","room":"QWER","seq":8,"settings":{"filter":"strict","review":true,"hide_code":false,"timer_scale":1.5,"audience_chat":false}}"#))
                == ["* Settings: filter strict, review on, hide_code off, timer_scale 1.5, audience_chat off\n"])
        #expect(s.render(line(#"{"type":"error","code":"filtered","field":"text","message":"text: the room's word filter does not allow this text"}"#))
                == ["! The room's word filter refused your text: change it and try again (filtered)\n"])
        let chat = s.parse(line("hello")).request!
        #expect(s.render(line(#"{"type":"ok","re":"\#(chat.id!.description)","held":true,"item_id":"r9"}"#))
                == ["Held for review (r9): the host or a moderator decides whether everyone sees it.\n"])
        let invite = s.parse(line("mod invite")).request!
        let lines = s.render(line(#"{"type":"ok","re":"\#(invite.id!.description)","mod_token":"secret-inv"}"#))
        #expect(lines.last == "Give it privately; a moderator types: moderate QWER secret-inv THEIR-NAME\n")
        #expect(s.render(line(#"{"type":"room.kicked","room":"QWER","seq":9,"player_id":"p1","by":"m1","banned":true}"#))
                == ["* You were banned from the room: you cannot come back.\n"])
    }

    @Test func aModeratorsJoinReplyShowsTheQueue() {
        var s = TextModeSession()
        let r = s.parse(line("moderate QWER inv Mona")).request!
        let lines = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","room":"QWER","role":"moderator","player_id":"m1","token":"tok_0123456789abcdef","snapshot":{"room":"QWER","host":"p1","members":[{"player_id":"p1","name":"Ann","role":"player","connected":true,"score":0}],"moderators":[{"player_id":"m1","name":"Mona","connected":true}],"pending":[{"item_id":"r1","kind":"chat","player_id":"p2","name":"Bob","text":"hi","expires_at_ms":1}]}}"#))
        #expect(lines.first == "You moderate room QWER as m1 (not a player: you see what the TV shows).\n")
        #expect(lines.contains("Moderators: Mona\n") && lines.contains("Waiting for review:\n"))
        #expect(lines.contains("? [r1] Bob (chat): hi — approve r1 or reject r1\n"))
    }
}
