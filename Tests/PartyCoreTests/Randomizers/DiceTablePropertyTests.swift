import Foundation
import PartyCore
import Testing

/// Property tests over generated tables: random sizes, lock patterns, rosters and action
/// sequences, all from seeded generators.
@Suite("Dice table: properties over generated tables")
struct DiceTablePropertyTests {
    enum Action {
        case roll, lock(Int, Bool), endTurn
    }

    static func makeRoster(_ gen: inout SplitMix64) -> Roster {
        let players = 1 + gen.uniform(below: 4)
        var roster: Roster = []
        for i in 0..<players {
            if gen.uniform(below: 3) == 0 { roster.append(RosterEntry(id: "a\(i)", name: "A\(i)", role: .audience)) }
            roster.append(RosterEntry(id: "p\(i)", name: "P\(i)", role: .player))
        }
        return roster
    }

    static func roundTrip(_ table: DiceTable) throws -> DiceTable {
        try JSONDecoder().decode(DiceTable.self, from: JSONEncoder().encode(table))
    }

    @Test("turns mode: refusals iff rolling, precedence, locks, settling, saving", arguments: 0..<120)
    func turnsProperties(caseNumber: Int) throws {
        var gen = SplitMix64(seed: 10_000 + UInt64(caseNumber))
        var rng = SplitMix64(seed: 20_000 + UInt64(caseNumber))
        let roster = Self.makeRoster(&gen)
        let members = roster.map(\.id) + ["stranger"]
        let count = 1 + gen.uniform(below: 100)
        let sides = 2 + gen.uniform(below: 99)
        var table = DiceTable()
        var now = UnixMillis(gen.uniform(below: 1_000_000))
        try table.configure(mode: .turns, count: count, sides: sides, roster: roster, now: now)
        var rollingSeen = 0
        for _ in 0..<60 {
            now += UnixMillis(gen.uniform(below: 3) == 0 ? gen.uniform(below: 1_300) : gen.uniform(below: 200))
            let current = table.currentTurn(in: roster)
            let actor = gen.uniform(below: 4) == 0 ? members[gen.uniform(below: members.count)] : (current ?? "stranger")
            let action: Action = switch gen.uniform(below: 4) {
            case 0, 1: .roll
            case 2: .lock(gen.uniform(below: count + 1) - (gen.uniform(below: 20) == 0 ? 1 : 0), gen.uniform(below: 2) == 0)
            default: .endTurn
            }
            let before = table
            let rolling = table.isRolling(now: now)
            if rolling { rollingSeen += 1 }
            // Saving while rolling (or not) stores only settled values and no window.
            let saved = try Self.roundTrip(table)
            #expect(saved == table.settledSnapshot())
            #expect(saved.dice == table.dice)
            #expect(!saved.isRolling(now: now) && saved.rollingUntil(now: now) == nil)

            do {
                switch action {
                case .roll:
                    let roll = try table.roll(by: actor, roster: roster, now: now, rng: &rng)
                    // Only unlocked dice change; values in range; timing in range; window exact.
                    #expect(roll.dice.count == count)
                    for (i, die) in roll.dice.enumerated() {
                        if before.dice[i].locked {
                            #expect(die.locked && die.value == before.dice[i].value)
                        } else {
                            #expect(!die.locked)
                        }
                        #expect((1...sides).contains(die.value))
                        #expect(DiceTable.delayRange.contains(die.delayMs) && DiceTable.durationRange.contains(die.durationMs))
                    }
                    #expect(table.dice.map(\.value) == roll.dice.map(\.value))
                    let window = roll.dice.map { $0.delayMs + $0.durationMs }.max()!
                    #expect(roll.settlesAtMs == now + UnixMillis(window))
                    #expect(table.isRolling(now: roll.settlesAtMs - 1) && !table.isRolling(now: roll.settlesAtMs))
                case let .lock(index, locked):
                    _ = try table.lock(index: index, locked: locked, by: actor, roster: roster, now: now)
                    #expect(table.dice[index].locked == locked)
                case .endTurn:
                    let passed = try table.endTurn(by: actor, roster: roster, now: now)
                    #expect(passed.entry.dice == before.dice.map(\.value))
                    #expect(table.history.count <= DiceTable.historyLimit)
                }
                // Accepted: the actor had the turn and nothing was rolling.
                #expect(actor == current)
                #expect(!rolling)
            } catch {
                #expect(table == before, "a refused action changes nothing")
                if actor != current {
                    #expect(error == .notYourTurn)
                } else if rolling {
                    #expect(error == .diceRolling)
                } else {
                    #expect(error != .diceRolling && error != .notYourTurn)
                    switch error {
                    case .wrongPhase: #expect(!before.rolledThisTurn || before.dice.allSatisfy(\.locked))
                    case .badRequest(let field, _): #expect(field == "index")
                    default: Issue.record("unexpected \(error)")
                    }
                }
            }
            // After the window every die is settled with a value in 1...sides.
            if let until = table.rollingUntil(now: now) {
                #expect(!table.isRolling(now: until))
            }
            #expect(table.dice.allSatisfy { (1...sides).contains($0.value) })
        }
        #expect(rollingSeen > 0, "the case exercised the rolling window")
    }

    @Test("free mode: a roller is refused iff their own dice roll", arguments: 0..<120)
    func freeProperties(caseNumber: Int) throws {
        var gen = SplitMix64(seed: 30_000 + UInt64(caseNumber))
        var rng = SplitMix64(seed: 40_000 + UInt64(caseNumber))
        let roster = Self.makeRoster(&gen)
        let members = roster.map(\.id)
        var table = DiceTable()
        var now: UnixMillis = 5_000
        var until: [PlayerID: UnixMillis] = [:]
        for _ in 0..<60 {
            now += UnixMillis(gen.uniform(below: 600))
            let actor = members[gen.uniform(below: members.count)]
            let count = 1 + gen.uniform(below: 100)
            let sides = 2 + gen.uniform(below: 99)
            let before = table
            let expectRolling = now < (until[actor] ?? .min)
            #expect(table.isRolling(for: actor, now: now) == expectRolling)
            do {
                let roll = try table.roll(by: actor, count: count, sides: sides, roster: roster, now: now, rng: &rng)
                #expect(!expectRolling)
                #expect(roll.dice.count == count && roll.dice.allSatisfy { (1...sides).contains($0.value) && !$0.locked })
                until[actor] = roll.settlesAtMs
                #expect(!table.isRolling(for: actor, now: roll.settlesAtMs))
            } catch {
                #expect(expectRolling && error == .diceRolling)
                #expect(table == before)
            }
            let saved = try Self.roundTrip(table)
            #expect(!saved.isRolling(now: now) && saved == table.settledSnapshot())
        }
    }

    @Test("a lock toggle while rolling changes nothing", arguments: 0..<100)
    func lockWhileRolling(caseNumber: Int) throws {
        var gen = SplitMix64(seed: 50_000 + UInt64(caseNumber))
        var rng = SplitMix64(seed: 60_000 + UInt64(caseNumber))
        let roster = Self.makeRoster(&gen)
        let count = 1 + gen.uniform(below: 100)
        var table = DiceTable()
        try table.configure(mode: .turns, count: count, sides: 6, roster: roster, now: 0)
        let player = try #require(table.currentTurn(in: roster))
        var now: UnixMillis = 0
        // A random lock pattern, then a roll; toggles during the window are refused.
        let first = try table.roll(by: player, roster: roster, now: now, rng: &rng)
        now = first.settlesAtMs
        for i in 0..<count where gen.uniform(below: 2) == 0 {
            _ = try table.lock(index: i, locked: true, by: player, roster: roster, now: now)
        }
        if table.dice.allSatisfy(\.locked) { _ = try table.lock(index: 0, locked: false, by: player, roster: roster, now: now) }
        let lockedBefore = table.dice.map(\.locked)
        let roll = try table.roll(by: player, roster: roster, now: now, rng: &rng)
        #expect(roll.dice.map(\.locked) == lockedBefore)
        let snapshot = table
        let t = now + UnixMillis(gen.uniform(below: Int(roll.settlesAtMs - now)))
        let index = gen.uniform(below: count)
        #expect(throws: RuleViolation.diceRolling) {
            _ = try table.lock(index: index, locked: !snapshot.dice[index].locked, by: player, roster: roster, now: t)
        }
        #expect(table == snapshot)
    }
}
