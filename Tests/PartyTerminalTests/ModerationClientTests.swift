import PartyClient
import PartyProtocol
import Testing
@testable import PartyTerminal

/// The terminal client's side of running a public room: commands, the review queue, bans,
/// settings and streamer mode.
@Suite struct ModerationClientTests {
    /// A moderator seated in ABCD as m1 with one item waiting.
    func moderatorState() -> ClientState {
        var s = ClientState()
        s.enterRoom(frame(#"""
        {"type":"ok","re":1,"room":"ABCD","role":"moderator","player_id":"m1","token":"tok","snapshot":{"room":"ABCD","host":"p1","locked":false,
         "members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},
                    {"player_id":"p2","name":"Bob","role":"audience","connected":true,"score":0}],"game":null,
         "settings":{"filter":"moderate","review":true,"hide_code":false,"timer_scale":1,"audience_chat":true},
         "moderators":[{"player_id":"m1","name":"Mona","connected":true}],
         "pending":[{"item_id":"r1","kind":"chat","player_id":"p2","name":"Bob","text":"hello?","expires_at_ms":1}]}}
        """#), now: 0)
        return s
    }

    @Test func commandsBecomeRequests() {
        var s = moderatorState()
        #expect(s.moderation.isModerator && s.isStaff && !s.isHost)
        #expect(s.type("/approve r1") == [.request("mod.approve", ["item_id": .string("r1")])])
        #expect(s.type("/reject r1") == [.request("mod.reject", ["item_id": .string("r1")])])
        #expect(s.type("/ban bob") == [.request("room.ban", ["player_id": .string("p2")])])
        #expect(s.type("/ban Bob address") == [.request("room.ban", ["player_id": .string("p2"), "address": .bool(true)])])
        #expect(s.type("/bans") == [.request("room.bans", [:])])
        #expect(s.type("/unban b1") == [.request("room.unban", ["ban_id": .string("b1")])])
        #expect(s.type("/settings review=off filter=strict") == [.request("room.settings", ["review": .bool(false), "filter": .string("strict")])])
        #expect(s.type("/mod invite") == [.request("room.mod_invite", [:])])
        #expect(s.type("/kick mona") == [.send("room.kick", ["player_id": .string("m1")])])
        #expect(s.type("/ban nobody").isEmpty && s.chat.last?.kind == .error)
        #expect(s.name(of: "m1") == "Mona")
    }

    @Test func theQueueFollowsTheEventsAndShowsOnScreen() {
        var s = moderatorState()
        #expect(s.moderation.pending.map(\.id) == ["r1"])
        #expect(screen(s, width: 100).contains("Review (1)"))
        #expect(screen(s, width: 100).contains("r1 Bob: hello?"))
        s.apply(#"{"type":"mod.pending","room":"ABCD","seq":5,"item_id":"r2","kind":"question","player_id":"p1","name":"Alice","text":"Fly | Swim","expires_at_ms":1}"#)
        #expect(s.moderation.pending.map(\.id) == ["r1", "r2"])
        #expect(s.chat.last?.text == "[r2] Alice (question): Fly | Swim — /approve r2 · /reject r2")
        s.apply(#"{"type":"mod.resolved","room":"ABCD","seq":6,"item_id":"r1","outcome":"approved","by":"m1"}"#)
        #expect(s.moderation.pending.map(\.id) == ["r2"])
        #expect(screen(s, width: 100).contains("Review (1)") && !screen(s, width: 100).contains("hello?"))
        s.apply(#"{"type":"room.moderators_changed","room":"ABCD","seq":7,"moderators":[{"player_id":"m1","name":"Mona","connected":true},{"player_id":"m2","name":"Ed","connected":false}]}"#)
        #expect(screen(s, width: 100).contains("Ed (away)"))
    }

    @Test func aMemberSeesHeldRefusedAndBannedPlainly() {
        var s = seatedState()
        _ = s.reduce(reply: frame(#"{"type":"ok","re":3,"held":true,"item_id":"r4"}"#), to: "chat.send", now: 0)
        #expect(s.chat.last?.text == "Held for review (r4): the host or a moderator decides whether everyone sees it.")
        s.apply(#"{"type":"mod.rejected","room":"ABCD","seq":8,"item_id":"r4","reason":"rejected"}"#)
        #expect(s.chat.last?.text == "Your held item r4 was rejected.")
        s.reduce(failure: "filtered", message: "text: the room's word filter does not allow this text", to: "chat.send")
        #expect(s.chat.last?.text == "The room's word filter refused your text: change it and try again.")
        s.apply(#"{"type":"chat.message","room":"ABCD","seq":9,"player_id":"m1","name":"Mona","text":"hi","role":"moderator"}"#)
        #expect(s.chat.last?.kind == .message(from: "Mona [mod]"))
        let effects = s.apply(#"{"type":"room.kicked","room":"ABCD","seq":10,"player_id":"p1","by":"m1","banned":true}"#)
        #expect(effects == [.forgetSeat(room: "ABCD"), .exit("You were banned from room ABCD: you cannot come back.")])
    }

    @Test func streamerModeHidesTheCodeUntilAsked() {
        var s = seatedState()
        let header = { (s: ClientState) in screen(s).split(separator: "\n").first.map(String.init) ?? "" }
        #expect(header(s).contains("Room ABCD"))
        s.apply(#"{"type":"room.settings_changed","room":"ABCD","seq":3,"settings":{"filter":"moderate","review":false,"hide_code":true,"timer_scale":1,"audience_chat":true}}"#)
        #expect(!header(s).contains("ABCD") && header(s).contains("Room hidden"), "the header, which a stream shows, hides the code")
        _ = s.type("/code")
        #expect(s.chat.last?.text == "Room code (streamer mode: keep it off stream): ABCD")
        _ = s.reduce(reply: frame(#"{"type":"ok","re":4,"mod_token":"inv-9"}"#), to: "room.mod_invite", now: 0)
        #expect(s.chat.last?.text == "Send it privately; a moderator runs: party moderate ABCD inv-9 NAME")
    }

    @Test(arguments: Language.allCases)
    func everyModerationStringIsTranslated(language: Language) {
        let table = Localization.moderationTable(language)
        #expect(ModKey.allCases.filter { (table[$0] ?? "").isEmpty }.isEmpty, "\(language)")
        for key in ModKey.allCases {
            let marks = { (text: String) in Set((0..<4).map { "{\($0)}" }.filter { text.contains($0) }) }
            #expect(marks(table[key] ?? "") == marks(Localization.moderationEnglish[key] ?? ""), "\(language).\(key)")
        }
    }
}
