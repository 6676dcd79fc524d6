import PartyCore
import PartyProtocol
import Testing
@testable import PartyServer

/// ``RoomMachine`` as transcripts: a room's requests and timers in, the exact actions out — no
/// socket, no queue, no store.
@Suite("Room machine")
struct RoomMachineTests {
    // MARK: - Settings and the durability barrier

    @Test("a settings change is saved before its ok, and announced after it")
    func settingsBarrier() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        #expect(t.send(RoomMachine.changeSettings, "room.settings", ["filter": .string("strict")], from: host) == [
            "save snapshot w1",
            #"ok {"settings":{"audience_chat":true,"filter":"strict","hide_code":false,"review":false,"timer_scale":1}} after w1"#,
            #"room.settings_changed to everyone {"settings":{"audience_chat":true,"filter":"strict","hide_code":false,"review":false,"timer_scale":1}}"#,
        ])
        #expect(t.state.settings.filter == .strict)
    }

    @Test("settings that change nothing are answered without a write or an event")
    func settingsUnchanged() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        #expect(t.send(RoomMachine.changeSettings, "room.settings", ["review": .bool(false)], from: host) == [
            #"ok {"settings":{"audience_chat":true,"filter":"moderate","hide_code":false,"review":false,"timer_scale":1}}"#,
        ])
    }

    @Test("bad settings, a member and a moderator beyond the safety settings are refused, and nothing changes")
    func settingsRefusals() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let member = t.seat("Bob")
        let moderator = t.seatModerator("Mia")
        #expect(t.send(RoomMachine.changeSettings, "room.settings", ["volume": .int(3)], from: host) == ["error bad_request"])
        #expect(t.send(RoomMachine.changeSettings, "room.settings", ["timer_scale": .int(7)], from: host) == ["error bad_request"])
        #expect(t.send(RoomMachine.changeSettings, "room.settings", ["review": .bool(true)], from: member) == ["error not_host"])
        #expect(t.send(RoomMachine.changeSettings, "room.settings", ["timer_scale": .int(2)], from: moderator) == ["error not_allowed"])
        #expect(t.state.settings == RoomSettings())
        #expect(t.send(RoomMachine.changeSettings, "room.settings", ["review": .bool(true)], from: moderator).first == "save snapshot w1")
        #expect(t.state.settings.review)
    }

    // MARK: - Chat

    @Test("a chat line is answered, then sent to everyone with the sender's name, and kept for history")
    func chat() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        #expect(t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hi all")], from: host) == [
            "ok {}",
            #"chat.message to everyone {"name":"Ann","player_id":"p1","text":"hi all"}"#,
        ])
        #expect(t.send(RoomMachine.chatHistory, "chat.history", [:], from: host) == [
            #"ok {"messages":[{"at_ms":1000000,"name":"Ann","player_id":"p1","text":"hi all"}]}"#,
        ])
    }

    @Test("the word filter, audience chat off and a missing text refuse a line without keeping it")
    func chatRefusals() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let viewer = t.seat("Vic", .audience)
        #expect(t.send(RoomMachine.chatSend, "chat.send", ["text": .string("fuck this")], from: host) == ["error filtered"])
        #expect(t.send(RoomMachine.chatSend, "chat.send", [:], from: host) == ["error bad_request"])
        t.state.settings.audienceChat = false
        #expect(t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hello")], from: viewer) == ["error not_allowed"])
        #expect(t.state.chatLog.recent(nil, hiding: nil).isEmpty)
    }

    @Test("a moderator's line carries role moderator")
    func moderatorChat() {
        var t = RoomTranscript()
        t.seat("Ann")
        let moderator = t.seatModerator("Mia")
        #expect(t.send(RoomMachine.moderatorChat, "chat.send", ["text": .string("be nice")], from: moderator) == [
            "ok {}",
            #"chat.message to everyone {"name":"Mia","player_id":"m1","role":"moderator","text":"be nice"}"#,
        ])
    }

    // MARK: - Review

    @Test("with review on, a member's line is held for the staff and expires unanswered; the host's is not held")
    func reviewQueue() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let member = t.seat("Bob")
        t.state.settings.review = true
        #expect(t.send(RoomMachine.chatSend, "chat.send", ["text": .string("psst")], from: member) == [
            #"ok {"held":true,"item_id":"r1"}"#,
            #"mod.pending to staff {"expires_at_ms":1600000,"item_id":"r1","kind":"chat","name":"Bob","player_id":"p2","text":"psst"}"#,
            "arm review at 1600000",
            "snapshot dirty",
        ])
        #expect(t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hello")], from: host).count == 2, "the host is never held")
        #expect(t.fire(.review) == [], "nothing is due before its time")
        t.now = 1_600_000
        #expect(t.fire(.review) == [
            #"mod.rejected to only("p2") {"item_id":"r1","reason":"expired"}"#,
            #"mod.resolved to staff {"item_id":"r1","outcome":"expired"}"#,
            "cancel review",
            "snapshot dirty",
        ])
        #expect(t.state.moderation.review.isEmpty)
    }

    @Test("past the review queue's bound per sender, rate_limited, and the queue keeps what it had")
    func reviewBound() {
        var t = RoomTranscript { $0.moderation.reviewPerSender = 1 }
        t.seat("Ann")
        let member = t.seat("Bob")
        t.state.settings.review = true
        #expect(t.send(RoomMachine.chatSend, "chat.send", ["text": .string("one")], from: member).first == #"ok {"held":true,"item_id":"r1"}"#)
        #expect(t.send(RoomMachine.chatSend, "chat.send", ["text": .string("two")], from: member) == ["error rate_limited"])
        #expect(t.state.moderation.review.items.map(\.id) == ["r1"])
    }

    // MARK: - Host controls and host-away

    @Test("the host locks the room and hands the role on; others get not_host")
    func hostControls() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let member = t.seat("Bob")
        #expect(t.send(RoomMachine.lock, "room.lock", ["locked": .bool(true)], from: member) == ["error not_host"])
        #expect(t.send(RoomMachine.lock, "room.lock", ["locked": .bool(true)], from: host) == [
            "ok {}", #"room.locked to everyone {"by":"p1","locked":true}"#,
        ])
        #expect(t.send(RoomMachine.transferHost, "room.transfer_host", ["player_id": .string(member)], from: host) == [
            "ok {}", #"room.host_changed to everyone {"host":"p2","previous":"p1","reason":"transferred"}"#,
        ])
        #expect(t.state.room.host == member)
    }

    @Test("a host away for hostAwaySeconds hands the role to the longest-seated connected player")
    func hostAway() {
        var t = RoomTranscript { $0.hostAwaySeconds = 30 }
        let host = t.seat("Ann")
        t.seat("Bob")
        #expect(RoomMachine.hostAwayTimer(t.state).map(\.transcript) == ["cancel hostAway"], "a connected host is not timed")
        _ = t.state.room.disconnect(host, now: t.now, graceMillis: 120_000)
        #expect(RoomMachine.hostAwayTimer(t.state).map(\.transcript) == ["arm hostAway at 1030000"])
        t.now = 1_010_000
        #expect(t.fire(.hostAway) == ["arm hostAway at 1030000"], "a timer that fires early waits again")
        t.now = 1_030_000
        #expect(t.fire(.hostAway) == [#"room.host_changed to everyone {"host":"p2","previous":"p1","reason":"host_away"}"#])
        #expect(t.state.room.host == "p2")
    }

    // MARK: - Audience digests

    @Test("from audienceDigestFrom on, an audience's seat changes wait for one digest")
    func audienceDigest() {
        var t = RoomTranscript { $0.audienceDigestFrom = 3 }
        t.seat("Ann")
        #expect(t.join("Vi1", .audience).1 == [#"room.player_joined to allExcept("p2") {"name":"Vi1","player_id":"p2","role":"audience"}"#])
        _ = t.join("Vi2", .audience)
        #expect(t.join("Vi3", .audience).1 == ["arm audienceDigest at 1000250"], "the third is counted, not named")
        #expect(t.join("Vi4", .audience).1 == [], "the digest is armed once")
        #expect(t.announce(t.state.room.disconnect("p2", now: t.now, graceMillis: 1000)) == [])
        #expect(t.fire(.audienceDigest) == [
            #"room.audience_changed to everyone {"audience":4,"left":[],"members":[{"connected":false,"name":"Vi1","player_id":"p2","role":"audience","score":0}]}"#,
        ])
        #expect(t.fire(.audienceDigest) == [], "nothing changed since")
    }
}
