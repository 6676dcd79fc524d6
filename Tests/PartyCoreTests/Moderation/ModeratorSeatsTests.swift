import Foundation
import Testing
@testable import PartyCore

@Suite("Moderator seats: invitations, the limit, names, resume and grace")
struct ModeratorSeatsTests {
    func seats(invite: String = "inv-1") -> ModeratorSeats {
        var seats = ModeratorSeats()
        seats.invite(key: invite)
        return seats
    }

    @Test("only the latest invitation admits; none before the first")
    func invitations() throws {
        var none = ModeratorSeats()
        #expect(throws: RuleViolation.self) { try none.seat(name: "Mo", profileKey: "k1", invitation: "inv-1") { _ in false } }
        var s = seats()
        let mo = try s.seat(name: "Mo", profileKey: "k1", invitation: "inv-1") { _ in false }
        #expect(mo.id == "m1" && mo.connected)
        s.invite(key: "inv-2")
        do {
            _ = try s.seat(name: "Ed", profileKey: "k2", invitation: "inv-1") { _ in false }
            Issue.record("a stale invitation admitted")
        } catch {
            #expect(error.code == "invalid_token")
        }
        #expect(try s.seat(name: "Ed", profileKey: "k2", invitation: "inv-2") { _ in false }.id == "m2")
        #expect(s.seat("m1") != nil, "a new invitation keeps the moderators already seated")
    }

    @Test("at most four; a name like a member's or another moderator's is name_taken; a bad name is bad_request")
    func limitsAndNames() throws {
        var s = seats()
        for i in 1...ModeratorSeats.limit { _ = try s.seat(name: "Mod\(i)", profileKey: "k\(i)", invitation: "inv-1") { _ in false } }
        #expect(throws: RuleViolation.roomFull) { try s.seat(name: "Fifth", profileKey: "k5", invitation: "inv-1") { _ in false } }
        var t = seats()
        _ = try t.seat(name: "Mo", profileKey: "k1", invitation: "inv-1") { _ in false }
        #expect(throws: RuleViolation.nameTaken) { try t.seat(name: "MO", profileKey: "k2", invitation: "inv-1") { _ in false } }
        #expect(throws: RuleViolation.nameTaken) { try t.seat(name: "Ann", profileKey: "k2", invitation: "inv-1") { $0 == "Ann" } }
        #expect(throws: RuleViolation.self) { try t.seat(name: " ", profileKey: "k2", invitation: "inv-1") { _ in false } }
        #expect(t.seats.count == 1)
    }

    @Test("a dropped moderator keeps the seat for the grace period, then loses it")
    func grace() throws {
        var s = seats()
        _ = try s.seat(name: "Mo", profileKey: "k1", invitation: "inv-1") { _ in false }
        s.disconnect("m1", now: 1_000)
        #expect(s.nextExpiry(graceMillis: 500) == 1_500)
        #expect(s.expire(now: 1_499, graceMillis: 500).isEmpty)
        s.reconnect("m1")
        #expect(s.nextExpiry(graceMillis: 500) == nil)
        s.disconnect("m1", now: 2_000)
        #expect(s.expire(now: 2_500, graceMillis: 500).map(\.id) == ["m1"])
        #expect(s.isEmpty)
    }

    @Test("a restored room's moderators all wait for a resume; the ids go on")
    func restore() throws {
        var s = seats()
        _ = try s.seat(name: "Mo", profileKey: "k1", invitation: "inv-1") { _ in false }
        var back = try JSONDecoder().decode(ModeratorSeats.self, from: JSONEncoder().encode(s))
        back.markAllDisconnected(at: 9_000)
        #expect(back.seat(profileKey: "k1")?.connected == false)
        #expect(try back.seat(name: "Ed", profileKey: "k2", invitation: "inv-1") { _ in false }.id == "m2")
    }
}

@Suite("Staff policy: who may do what to whom")
struct StaffPolicyTests {
    @Test("the host removes anyone but themselves; a moderator any member but the host; a member nobody")
    func removing() throws {
        try StaffPolicy.mayRemove(.member, by: .host)
        try StaffPolicy.mayRemove(.moderator, by: .host)
        try StaffPolicy.mayRemove(.member, by: .moderator)
        #expect(throws: RuleViolation.self) { try StaffPolicy.mayRemove(.host, by: .host) }
        #expect(throws: RuleViolation.self) { try StaffPolicy.mayRemove(.host, by: .moderator) }
        #expect(throws: RuleViolation.self) { try StaffPolicy.mayRemove(.moderator, by: .moderator) }
        #expect(throws: RuleViolation.notHost) { try StaffPolicy.mayRemove(.member, by: .member) }
    }

    @Test("moderators change filter, review, hide_code and audience_chat; only the host timer_scale")
    func settings() throws {
        try StaffPolicy.mayChange(settings: ["filter", "review", "hide_code", "audience_chat"], by: .moderator)
        try StaffPolicy.mayChange(settings: ["timer_scale", "filter"], by: .host)
        do {
            try StaffPolicy.mayChange(settings: ["filter", "timer_scale"], by: .moderator)
            Issue.record("a moderator changed timer_scale")
        } catch {
            #expect(error.code == "not_allowed" && error.message.contains("timer_scale"))
        }
        #expect(throws: RuleViolation.notHost) { try StaffPolicy.mayChange(settings: ["review"], by: .member) }
    }
}
