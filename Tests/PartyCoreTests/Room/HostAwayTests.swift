import Testing
@testable import PartyCore

/// Issue 11, rule 4: a host who vanishes hands over.
@Suite("Room: an away host hands over")
struct HostAwayTests {
    /// Host A (p1), audience V (p2), player B (p3), player C (p4).
    func room() throws -> Room {
        var r = Room(code: "ABCD")
        _ = try r.join(name: "A", role: .player, profileKey: "a")
        _ = try r.join(name: "V", role: .audience, profileKey: "v")
        _ = try r.join(name: "B", role: .player, profileKey: "b")
        _ = try r.join(name: "C", role: .player, profileKey: "c")
        return r
    }

    @Test("after awayMillis the role goes to the longest-seated connected player; the returning host is a player")
    func handOver() throws {
        var r = try room()
        _ = r.disconnect("p1", now: 1000, graceMillis: 120_000)
        #expect(r.hostAwayDeadline(awayMillis: 30_000) == 31_000)
        #expect(r.handOverAwayHost(now: 30_999, awayMillis: 30_000).isEmpty)
        #expect(r.host == "p1")
        let events = r.handOverAwayHost(now: 31_000, awayMillis: 30_000)
        #expect(events == [Addressed(.everyone, .hostChanged(host: "p3", previous: "p1", reason: .hostAway))])
        #expect(r.host == "p3")
        _ = r.reconnect("p1")
        #expect(r.host == "p3" && r.member("p1")?.role == .player)
        #expect(r.hostAwayDeadline(awayMillis: 30_000) == nil)
    }

    @Test("skips away players and the audience; with no connected player, the host keeps the role")
    func onlyConnectedPlayers() throws {
        var r = try room()
        _ = r.disconnect("p3", now: 0, graceMillis: 120_000)
        _ = r.disconnect("p1", now: 0, graceMillis: 120_000)
        #expect(r.handOverAwayHost(now: 60_000, awayMillis: 30_000).first?.event == .hostChanged(host: "p4", previous: "p1", reason: .hostAway))
        var lonely = try room()
        for id in ["p1", "p3", "p4"] { _ = lonely.disconnect(id, now: 0, graceMillis: 120_000) }
        #expect(lonely.handOverAwayHost(now: 60_000, awayMillis: 30_000).isEmpty, "the audience does not inherit an away host")
        #expect(lonely.host == "p1")
    }

    @Test("a host who comes back in time keeps the role")
    func backInTime() throws {
        var r = try room()
        _ = r.disconnect("p1", now: 0, graceMillis: 120_000)
        _ = r.reconnect("p1")
        #expect(r.handOverAwayHost(now: 60_000, awayMillis: 30_000).isEmpty)
        #expect(r.host == "p1")
    }
}
