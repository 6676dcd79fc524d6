import Foundation
import PartyCore
import Testing
@testable import PartyStore

/// Game nights in every store: saved and replaced as a whole, RSVPs one row per name (the same
/// name again changes the answer and keeps its place), unended nights listed, ended ones expired.
@Suite("PartyStore: game nights")
struct NightStoreTests {
    private static func night(_ code: String, _ state: String, _ text: String, endedAt: UnixMillis? = nil) -> StoredNight {
        StoredNight(code: code, state: state, data: Data(text.utf8), endedAt: endedAt)
    }

    @Test("a night is saved, replaced and read back with its RSVPs in answer order", arguments: StoreKind.allCases)
    func saveAndRSVP(kind: StoreKind) throws {
        try withStore(kind) { store in
            #expect(try store.night(code: "ABCD") == nil)
            try store.writeAndWait([.night(.save(Self.night("ABCD", "planned", "{\"v\":1}")))])
            try store.writeAndWait([.night(.rsvp(code: "ABCD", key: "bob", NightRSVP(name: "Bob", answer: .yes, at: 10)))])
            try store.writeAndWait([.night(.rsvp(code: "ABCD", key: "cara", NightRSVP(name: "Cara", answer: .maybe, at: 20)))])
            try store.writeAndWait([.night(.rsvp(code: "ABCD", key: "bob", NightRSVP(name: "BOB", answer: .no, at: 30)))])
            try store.writeAndWait([.night(.save(Self.night("ABCD", "open", "{\"v\":2}")))])
            let read = try #require(try store.night(code: "ABCD"))
            #expect(read.state == "open")
            #expect(String(decoding: read.data, as: UTF8.self) == "{\"v\":2}")
            #expect(read.rsvps == [NightRSVP(name: "BOB", answer: .no, at: 10), NightRSVP(name: "Cara", answer: .maybe, at: 20)])
        }
    }

    @Test("unended nights are listed; ended ones expire after the retention with their RSVPs", arguments: StoreKind.allCases)
    func listAndExpire(kind: StoreKind) throws {
        try withStore(kind) { store in
            try store.writeAndWait([
                .night(.save(Self.night("AAAA", "planned", "a"))),
                .night(.save(Self.night("BBBB", "open", "b"))),
                .night(.save(Self.night("CCCC", "ended", "c", endedAt: 100))),
                .night(.save(Self.night("DDDD", "ended", "d", endedAt: 500))),
                .night(.rsvp(code: "CCCC", key: "x", NightRSVP(name: "X", answer: .yes, at: 1))),
            ])
            #expect(try store.unendedNights().map(\.code) == ["AAAA", "BBBB"])
            try store.writeAndWait([.night(.expire(endedBefore: 200))])
            #expect(try store.night(code: "CCCC") == nil)
            #expect(try store.night(code: "DDDD")?.state == "ended")
            #expect(try store.night(code: "AAAA") != nil)
            // A night with the expired code starts without the old RSVPs.
            try store.writeAndWait([.night(.save(Self.night("CCCC", "planned", "new")))])
            #expect(try store.night(code: "CCCC")?.rsvps == [])
        }
    }

    @Test("an RSVP keeps the key of its token; an answer claimed by another key is never overwritten", arguments: StoreKind.allCases)
    func rsvpOwner(kind: StoreKind) throws {
        try withStore(kind) { store in
            try store.writeAndWait([.night(.save(Self.night("EEEE", "planned", "e")))])
            try store.writeAndWait([.night(.rsvp(code: "EEEE", key: "bea", NightRSVP(name: "Bea", answer: .yes, at: 1, tokenKey: "kBea")))])
            // Two first answers at once: the later one's key differs, so it changes nothing.
            try store.writeAndWait([.night(.rsvp(code: "EEEE", key: "bea", NightRSVP(name: "BEA", answer: .no, at: 2, tokenKey: "kOther")))])
            #expect(try store.night(code: "EEEE")?.rsvps == [NightRSVP(name: "Bea", answer: .yes, at: 1, tokenKey: "kBea")])
            try store.writeAndWait([.night(.rsvp(code: "EEEE", key: "bea", NightRSVP(name: "Bea", answer: .maybe, at: 3, tokenKey: "kBea")))])
            #expect(try store.night(code: "EEEE")?.rsvps == [NightRSVP(name: "Bea", answer: .maybe, at: 1, tokenKey: "kBea")])
            // An answer kept without a key (before tokens) is claimed by the next one.
            try store.writeAndWait([.night(.rsvp(code: "EEEE", key: "old", NightRSVP(name: "Old", answer: .yes, at: 4)))])
            try store.writeAndWait([.night(.rsvp(code: "EEEE", key: "old", NightRSVP(name: "Old", answer: .no, at: 5, tokenKey: "kOld")))])
            #expect(try store.night(code: "EEEE")?.rsvps.last == NightRSVP(name: "Old", answer: .no, at: 4, tokenKey: "kOld"))
        }
    }
}
