import Foundation
import PartyCore
import Testing

@Suite("Dice table: rules")
struct DiceTableTests {
    let roster: Roster = [
        RosterEntry(id: "p1", name: "Ann", role: .player),
        RosterEntry(id: "a1", name: "Eve", role: .audience),
        RosterEntry(id: "p2", name: "Bob", role: .player),
        RosterEntry(id: "p3", name: "Cy", role: .player),
    ]

    private func violation(_ body: () throws(RuleViolation) -> Void) -> RuleViolation? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("free mode: defaults, parameter validation, per-roller window")
    func freeMode() throws {
        var table = DiceTable()
        var rng = SplitMix64(seed: 1)
        let roll = try table.roll(by: "p1", roster: roster, now: 1_000, rng: &rng)
        #expect(roll.dice.count == 2 && roll.sides == 6 && roll.mode == .free)
        #expect(roll.total == roll.dice.map(\.value).reduce(0, +))
        #expect(violation { () throws(RuleViolation) in _ = try table.roll(by: "p1", roster: roster, now: 1_001, rng: &rng) } == .diceRolling)
        // Another member (even audience) may roll meanwhile.
        let other = try table.roll(by: "a1", count: 100, sides: 100, roster: roster, now: 1_001, rng: &rng)
        #expect(other.dice.count == 100)
        #expect(violation { () throws(RuleViolation) in _ = try table.roll(by: "p2", count: 0, roster: roster, now: 1_001, rng: &rng) } == .badRequest(field: "count", reason: "must be between 1 and 100"))
        #expect(violation { () throws(RuleViolation) in _ = try table.roll(by: "p2", count: 101, roster: roster, now: 1_001, rng: &rng) }?.code == "bad_request")
        #expect(violation { () throws(RuleViolation) in _ = try table.roll(by: "p2", sides: 1, roster: roster, now: 1_001, rng: &rng) } == .badRequest(field: "sides", reason: "must be between 2 and 100"))
        #expect(violation { () throws(RuleViolation) in _ = try table.lock(index: 0, locked: true, by: "p1", roster: roster, now: 9_000) }?.code == "wrong_phase")
        #expect(violation { () throws(RuleViolation) in _ = try table.endTurn(by: "p1", roster: roster, now: 9_000) }?.code == "wrong_phase")
        _ = try table.roll(by: "p1", roster: roster, now: roll.settlesAtMs, rng: &rng)
    }

    @Test("turns mode: join order among players, locks, end turn, precedence")
    func turnsMode() throws {
        var table = DiceTable()
        var rng = SplitMix64(seed: 2)
        try table.configure(mode: .turns, count: 5, sides: 6, roster: roster, now: 0)
        #expect(table.currentTurn(in: roster) == "p1")
        #expect(violation { () throws(RuleViolation) in _ = try table.lock(index: 0, locked: true, by: "p1", roster: roster, now: 0) }?.code == "wrong_phase")
        #expect(violation { () throws(RuleViolation) in _ = try table.endTurn(by: "p1", roster: roster, now: 0) }?.code == "wrong_phase")
        #expect(violation { () throws(RuleViolation) in _ = try table.roll(by: "a1", roster: roster, now: 0, rng: &rng) } == .notYourTurn)
        let roll = try table.roll(by: "p1", roster: roster, now: 10, rng: &rng)
        #expect(roll.dice.count == 5)
        // While rolling: others get not_your_turn first, the roller gets dice_rolling.
        #expect(violation { () throws(RuleViolation) in _ = try table.roll(by: "p2", roster: roster, now: 11, rng: &rng) } == .notYourTurn)
        #expect(violation { () throws(RuleViolation) in _ = try table.lock(index: 0, locked: true, by: "p2", roster: roster, now: 11) } == .notYourTurn)
        #expect(violation { () throws(RuleViolation) in _ = try table.lock(index: 0, locked: true, by: "p1", roster: roster, now: 11) } == .diceRolling)
        #expect(violation { () throws(RuleViolation) in _ = try table.endTurn(by: "p1", roster: roster, now: roll.settlesAtMs - 1) } == .diceRolling)
        let t = roll.settlesAtMs
        #expect(violation { () throws(RuleViolation) in _ = try table.lock(index: 5, locked: true, by: "p1", roster: roster, now: t) }?.code == "bad_request")
        _ = try table.lock(index: 1, locked: true, by: "p1", roster: roster, now: t)
        let passed = try table.endTurn(by: "p1", roster: roster, now: t)
        #expect(passed.next == "p2")
        #expect(passed.entry.dice == roll.dice.map(\.value))
        #expect(table.dice.allSatisfy { !$0.locked })
        // p2 leaves: the turn moves on to p3.
        let without = roster.filter { $0.id != "p2" }
        #expect(table.currentTurn(in: without) == "p3")
        _ = try table.roll(by: "p3", roster: without, now: t, rng: &rng)
        let next = try table.endTurn(by: "p3", roster: without, now: t + 2_000)
        #expect(next.next == "p1")
    }

    @Test("configure is refused while dice roll and validates parameters")
    func configure() throws {
        var table = DiceTable()
        var rng = SplitMix64(seed: 3)
        let roll = try table.roll(by: "p1", roster: roster, now: 0, rng: &rng)
        #expect(violation { () throws(RuleViolation) in try table.configure(mode: .turns, count: 3, sides: 6, roster: roster, now: 1) } == .diceRolling)
        #expect(violation { () throws(RuleViolation) in try table.configure(mode: .turns, count: 3, sides: 101, roster: roster, now: roll.settlesAtMs) }?.code == "bad_request")
        try table.configure(mode: .free, count: 4, sides: 20, roster: roster, now: roll.settlesAtMs)
        let next = try table.roll(by: "p1", roster: roster, now: roll.settlesAtMs, rng: &rng)
        #expect(next.dice.count == 4 && next.sides == 20)
    }

    @Test("history keeps the last 50 turns")
    func historyCap() throws {
        var table = DiceTable()
        var rng = SplitMix64(seed: 4)
        try table.configure(mode: .turns, count: 2, sides: 6, roster: roster, now: 0)
        var now: UnixMillis = 0
        var last: DiceTurnPassed?
        for _ in 0..<120 {
            let player = try #require(table.currentTurn(in: roster))
            let roll = try table.roll(by: player, roster: roster, now: now, rng: &rng)
            now = roll.settlesAtMs
            last = try table.endTurn(by: player, roster: roster, now: now)
        }
        #expect(table.history.count == 50)
        #expect(table.history.last == last?.entry)
        let order = table.history.map(\.playerID)
        for (a, b) in zip(order, order.dropFirst()) {
            let next = ["p1": "p2", "p2": "p3", "p3": "p1"][a]
            #expect(b == next)
        }
    }

    @Test("the view shows turns state and rolling windows; encoding omits them")
    func viewAndEncoding() throws {
        var table = DiceTable()
        var rng = SplitMix64(seed: 6)
        try table.configure(mode: .turns, count: 3, sides: 8, roster: roster, now: 0)
        let roll = try table.roll(by: "p1", roster: roster, now: 100, rng: &rng)
        let view = table.view(roster: roster, now: 101)
        #expect(view.turn == "p1" && view.rollingUntilMs == roll.settlesAtMs && view.dice?.count == 3)
        let json = String(decoding: try JSONEncoder().encode(table), as: UTF8.self)
        #expect(!json.contains("rolling"))
        #expect(!json.contains("\(roll.settlesAtMs)"))
    }
}
