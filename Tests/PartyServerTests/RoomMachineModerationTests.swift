import PartyCore
import PartyProtocol
import Testing
@testable import PartyServer

/// Moderation in ``RoomMachine`` as transcripts: kicks, bans, the invitation and the review
/// queue's verdicts, no socket.
@Suite("Room machine: moderation")
struct RoomMachineModerationTests {
    @Test("a ban is saved before its ok; then the target hears, loses its link, the room hears, the staff see the list")
    func banOrder() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        t.state.addresses[bob] = "10.0.0.9"
        #expect(t.send(RoomMachine.ban, "room.ban", ["player_id": .string(bob), "address": .bool(true)], from: host) == [
            "save snapshot w1",
            #"ok {"address":true,"ban_id":"b1"} after w1"#,
            #"release p2 with room.kicked {"banned":true,"by":"p1","player_id":"p2"}"#,
            #"room.player_left to everyone {"name":"Bob","player_id":"p2","reason":"kicked"}"#,
            "roster changed",
            "seat expiry",
            "snapshot dirty",
            #"room.bans_changed to staff {"bans":[{"address":true,"at_ms":1000000,"ban_id":"b1","name":"Bob"}]}"#,
        ])
        #expect(t.state.room.member(bob) == nil)
        #expect(t.state.addresses[bob] == nil, "the seat's address is forgotten with it")
        #expect(throws: WireError.self) { try t.state.refuseBanned(Entrant(name: "B0b")) }
        #expect(throws: WireError.self) { try t.state.refuseBanned(Entrant(address: "10.0.0.9")) }
    }

    @Test("a moderator cannot ban the host or another moderator, a member cannot ban, and nothing changes")
    func banRefusals() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        let mia = t.seatModerator("Mia")
        let max = t.seatModerator("Max")
        #expect(t.send(RoomMachine.ban, "room.ban", ["player_id": .string(host)], from: mia) == ["error not_allowed"])
        #expect(t.send(RoomMachine.ban, "room.ban", ["player_id": .string(max)], from: mia) == ["error not_allowed"])
        #expect(t.send(RoomMachine.ban, "room.ban", ["player_id": .string(host)], from: bob) == ["error not_host"])
        #expect(t.send(RoomMachine.ban, "room.ban", ["player_id": .string("p9")], from: host) == ["error not_found"])
        #expect(t.send(RoomMachine.ban, "room.ban", [:], from: host) == ["error bad_request"])
        #expect(t.state.moderation.bans.bans.isEmpty)
        #expect(t.state.room.members.count == 2)
    }

    @Test("unbanning is saved before its ok; the list shows what is banned, never an address")
    func unban() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        _ = t.send(RoomMachine.ban, "room.ban", ["player_id": .string(bob)], from: host)
        #expect(t.send(RoomMachine.listBans, "room.bans", [:], from: host) == [
            #"ok {"bans":[{"address":false,"at_ms":1000000,"ban_id":"b1","name":"Bob"}]}"#,
        ])
        #expect(t.send(RoomMachine.unban, "room.unban", ["ban_id": .string("b1")], from: host) == [
            "save snapshot w2", "ok {} after w2", #"room.bans_changed to staff {"bans":[]}"#,
        ])
        #expect(t.send(RoomMachine.unban, "room.unban", ["ban_id": .string("b1")], from: host) == ["error not_found"])
    }

    @Test("the host kicks a moderator: the moderator hears, is let go, and the staff see the seats")
    func kickModerator() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let mia = t.seatModerator("Mia")
        #expect(t.send(RoomMachine.kick, "room.kick", ["player_id": .string(mia)], from: host) == [
            "ok {}",
            #"release m1 with room.kicked {"by":"p1","player_id":"m1"}"#,
            #"room.moderators_changed to staff {"moderators":[]}"#,
            "seat expiry",
        ])
    }

    @Test("a kicked member's waiting items are withdrawn")
    func kickWithdrawsReview() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        t.state.settings.review = true
        _ = t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hey")], from: bob)
        #expect(t.send(RoomMachine.kick, "room.kick", ["player_id": .string(bob)], from: host) == [
            "ok {}",
            #"release p2 with room.kicked {"by":"p1","player_id":"p2"}"#,
            #"room.player_left to everyone {"name":"Bob","player_id":"p2","reason":"kicked"}"#,
            #"mod.resolved to staff {"item_id":"r1","outcome":"withdrawn"}"#,
            "roster changed",
            "seat expiry",
        ])
    }

    @Test("the invitation is a new secret from the rules (never the seeded RNG), saved before its ok")
    func invite() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        #expect(t.send(RoomMachine.modInvite, "room.mod_invite", [:], from: bob) == ["error not_host"])
        #expect(t.send(RoomMachine.modInvite, "room.mod_invite", [:], from: host) == [
            "save snapshot w1", #"ok {"mod_token":"secret-1"} after w1"#,
        ])
        #expect(t.state.moderation.moderators.inviteKey == Token.profileKey("secret-1"))
    }

    @Test("a rejected item reaches only its sender and the staff")
    func reject() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        t.state.settings.review = true
        _ = t.send(RoomMachine.chatSend, "chat.send", ["text": .string("hey")], from: bob)
        #expect(t.send(RoomMachine.reject, "mod.reject", ["item_id": .string("r1")], from: bob) == ["error not_host"])
        #expect(t.send(RoomMachine.reject, "mod.reject", ["item_id": .string("r1")], from: host) == [
            "ok {}",
            #"mod.rejected to only("p2") {"item_id":"r1","reason":"rejected"}"#,
            #"mod.resolved to staff {"by":"p1","item_id":"r1","outcome":"rejected"}"#,
            "cancel review",
            "snapshot dirty",
        ])
        #expect(t.send(RoomMachine.reject, "mod.reject", ["item_id": .string("r1")], from: host) == ["error not_found"])
    }
}
