import Foundation
import Testing
@testable import PartyCore

@Suite("Review queue: bounds, expiry, decisions")
struct ReviewQueueTests {
    let limits = ModerationLimits(reviewPerRoom: 5, reviewPerSender: 2, reviewExpirySeconds: 60)

    @Test("items get ids in order and read as a moderator sees them")
    func holding() throws {
        var q = ReviewQueue()
        let a = try q.hold(.chat(text: "hi"), from: "p2", name: "Bob", now: 1_000, limits: limits)
        let b = try q.hold(.question(a: "Fly", b: "Swim", category: nil), from: "p3", name: "Cy", now: 1_100, limits: limits)
        #expect(a.id == "r1" && b.id == "r2")
        #expect(a.content.kind == .chat && a.content.text == "hi")
        #expect(b.content.kind == .question && b.content.text == "Fly | Swim")
        #expect(a.expiresAt == 61_000)
        #expect(q.items.map(\.id) == ["r1", "r2"])
    }

    @Test("one sender is bounded (rate_limited); the room is bounded (limit_reached); refusals change nothing")
    func bounds() throws {
        var q = ReviewQueue()
        _ = try q.hold(.chat(text: "1"), from: "p2", name: "Bob", now: 0, limits: limits)
        _ = try q.hold(.chat(text: "2"), from: "p2", name: "Bob", now: 0, limits: limits)
        do {
            _ = try q.hold(.chat(text: "3"), from: "p2", name: "Bob", now: 0, limits: limits)
            Issue.record("a third item from one sender was held")
        } catch { #expect(error.code == "rate_limited") }
        for i in 3...5 { _ = try q.hold(.chat(text: "x"), from: "p\(i)", name: "M\(i)", now: 0, limits: limits) }
        do {
            _ = try q.hold(.chat(text: "y"), from: "p9", name: "Nine", now: 0, limits: limits)
            Issue.record("a sixth item was held")
        } catch { #expect(error.code == "limit_reached") }
        #expect(q.items.count == 5)
        // A flood from a crowd never grows it past the room's bound.
        for i in 0..<10_000 { _ = try? q.hold(.chat(text: "flood"), from: "a\(i)", name: "A\(i)", now: 0, limits: limits) }
        #expect(q.items.count == 5)
    }

    @Test("taking an item removes it once; a second take is not_found")
    func take() throws {
        var q = ReviewQueue()
        let item = try q.hold(.clue(text: "round"), from: "p2", name: "Bob", moment: "odd_one_out/1", now: 0, limits: limits)
        #expect(try q.take(item.id) == item)
        #expect(throws: RuleViolation.self) { try q.take(item.id) }
        #expect(q.isEmpty)
    }

    @Test("items expire at their time, not before; a sender who leaves takes theirs along")
    func expiryAndWithdraw() throws {
        var q = ReviewQueue()
        _ = try q.hold(.chat(text: "a"), from: "p2", name: "Bob", now: 0, limits: limits)
        _ = try q.hold(.chat(text: "b"), from: "p3", name: "Cy", now: 10_000, limits: limits)
        _ = try q.hold(.chat(text: "c"), from: "p3", name: "Cy", now: 20_000, limits: limits)
        #expect(q.nextExpiry == 60_000)
        #expect(q.expire(now: 59_999).isEmpty)
        #expect(q.expire(now: 70_000).map(\.id) == ["r1", "r2"])
        #expect(q.withdraw(from: "p3").map(\.id) == ["r3"])
        #expect(q.isEmpty && q.nextExpiry == nil)
    }

    @Test("a saved queue comes back whole, counter included")
    func coding() throws {
        var q = ReviewQueue()
        _ = try q.hold(.question(a: "A", b: "B", category: "silly"), from: "p2", name: "Bob", now: 0, limits: limits)
        var back = try JSONDecoder().decode(ReviewQueue.self, from: JSONEncoder().encode(q))
        #expect(back == q)
        #expect(try back.hold(.chat(text: "next"), from: "p2", name: "Bob", now: 0, limits: limits).id == "r2")
    }
}
