import Foundation
import PartyCore
import PartyProtocol
import Testing
@testable import PartyServer

/// Seats in ``RoomMachine`` as transcripts: entries, leaving, a dropped seat's grace and its
/// end, a restored room's resumes, screens, the snapshot a viewer gets — no socket.
@Suite("Room machine: seats")
struct RoomMachineSeatsTests {
    static let annToken = "token-ann-0000000001", bobToken = "token-bob-0000000002"

    /// A room Ann created and Bob joined, by their tokens.
    static func annAndBob() -> RoomTranscript {
        var t = RoomTranscript()
        _ = t.enter(RoomMachine.create, "room.create", ["name": .string("Ann"), "token": .string(annToken)])
        _ = t.enter(RoomMachine.join, "room.join", ["name": .string("Bob"), "token": .string(bobToken)], from: "10.0.0.2")
        return t
    }

    // MARK: - Entries

    @Test("a joiner is bound and answered first, with the room as it is once the room has heard of them")
    func join() {
        var t = RoomTranscript()
        #expect(t.enter(RoomMachine.create, "room.create", ["name": .string("Ann"), "token": .string(Self.annToken),
                                                           "settings": .object(["review": .bool(true)])]) == [
            "bind p1", "seated p1",
            #"ok {"player_id":"p1","room":"ABCD","token":"token-ann-0000000001"} + snapshot for member("p1") + {"resume_grace_seconds":120}"#,
            #"room.player_joined to allExcept("p1") {"name":"Ann","player_id":"p1","role":"player"}"#,
            #"room.host_changed to allExcept("p1") {"host":"p1","reason":"created"}"#,
            "roster changed, nobody left",
        ])
        #expect(t.state.settings.review, "room.create's settings are the room's")
        let joined = t.enter(RoomMachine.join, "room.join", ["name": .string("Bob"), "token": .string(Self.bobToken),
                                                              "device": .string("device-bob-000001")], from: "10.0.0.2")
        #expect(joined.prefix(3) == ["bind p2", "seated p2",
            #"ok {"player_id":"p2","room":"ABCD","token":"token-bob-0000000002"} + snapshot for member("p2") + {"resume_grace_seconds":120}"#])
        #expect(joined.last == "roster changed, nobody left", "a join: no one left, no owner's wheels to drop")
        #expect(t.state.addresses["p2"] == "10.0.0.2" && t.state.moderation.devices["p2"] == (try? DeviceKey.validated("device-bob-000001")))
        #expect(t.state.profileKeys["p2"] == Token.profileKey(Self.bobToken))
    }

    @Test("a refused entry changes nothing: a held token, a bad token, a filtered or banned name, a failed create")
    func refusedEntries() {
        var t = Self.annAndBob()
        let before = t.state.room.members
        #expect(t.enter(RoomMachine.join, "room.join", ["name": .string("Bo"), "token": .string(Self.bobToken)]) == ["error already_in_room"])
        #expect(t.enter(RoomMachine.join, "room.join", ["name": .string("Cy"), "token": .string("short")]) == ["error bad_request"])
        #expect(t.enter(RoomMachine.join, "room.join", ["name": .string("fuck"), "token": .string("token-cy-00000000003")]) == ["error filtered"])
        #expect(t.enter(RoomMachine.join, "room.join", ["name": .string("Cy"), "role": .string("judge")]) == ["error bad_request"])
        _ = t.send(RoomMachine.ban, "room.ban", ["player_id": .string("p2"), "address": .bool(true)], from: "p1")
        #expect(t.enter(RoomMachine.join, "room.join", ["name": .string("Someone"), "token": .string("token-cy-00000000003")], from: "10.0.0.2")
                == ["error banned"], "banned by address")
        #expect(t.enter(RoomMachine.resume, "room.resume", ["token": .string(Self.bobToken)]) == ["error banned"])
        #expect(t.enter(RoomMachine.resume, "room.resume", ["token": .string("token-nobody-000000")]) == ["error invalid_token"])
        #expect(t.state.room.members == before.filter { $0.id != "p2" })
        var fresh = RoomTranscript()
        #expect(fresh.enter(RoomMachine.create, "room.create", ["name": .string("Ann"), "lang": .string("tr"),
                                                               "settings": .object(["filter": .string("nope")])]) == ["error bad_request"])
        #expect(fresh.state.content.language == .en && fresh.state.settings == RoomSettings() && fresh.state.room.members.isEmpty)
    }

    // MARK: - Grace, expiry, restore

    @Test("a dropped seat waits through its grace, then is gone for good")
    func grace() {
        var t = Self.annAndBob()
        #expect(RoomMachine.disconnected(&t.state, "p2", now: t.now).map(\.transcript) == [
            #"room.player_disconnected to allExcept("p2") {"grace_ends_at_ms":1120000,"name":"Bob","player_id":"p2"}"#,
            "roster changed, nobody left", "seat expiry",
        ])
        #expect(RoomMachine.seatTimer(t.state).transcript == "arm seats at \(t.now + 120_000)")
        t.now += 119_999
        #expect(t.fire(.seats) == ["seat expiry"], "not yet: the timer is armed again")
        t.now += 1
        #expect(t.fire(.seats) == [#"room.player_left to everyone {"name":"Bob","player_id":"p2","reason":"timeout"}"#,
                                   "roster changed", "seat expiry"])
        #expect(t.state.room.member("p2") == nil && t.state.addresses["p2"] == nil)
        #expect(RoomMachine.seatTimer(t.state).transcript == "cancel seats")
    }

    @Test("a frozen room keeps its seats as they were: a drop and the timer change nothing")
    func frozen() {
        var t = Self.annAndBob()
        t.state.frozen = true
        #expect(RoomMachine.disconnected(&t.state, "p2", now: t.now).isEmpty)
        #expect(t.state.room.member("p2")?.connected == true)
        #expect(t.fire(.seats).isEmpty)
    }

    @Test("a restored room: every seat waits for its resume; the one who resumes takes it back, the other's grace ends")
    func restore() {
        var t = Self.annAndBob()
        _ = t.send(RoomMachine.chatSend, "chat.send", ["text": .string("back soon")], from: "p1")
        let saved = SavedRoom(code: "ABCD", room: t.state.room, seq: 9, game: nil, gameMemory: SavedGameMemory([:], games: .standard),
                              content: t.state.content, dice: t.state.dice, fair: t.state.fair.state, settings: t.state.settings,
                              savedAt: t.now)
        t.now += 5_000
        t.state = RoomState(restoring: saved, rules: t.state.rules, limits: ServerConfig().roomLimits, aliveAt: t.now - 5_000, now: t.now)
        #expect(t.state.room.members.allSatisfy { !$0.connected })
        #expect(t.state.awaitingResume == ["p1", "p2"])
        #expect(RoomMachine.seatTimer(t.state).transcript == "arm seats at \(t.now + 120_000)", "the grace counts from the restore")
        let resumed = t.enter(RoomMachine.resume, "room.resume", ["token": .string(Self.annToken)])
        #expect(resumed.prefix(3) == ["bind p1", "load wheels \(Token.profileKey(Self.annToken))",
            #"ok {"player_id":"p1","room":"ABCD"} + snapshot for member("p1") + {"chat":[],"resume_grace_seconds":120}"#],
            "chat is not saved with the room")
        #expect(resumed.contains(#"room.player_reconnected to allExcept("p1") {"name":"Ann","player_id":"p1"}"#))
        #expect(resumed.suffix(2) == ["roster changed, nobody left", "seat expiry"])
        #expect(t.state.awaitingResume == ["p2"])
        t.now += 120_000
        #expect(t.fire(.seats).first == #"room.player_left to everyone {"name":"Bob","player_id":"p2","reason":"timeout"}"#)
        #expect(t.state.awaitingResume.isEmpty && t.state.room.members.map(\.id) == ["p1"])
    }

    @Test("leaving answers first, lets the link go, then the room hears; what the leaver had held is withdrawn")
    func leave() {
        var t = Self.annAndBob()
        t.state.settings.review = true
        _ = t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hi")], from: "p2")
        #expect(t.send(RoomMachine.leave, "room.leave", from: "p2") == [
            "ok {}", "release p2",
            #"room.player_left to everyone {"name":"Bob","player_id":"p2","reason":"left"}"#,
            #"mod.resolved to staff {"item_id":"r1","outcome":"withdrawn"}"#,
            "roster changed",
        ])
        #expect(t.state.moderation.review.items.isEmpty && t.state.room.member("p2") == nil)
    }

    // MARK: - Moderators and screens

    @Test("a moderator joins with the invitation, drops, resumes by token, and leaves")
    func moderator() {
        var t = Self.annAndBob()
        t.state.moderation.moderators.invite(key: Token.profileKey("invite-token-000001"))
        let token = "token-mia-0000000003"
        let joined = t.enter(RoomMachine.join, "room.join", ["role": .string("moderator"), "name": .string("Mia"),
                                                              "mod_token": .string("invite-token-000001"), "token": .string(token)])
        #expect(joined == [
            "bind m1",
            #"ok {"player_id":"m1","role":"moderator","room":"ABCD","token":"token-mia-0000000003"} + snapshot for staff + {"resume_grace_seconds":120}"#,
            #"room.moderators_changed to staff {"moderators":[{"connected":true,"name":"Mia","player_id":"m1"}]}"#,
        ])
        #expect(t.enter(RoomMachine.join, "room.join", ["role": .string("moderator"), "name": .string("Max"),
                                                        "mod_token": .string("invite-token-wrong1"), "token": .string("token-max-0000000004")])
                == ["error invalid_token"])
        #expect(RoomMachine.disconnected(&t.state, "m1", now: t.now).map(\.transcript) == [
            #"room.moderators_changed to staff {"moderators":[{"connected":false,"name":"Mia","player_id":"m1"}]}"#,
            "seat expiry", "snapshot dirty",
        ])
        #expect(t.enter(RoomMachine.resume, "room.resume", ["token": .string(token)]) == [
            "bind m1",
            #"ok {"player_id":"m1","role":"moderator","room":"ABCD"} + snapshot for staff + {"resume_grace_seconds":120}"#,
            #"room.moderators_changed to staff {"moderators":[{"connected":true,"name":"Mia","player_id":"m1"}]}"#,
            "seat expiry",
        ])
        #expect(t.send(RoomMachine.moderatorLeave, "room.leave", from: "m1") == [
            "ok {}", "release m1", #"room.moderators_changed to staff {"moderators":[]}"#, "seat expiry",
        ])
    }

    @Test("screens join up to the room's limit, each with its own id, and leave")
    func screens() {
        var t = RoomTranscript { $0.maxScreensPerRoom = 2 }
        t.seat("Ann")
        #expect(t.enter(RoomMachine.join, "room.join", ["role": .string("screen")]) == [
            "bind s1", #"ok {"role":"screen","room":"ABCD","screen_id":"s1"} + snapshot for screen + {}"#,
        ])
        #expect(t.enter(RoomMachine.join, "room.join", ["role": .string("screen")]).first == "bind s2")
        #expect(t.enter(RoomMachine.join, "room.join", ["role": .string("screen")]) == ["error room_full"])
        #expect(t.send(RoomMachine.screenLeave, "room.leave", from: "s1") == ["ok {}", "release s1"])
        #expect(t.enter(RoomMachine.join, "room.join", ["role": .string("screen")]).first == "bind s3", "ids are never reused")
        #expect(RoomMachine.disconnected(&t.state, "s2", now: t.now).isEmpty)
        #expect(t.state.screens == ["s3"])
    }

    // MARK: - Snapshots

    @Test("a snapshot: the room, its members and settings; the host's and a moderator's add the staff's fields")
    func snapshotContent() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        t.seatModerator("Mia")
        t.state.settings.review = true
        _ = t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hi")], from: bob)
        let player = t.snapshot(.member(bob))
        #expect(player["room"] as? String == "ABCD" && player["host"] as? String == host && player["locked"] as? Bool == false)
        #expect((player["members"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Ann", "Bob"])
        #expect(player["audience"] as? Int == 0 && player["lang"] as? String == "en" && player["custom_words"] as? Int == 0)
        #expect(player["game"] is NSNull && (player["settings"] as? [String: Any])?["review"] as? Bool == true)
        #expect(player["moderators"] == nil && player["pending"] == nil, "a member never sees the staff's fields")
        for staff in [t.snapshot(.member(host)), t.snapshot(.staff)] {
            #expect((staff["moderators"] as? [[String: Any]])?.first?["name"] as? String == "Mia")
            #expect((staff["pending"] as? [[String: Any]])?.first?["item_id"] as? String == "r1")
        }
        #expect(t.snapshot(.screen)["pending"] == nil)
    }

    @Test("a large audience is a count in the snapshot; its viewer still finds their own seat")
    func snapshotAudience() {
        var t = RoomTranscript { $0.audienceDigestFrom = 3 }
        t.seat("Ann")
        let viewers = (1...4).map { t.seat("Viewer\($0)", .audience) }
        let seen = t.snapshot(.member(viewers[2]))
        #expect(seen["audience"] as? Int == 4)
        #expect((seen["members"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Ann", "Viewer3"])
        #expect((t.snapshot(.screen)["members"] as? [[String: Any]])?.count == 1)
    }

    // MARK: - Approving held items

    @Test("an approved chat line goes out as its sender's; then the sender and the staff hear")
    func approveChat() {
        var t = Self.annAndBob()
        t.state.settings.review = true
        _ = t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hello")], from: "p2")
        #expect(t.send(RoomMachine.approve, "mod.approve", ["item_id": .string("r1")], from: "p1") == [
            "ok {}",
            #"chat.message to everyone {"name":"Bob","player_id":"p2","text":"hello"}"#,
            #"mod.approved to only("p2") {"item_id":"r1"}"#,
            #"mod.resolved to staff {"by":"p1","item_id":"r1","outcome":"approved"}"#,
            "cancel review", "snapshot dirty",
        ])
        #expect(t.send(RoomMachine.approve, "mod.approve", ["item_id": .string("r1")], from: "p1") == ["error not_found"])
    }

    @Test("an item the rules now refuse is answered with that refusal and leaves the queue as invalid")
    func approveInvalid() {
        var t = Self.annAndBob()
        let viewer = t.seat("Vic", .audience)
        t.state.settings.review = true
        _ = t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hello")], from: viewer)
        t.state.settings.audienceChat = false
        #expect(t.send(RoomMachine.approve, "mod.approve", ["item_id": .string("r1")], from: "p2") == ["error not_host"])
        #expect(t.send(RoomMachine.approve, "mod.approve", ["item_id": .string("r1")], from: "p1") == [
            "error not_allowed",
            #"mod.rejected to only("p3") {"item_id":"r1","reason":"invalid"}"#,
            #"mod.resolved to staff {"by":"p1","item_id":"r1","outcome":"invalid"}"#,
            "cancel review", "snapshot dirty",
        ])
        #expect(t.state.chatLog.recent(nil, hiding: nil).isEmpty && t.state.moderation.review.items.isEmpty)
    }

    @Test("a held question is added through the machine as its sender's, answering the approval")
    func approveQuestion() {
        var t = Self.annAndBob()
        _ = try? RoomMachine.hold(&t.state, .question(a: "tea", b: "coffee", category: nil), from: "p2", now: t.now)
        #expect(t.send(RoomMachine.approve, "mod.approve", ["item_id": .string("r1")], from: "p1") == [
            #"ok {"question_id":"custom-1"}"#,
            #"wyr.question_added to everyone {"category":"custom","player_id":"p2","question_id":"custom-1","queued":1}"#,
            #"mod.approved to only("p2") {"item_id":"r1"}"#,
            #"mod.resolved to staff {"by":"p1","item_id":"r1","outcome":"approved"}"#,
            "cancel review", "snapshot dirty",
        ])
        #expect(t.state.moderation.review.items.isEmpty && t.state.wyrRecord.customDeck.count == 1)
    }
}
