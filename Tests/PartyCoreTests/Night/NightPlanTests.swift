import Foundation
import PartyCore
import Testing

/// Planning a night: title, place and start time checked and sanitised like names.
@Suite("Night plan")
struct NightPlanTests {
    let now: UnixMillis = 1_800_000_000_000

    @Test("a plan keeps its sanitised title and place")
    func sanitised() throws {
        let plan = try NightPlan.validated(title: "  Friday\u{1B}[31m   games\u{200B} ", place: "Ali's\u{0007} flat", startsAtMs: now + 1, now: now)
        #expect(!plan.title.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{200B}" })
        #expect(plan.title.hasPrefix("Friday") && plan.title.hasSuffix("games"))
        #expect(plan.place == "Ali's flat")
        #expect(plan.startsAtMs == now + 1)
    }

    @Test("a night lasts 3 hours unless the host says otherwise, from 15 minutes to 24 hours")
    func length() throws {
        let plan = try NightPlan.validated(title: "T", place: nil, startsAtMs: now, now: now)
        #expect(plan.lengthMinutes == 180 && plan.endsAtMs == now + 3 * 3_600_000)
        #expect(try NightPlan.validated(title: "T", place: nil, startsAtMs: now, lengthMinutes: 90, now: now).endsAtMs == now + 90 * 60_000)
        for bad in [14, 0, -60, 1441] {
            #expect(throws: RuleViolation.badRequest(field: "length_minutes", reason: "must be from 15 to 1440 minutes")) {
                try NightPlan.validated(title: "T", place: nil, startsAtMs: now, lengthMinutes: bad, now: now)
            }
        }
    }

    @Test("a plan stored before nights had a length reads as 3 hours")
    func storedWithoutLength() throws {
        let old = Data(#"{"title":"Old","place":"","startsAtMs":5}"#.utf8)
        let plan = try JSONDecoder().decode(NightPlan.self, from: old)
        #expect(plan.lengthMinutes == 180 && plan.startsAtMs == 5)
        let again = try JSONDecoder().decode(NightPlan.self, from: JSONEncoder().encode(NightPlan(title: "N", place: "", startsAtMs: 1, lengthMinutes: 45)))
        #expect(again.lengthMinutes == 45)
    }

    @Test("no place is an empty place")
    func noPlace() throws {
        #expect(try NightPlan.validated(title: "T", place: nil, startsAtMs: now, now: now).place == "")
        #expect(try NightPlan.validated(title: "T", place: "   ", startsAtMs: now, now: now).place == "")
    }

    @Test("titles must be 1–80 characters with something visible; places at most 120")
    func lengths() throws {
        #expect(throws: RuleViolation.self) { try NightPlan.validated(title: "", place: nil, startsAtMs: now, now: now) }
        #expect(throws: RuleViolation.self) { try NightPlan.validated(title: "\u{200B}\u{200B}", place: nil, startsAtMs: now, now: now) }
        #expect(try NightPlan.validated(title: String(repeating: "a", count: 80), place: nil, startsAtMs: now, now: now).title.count == 80)
        do {
            _ = try NightPlan.validated(title: String(repeating: "a", count: 81), place: nil, startsAtMs: now, now: now)
            Issue.record("an 81-character title passed")
        } catch {
            #expect(error == .badRequest(field: "title", reason: "must be at most 80 characters"))
        }
        #expect(try NightPlan.validated(title: "T", place: String(repeating: "p", count: 120), startsAtMs: now, now: now).place.count == 120)
        do {
            _ = try NightPlan.validated(title: "T", place: String(repeating: "p", count: 121), startsAtMs: now, now: now)
            Issue.record("a 121-character place passed")
        } catch {
            #expect(error == .badRequest(field: "place", reason: "must be at most 120 characters"))
        }
    }

    @Test("a night starts from one hour ago to 366 days ahead")
    func window() throws {
        let hour: Int64 = 3_600_000, day: Int64 = 86_400_000
        #expect(try NightPlan.validated(title: "T", place: nil, startsAtMs: now - hour, now: now).startsAtMs == now - hour)
        #expect(try NightPlan.validated(title: "T", place: nil, startsAtMs: now + 366 * day, now: now).startsAtMs == now + 366 * day)
        #expect(throws: RuleViolation.badRequest(field: "starts_at_ms", reason: "is in the past (at most one hour ago)")) {
            try NightPlan.validated(title: "T", place: nil, startsAtMs: now - hour - 1, now: now)
        }
        #expect(throws: RuleViolation.badRequest(field: "starts_at_ms", reason: "is more than 366 days ahead")) {
            try NightPlan.validated(title: "T", place: nil, startsAtMs: now + 366 * day + 1, now: now)
        }
    }
}

/// RSVPs: one answer per name (names compared as member names are), at most 200 names; an
/// answer is changed only by whoever gave it (the key of its `rsvp_token`) or the host.
@Suite("Night RSVPs")
struct NightGuestListTests {
    @Test("the same name again changes its answer, with its token, and keeps its place")
    func changeAnswer() throws {
        var guests = NightGuestList()
        #expect(try guests.answer(name: "Alice", .yes, at: 1, newTokenKey: "kA").claimed)
        try guests.answer(name: "Bob", .maybe, at: 2, newTokenKey: "kB")
        let changed = try guests.answer(name: "ALICE", .no, at: 3, presentedKey: "kA", newTokenKey: "unused")
        #expect(!changed.claimed && changed.rsvp.tokenKey == "kA")
        #expect(guests.rsvps.map(\.name) == ["ALICE", "Bob"])
        #expect(guests.rsvps.map(\.answer) == [.no, .maybe])
        #expect(guests.rsvps[0].at == 1)
    }

    @Test("someone else typing the name gets name_taken and changes nothing; the host may change any answer")
    func ownership() throws {
        var guests = NightGuestList()
        try guests.answer(name: "Bea", .yes, at: 1, newTokenKey: "kBea")
        for presented in [nil, "kOther"] {
            #expect(throws: RuleViolation.nameTaken) { try guests.answer(name: "bea", .no, at: 2, presentedKey: presented, newTokenKey: "kNew") }
        }
        #expect(guests.rsvps == [NightRSVP(name: "Bea", answer: .yes, at: 1, tokenKey: "kBea")])
        let byHost = try guests.answer(name: "BEA", .maybe, at: 3, host: true, newTokenKey: "kHost")
        #expect(!byHost.claimed && byHost.rsvp.tokenKey == "kBea", "the host's change leaves the answer Bea's")
        #expect(guests.rsvps[0].answer == .maybe)
    }

    @Test("an answer kept before answers had tokens is claimed by the next answer under its name")
    func legacyClaim() throws {
        var guests = NightGuestList([NightRSVP(name: "Old", answer: .yes, at: 1)])
        let claimed = try guests.answer(name: "old", .no, at: 2, newTokenKey: "kOld")
        #expect(claimed.claimed && claimed.rsvp.tokenKey == "kOld")
        #expect(throws: RuleViolation.nameTaken) { try guests.answer(name: "Old", .yes, at: 3, newTokenKey: "kThief") }
    }

    @Test("a name is checked like a member's name")
    func badName() {
        var guests = NightGuestList()
        #expect(throws: RuleViolation.self) { try guests.answer(name: "  ", .yes, at: 1, newTokenKey: "k") }
        #expect(throws: RuleViolation.self) { try guests.answer(name: String(repeating: "x", count: 25), .yes, at: 1, newTokenKey: "k") }
        #expect(guests.rsvps.isEmpty)
    }

    @Test("at 200 names a new name is refused, a known one may still change")
    func cap() throws {
        var guests = NightGuestList()
        for i in 0..<NightLimits.rsvps { try guests.answer(name: "Guest \(i)", .yes, at: Int64(i), newTokenKey: "k\(i)") }
        #expect(throws: RuleViolation.self) { try guests.answer(name: "One too many", .yes, at: 999, newTokenKey: "kX") }
        try guests.answer(name: "guest 7", .no, at: 1000, presentedKey: "k7", newTokenKey: "kY")
        #expect(guests.rsvps.count == 200)
        #expect(guests.rsvps[7].answer == .no)
    }
}
