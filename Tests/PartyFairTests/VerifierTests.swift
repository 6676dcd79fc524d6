import Foundation
import PartyCore
import PartyFair
import PartyTestSupport
import Testing

/// Builds a log of frames from real fair draws through the core rules and runs
/// `clients/verify_fair.py` on it.
@Suite("clients/verify_fair.py re-derives results")
struct VerifierTests {

    struct Log {
        var lines: [[String: Any]] = []
        var seq = 0
        mutating func add(_ type: String, _ fields: [String: Any], fair: (nonce: Int, state: FairState)? = nil) {
            seq += 1
            var frame = fields
            frame["type"] = type
            frame["room"] = "ABCD"
            frame["seq"] = seq
            if let fair {
                frame["nonce"] = fair.nonce
                frame["client_seed"] = fair.state.clientSeed
                frame["commitment"] = fair.state.commitment
            }
            lines.append(frame)
        }
    }

    static func diceFields(_ roll: DiceRoll) -> [String: Any] {
        ["player_id": roll.playerID, "sides": roll.sides, "total": roll.total, "mode": roll.mode.rawValue,
         "settles_at_ms": roll.settlesAtMs,
         "dice": roll.dice.map { ["value": $0.value, "locked": $0.locked, "delay_ms": $0.delayMs, "duration_ms": $0.durationMs] as [String: Any] }]
    }

    /// An honest log: free rolls, a turns game with locks, wheel spins, coins, a client seed
    /// change and a rotation. Returns the log and the seeds to reveal.
    static func honestLog() throws -> (Log, [String]) {
        var fair = FairState()
        var seeds = [fair.serverSeed.hex]
        var log = Log()
        let roster: Roster = [RosterEntry(id: "p1", name: "Ann", role: .player), RosterEntry(id: "p2", name: "Bob", role: .player)]
        var table = DiceTable()
        var now: UnixMillis = 1_000
        log.add("chat.message", ["player_id": "p1", "name": "Ann", "text": "hi"])
        for count in [1, 2, 30, 100] {
            var (stream, nonce) = fair.nextStream()
            let roll = try table.roll(by: "p1", count: count, sides: 2 + count % 99, roster: roster, now: now, rng: &stream)
            log.add("dice.rolled", diceFields(roll), fair: (nonce, fair))
            now = roll.settlesAtMs
        }
        try fair.setClientSeed("party-time")
        log.add("fair.client_seed", ["player_id": "p2", "client_seed": "party-time"])
        try table.configure(mode: .turns, count: 6, sides: 6, roster: roster, now: now)
        for turn in 0..<4 {
            let player = try #require(table.currentTurn(in: roster))
            for attempt in 0..<3 {
                var (stream, nonce) = fair.nextStream()
                let roll = try table.roll(by: player, roster: roster, now: now, rng: &stream)
                log.add("dice.rolled", diceFields(roll), fair: (nonce, fair))
                now = roll.settlesAtMs
                if attempt < 2 { _ = try table.lock(index: (turn + attempt) % 6, locked: true, by: player, roster: roster, now: now) }
            }
            let passed = try table.endTurn(by: player, roster: roster, now: now)
            log.add("dice.turn", ["player_id": passed.next])
        }
        let wheel = try Wheel.validated(id: "w1", name: "Lunch", options: [
            WheelOption(label: "Soup", weight: 1), WheelOption(label: "Pizza", weight: 2), WheelOption(label: "Tacos", weight: 7),
        ])
        for _ in 0..<5 {
            var (stream, nonce) = fair.nextStream()
            let spin = WheelSpin.spin(wheel, rng: &stream)
            log.add("wheel.spun", ["player_id": "p2", "wheel_id": wheel.id, "name": wheel.name,
                                   "options": wheel.options.map { ["label": $0.label, "weight": $0.weight] as [String: Any] },
                                   "index": spin.index, "label": spin.label, "angle_deg": spin.angleDeg, "turns": spin.turns], fair: (nonce, fair))
        }
        let reveal = fair.rotate()
        log.add("fair.rotated", ["revealed_server_seed": reveal.revealedServerSeed, "previous_commitment": reveal.previousCommitment, "commitment": reveal.commitment])
        seeds.append(fair.serverSeed.hex)
        for _ in 0..<5 {
            var (stream, nonce) = fair.nextStream()
            let flip = CoinFlip.flip(rng: &stream)
            log.add("coin.flipped", ["player_id": "p1", "side": flip.side.rawValue, "spins": flip.spins], fair: (nonce, fair))
        }
        return (log, seeds)
    }

    static func run(_ log: Log, seeds: [String]) throws -> (status: Int32, output: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("verify-fair-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("log.ndjson")
        var text = ""
        for frame in log.lines {
            let data = try JSONSerialization.data(withJSONObject: frame, options: [.sortedKeys])
            text += String(decoding: data, as: UTF8.self) + "\n"
        }
        try text.write(to: file, atomically: true, encoding: .utf8)
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepoPaths.path("clients/verify_fair.py"), file.path]
            + seeds.flatMap { ["--server-seed", $0] }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("an honest log passes")
    func honest() throws {
        let (log, seeds) = try Self.honestLog()
        let (status, output) = try Self.run(log, seeds: seeds)
        #expect(status == 0, "\(output)")
        #expect(output.contains("28 passed, 0 failed"), "\(output)")
        #expect(!output.contains("MISMATCH"))
        // 26 results (4 free rolls, 12 turn rolls with locked dice, 5 spins, 5 flips) + 2 seed checks.
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("OK line") }.count == 26)
    }

    @Test("one changed die value is caught")
    func tamperedDie() throws {
        var (log, seeds) = try Self.honestLog()
        let index = try #require(log.lines.firstIndex { $0["type"] as? String == "dice.rolled" && ($0["dice"] as? [[String: Any]])?.count == 30 })
        var dice = try #require(log.lines[index]["dice"] as? [[String: Any]])
        let value = try #require(dice[4]["value"] as? Int)
        let sides = try #require(log.lines[index]["sides"] as? Int)
        dice[4]["value"] = value == sides ? 1 : value + 1
        log.lines[index]["dice"] = dice
        log.lines[index]["total"] = (log.lines[index]["total"] as? Int ?? 0) + (value == sides ? 1 - value : 1)
        let (status, output) = try Self.run(log, seeds: seeds)
        #expect(status != 0)
        #expect(output.contains("MISMATCH") && output.contains("dice[4].value"), "\(output)")
    }

    @Test("a locked die whose value changed between rolls of a turn is caught, even with a matching total")
    func tamperedLockedDie() throws {
        var (log, seeds) = try Self.honestLog()
        let index = try #require(log.lines.firstIndex { line in
            line["type"] as? String == "dice.rolled" && ((line["dice"] as? [[String: Any]]) ?? []).contains { $0["locked"] as? Bool == true }
        })
        var dice = try #require(log.lines[index]["dice"] as? [[String: Any]])
        let locked = try #require(dice.firstIndex { $0["locked"] as? Bool == true })
        let value = try #require(dice[locked]["value"] as? Int)
        let forged = value == 6 ? 1 : value + 1
        dice[locked]["value"] = forged
        log.lines[index]["dice"] = dice
        log.lines[index]["total"] = (log.lines[index]["total"] as? Int ?? 0) + forged - value
        let (status, output) = try Self.run(log, seeds: seeds)
        #expect(status != 0)
        #expect(output.contains("locked die \(locked) changed"), "\(output)")
    }

    @Test("a changed wheel winner, a wrong seed or a replayed nonce is caught")
    func otherTampering() throws {
        let (log, seeds) = try Self.honestLog()
        var wheel = log
        let w = try #require(wheel.lines.firstIndex { $0["type"] as? String == "wheel.spun" })
        wheel.lines[w]["index"] = ((wheel.lines[w]["index"] as? Int ?? 0) + 1) % 3
        #expect(try Self.run(wheel, seeds: seeds).status != 0)
        #expect(try Self.run(log, seeds: [seeds[0], FairSeed.random().hex]).status != 0)
        var replay = log
        let c = try #require(replay.lines.lastIndex { $0["type"] as? String == "coin.flipped" })
        replay.lines.append(replay.lines[c])
        #expect(try Self.run(replay, seeds: seeds).status != 0)
        #expect(try Self.run(Log(), seeds: seeds).status != 0, "no results checked is not a pass")
    }

    @Test("seeds revealed in the log (fair.rotated) are read from it; a forged reveal is caught")
    func seedsFromTheLog() throws {
        let (log, seeds) = try Self.honestLog()
        // Only the seed revealed after the log (the room's current one) is given; the first comes from fair.rotated.
        let (status, output) = try Self.run(log, seeds: [seeds[1]])
        #expect(status == 0, "\(output)")
        #expect(output.contains("28 passed, 0 failed") && output.contains("revealed in the log"), "\(output)")
        // Without it, the results of the current seed cannot be checked, and the verifier says so.
        let partial = try Self.run(log, seeds: [])
        #expect(partial.status != 0 && partial.output.contains("no revealed seed"), "\(partial.output)")
        #expect(partial.output.split(separator: "\n").filter { $0.hasPrefix("OK line") }.count == 21)
        var forged = log
        let r = try #require(forged.lines.firstIndex { $0["type"] as? String == "fair.rotated" })
        forged.lines[r]["revealed_server_seed"] = FairSeed.random().hex
        let caught = try Self.run(forged, seeds: [seeds[1]])
        #expect(caught.status != 0 && caught.output.contains("not its commitment"), "\(caught.output)")
    }
}
