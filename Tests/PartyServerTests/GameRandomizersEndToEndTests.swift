import Foundation
import PartyClient
import PartyFair
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// Dice, wheels and coins shared by a room, over real sockets: five bots see identical results
/// with one nonce sequence; turns mode, rolling windows and locks; wheel validation and
/// spinning someone else's wheel; and `clients/verify_fair.py` run on a recorded log.
/// The test clock makes the rolling windows end exactly when the test says.
@Suite("Randomizers end to end")
struct GameRandomizersEndToEndTests {
    typealias P = GameParam
    static let resultTypes: Set<String> = ["dice.rolled", "wheel.spun", "coin.flipped"]

    @Test("5 bots share dice, wheels and coins; turns mode; the verifier accepts the log and rejects a tampered one")
    func fiveBotsShareRandomizers() async throws {
        let h = try GameHarness(seed: 51)
        defer { h.stop() }
        let bots = try await h.room(players: 4, audience: 1, prefix: "Rz", recordRaw: true)
        let (host, audience) = (bots[0], bots[4])
        let fair = try await host.send("room.snapshot").json["snapshot"]["fair"]
        let commitment = try #require(fair["commitment"].string)
        var clientSeed = try #require(fair["client_seed"].string)
        var nonce = fair["next_nonce"].int ?? 1
        #expect(nonce == 1)

        /// The next result of `type` at every bot: identical bytes, the expected nonce and seeds.
        func result(_ type: String, by bot: GameBot) async throws -> GameJSON {
            let frame = try await GameStream.same(bots, type)
            let j = frame.json
            #expect(j["player_id"].string == bot.id)
            #expect(j["nonce"].int == nonce)
            #expect(j["commitment"].string == commitment)
            #expect(j["client_seed"].string == clientSeed)
            nonce += 1
            return j
        }

        // Free mode: every member (the audience too) rolls their own dice.
        let sides = [6, 20, 100, 2, 12]
        var latestSettle: Int64 = 0
        for (i, bot) in bots.enumerated() {
            try await bot.send("dice.roll", ["count": P.i(i + 1), "sides": P.i(sides[i])])
            let roll = try await result("dice.rolled", by: bot)
            let settles = try Self.checkRoll(roll, count: i + 1, sides: sides[i], now: h.clock.now)
            #expect(roll["mode"].string == "free")
            latestSettle = max(latestSettle, settles)
        }
        // Per-roller window: the host's own dice are still rolling.
        await host.refused("dice.roll", code: "dice_rolling")
        #expect(await host.refused("dice.roll", ["count": P.i(101)], code: "bad_request").hasPrefix("count"))
        #expect(await host.refused("dice.roll", ["sides": P.i(1)], code: "bad_request").hasPrefix("sides"))
        await bots[1].refused("dice.lock", ["index": P.i(0), "locked": P.b(true)], code: "wrong_phase")
        await bots[1].refused("dice.end_turn", code: "wrong_phase")
        h.clock.advance(to: latestSettle)

        // Any member sets the client seed; results use it from then on.
        #expect(await bots[2].refused("fair.client_seed", ["seed": P.s("has a space")], code: "bad_request").hasPrefix("seed"))
        try await bots[2].send("fair.client_seed", ["seed": P.s("party-night-42")])
        let seedEvent = try await GameStream.same(bots, "fair.client_seed")
        #expect(seedEvent.json["client_seed"].string == "party-night-42")
        #expect(seedEvent.json["player_id"].string == bots[2].id)
        clientSeed = "party-night-42"

        for bot in bots[1...3] {
            try await bot.send("coin.flip")
            let coin = try await result("coin.flipped", by: bot)
            #expect(["heads", "tails"].contains(coin["side"].string ?? ""))
            #expect((5...7).contains(coin["spins"].int ?? 0))
        }

        // Wheels: validation names the field; one member's wheel is spun by others.
        func option(_ label: String, _ weight: Int) -> JSONValue { .object(["label": .string(label), "weight": .int(weight)]) }
        let good = [option("Soup", 1), option("Pizza", 2), option("Tacos", 7)]
        let invalid: [(String, JSONValue, String)] = [
            ("", .array(good), "name"),
            ("Dinner", .array([option("Soup", 1)]), "options"),
            ("Dinner", .array([option("Soup", 1), option("Pizza", 0)]), "options[1].weight"),
            ("Dinner", .array([option("Soup", 1), option("Pizza", 1001)]), "options[1].weight"),
            ("Dinner", .array([option("Soup", 1), option("", 2)]), "options[1].label"),
            ("Dinner", .array([option("Soup", 1), option("Pizza", 2), option("SOUP", 3)]), "options[2].label"),
            ("Dinner", .array([option("Soup", 1), .string("Pizza")]), "options[1]"),
        ]
        for (name, options, field) in invalid {
            let message = await bots[1].refused("wheel.create", ["name": P.s(name), "options": options], code: "bad_request")
            #expect(message.hasPrefix(field), "expected a message naming \(field): \(message)")
        }
        let created = try await bots[1].send("wheel.create", ["name": P.s("Dinner"), "options": .array(good)])
        let wheelID = try #require(created[string: "wheel_id"])
        let listed = try await bots[3].send("wheel.list").json["wheels"].array
        #expect(listed.contains { $0["wheel_id"].string == wheelID && $0["owner"].string == bots[1].id })
        await bots[3].refused("wheel.rename", ["wheel_id": P.s(wheelID), "name": P.s("Mine now")], code: "not_allowed")
        await bots[3].refused("wheel.spin", ["wheel_id": P.s("w-nope")], code: "not_found")
        for (bot, params) in [(bots[3], ["wheel_id": P.s(wheelID)]), (audience, ["wheel": P.s("dinner")]), (host, ["wheel": P.s("DINNER")])] {
            try await bot.send("wheel.spin", params)
            let spin = try await result("wheel.spun", by: bot)
            #expect(spin["wheel_id"].string == wheelID)
            #expect(spin["name"].string == "Dinner")
            #expect(spin["options"].array.map { $0["label"].string ?? "?" } == ["Soup", "Pizza", "Tacos"])
            let index = try #require(spin["index"].int)
            #expect(spin["label"].string == ["Soup", "Pizza", "Tacos"][index])
            #expect((5...7).contains(spin["turns"].int ?? 0))
            let angle = try #require(spin["angle_deg"].double)
            #expect(Self.segment(at: angle, weights: [1, 2, 7]) == index, "angle \(angle) does not stop on segment \(index)")
            #expect(Int(angle / 360) == spin["turns"].int)
        }

        // Turns mode (host only): turns in join order among players; rolling blocks actions.
        await bots[1].refused("dice.config", ["mode": P.s("turns"), "count": P.i(5), "sides": P.i(6)], code: "not_host")
        try await host.send("dice.config", ["mode": P.s("turns"), "count": P.i(5), "sides": P.i(6)])
        let config = try await GameStream.same(bots, "dice.config")
        #expect(config.json["mode"].string == "turns" && config.json["count"].int == 5 && config.json["sides"].int == 6)
        #expect(config.json["turn"].string == host.id)
        await bots[1].refused("dice.roll", code: "not_your_turn")
        await audience.refused("dice.roll", code: "not_your_turn")
        await host.refused("dice.lock", ["index": P.i(0), "locked": P.b(true)], code: "wrong_phase")
        await host.refused("dice.end_turn", code: "wrong_phase")

        try await host.send("dice.roll", ["count": P.i(2)])  // count/sides are the table's in turns mode
        let first = try await result("dice.rolled", by: host)
        var settles = try Self.checkRoll(first, count: 5, sides: 6, now: h.clock.now)
        #expect(first["mode"].string == "turns")
        await host.refused("dice.roll", code: "dice_rolling")
        await host.refused("dice.lock", ["index": P.i(0), "locked": P.b(true)], code: "dice_rolling")
        await host.refused("dice.end_turn", code: "dice_rolling")
        await bots[1].refused("dice.roll", code: "not_your_turn")  // permission before rolling
        h.clock.advance(to: settles - 1)
        await host.refused("dice.roll", code: "dice_rolling")
        h.clock.advance(to: settles)

        for index in [0, 2] {
            try await host.send("dice.lock", ["index": P.i(index), "locked": P.b(true)])
            let locked = try await GameStream.same(bots, "dice.locked")
            #expect(locked.json["index"].int == index && locked.json["locked"].bool == true)
            #expect(locked.json["player_id"].string == host.id)
        }
        #expect(await host.refused("dice.lock", ["index": P.i(5), "locked": P.b(true)], code: "bad_request").hasPrefix("index"))
        try await host.send("dice.roll")
        let second = try await result("dice.rolled", by: host)
        settles = try Self.checkRoll(second, count: 5, sides: 6, now: h.clock.now)
        for i in 0..<5 {
            #expect(second["dice"][i]["locked"].bool == [0, 2].contains(i))
            if [0, 2].contains(i) { #expect(second["dice"][i]["value"].int == first["dice"][i]["value"].int) }
        }
        h.clock.advance(to: settles)
        try await host.send("dice.end_turn")
        let turn = try await GameStream.same(bots, "dice.turn")
        #expect(turn.json["player_id"].string == bots[1].id)
        await host.refused("dice.roll", code: "not_your_turn")
        try await bots[1].send("dice.roll")
        let third = try await result("dice.rolled", by: bots[1])
        #expect(third["dice"].array.allSatisfy { $0["locked"].bool == false }, "locks are cleared for the next player")
        h.clock.advance(to: try Self.checkRoll(third, count: 5, sides: 6, now: h.clock.now))
        try await bots[1].send("dice.end_turn")
        #expect(try await GameStream.same(bots, "dice.turn").json["player_id"].string == bots[2].id)

        // Everyone saw the same results, with one nonce sequence (+1 each, from 1).
        let hostResults = host.client.frames.filter { Self.resultTypes.contains($0.type) }
        #expect(hostResults.map { $0.json["nonce"].int ?? 0 } == Array(1..<nonce))
        for bot in bots.dropFirst() {
            let theirs = bot.client.frames.filter { Self.resultTypes.contains($0.type) }
            #expect(theirs.map(\.raw) == hostResults.map(\.raw), "\(bot.id) saw different results")
        }

        // The host reveals the server seed; it matches the commitment every result carried.
        await bots[1].refused("fair.rotate", code: "not_host")
        try await host.send("fair.rotate")
        let rotated = try await GameStream.same(bots, "fair.rotated").json
        let seed = try #require(rotated["revealed_server_seed"].string)
        #expect(rotated["previous_commitment"].string == commitment)
        #expect(Crypto.hex(Crypto.sha256(try #require(Crypto.bytes(fromHex: seed)))) == commitment)
        let newCommitment = try #require(rotated["commitment"].string)
        #expect(newCommitment != commitment)
        #expect(try await audience.send("room.snapshot").json["snapshot"]["fair"]["commitment"].string == newCommitment)

        // The verifier re-derives every result from the host's recorded stream…
        let log = Self.temporaryFile("fair-log")
        defer { try? FileManager.default.removeItem(at: log) }
        try Data(host.client.rawBytes).write(to: log)
        let honest = try Self.verify(log, seed: seed)
        #expect(honest.status == 0, "verifier rejected an honest log:\n\(honest.output)")
        #expect(honest.output.contains("\(hostResults.count + 1) passed, 0 failed"), "\(honest.output)")  // every result and the seed
        // …reads the seed from the log's own fair.rotated when none is given…
        let fromLog = try Self.verify(log, seed: nil)
        #expect(fromLog.status == 0 && fromLog.output.contains("revealed in the log"), "verifier without --server-seed:\n\(fromLog.output)")
        // …refuses a wrong seed…
        let wrongSeed = String(repeating: "ab", count: 32)
        #expect(try Self.verify(log, seed: wrongSeed).status != 0)
        // …and catches one tampered die.
        let tampered = Self.temporaryFile("fair-log-tampered")
        defer { try? FileManager.default.removeItem(at: tampered) }
        try Data(try Self.tamperFirstDie(host.client.rawBytes)).write(to: tampered)
        let caught = try Self.verify(tampered, seed: seed)
        #expect(caught.status != 0, "verifier accepted a tampered log:\n\(caught.output)")
        #expect(caught.output.contains("MISMATCH"))
    }

    /// PROTOCOL.md §12.1: `dice.history` → ok {entries: [{player_id, name, values, total,
    /// at_ms}]}, "the last 50, oldest first: every free-mode roll and every ended turn".
    @Test("dice.history lists ended turns (not free-mode rolls), oldest first, with the documented fields")
    func diceHistoryFollowsTheSpec() async throws {
        let h = try GameHarness(seed: 52)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Hist")
        try await bots[1].send("dice.roll", ["count": P.i(3)])
        let free = try await bots[0].client.next("dice.rolled")
        h.clock.advance(to: try #require(free.json["settles_at_ms"].int).gameMillis)
        try await bots[0].send("dice.config", ["mode": P.s("turns"), "count": P.i(2), "sides": P.i(6)])
        for bot in bots {
            try await bot.send("dice.roll")
            let roll = try await bots[0].client.next("dice.rolled")
            h.clock.advance(to: try #require(roll.json["settles_at_ms"].int).gameMillis)
            try await bot.send("dice.end_turn")
        }
        let entries = try await bots[0].send("dice.history").json["entries"].array
        #expect(entries.map { $0["player_id"].string ?? "?" } == [bots[0].id, bots[1].id], "the two ended turns, oldest first")
        if let oldest = entries.first {
            #expect(oldest["name"].string == bots[0].name)
            #expect(oldest["values"].array.count == 2, "entry: \(oldest)")
            #expect(oldest["at_ms"].int != nil, "entry: \(oldest)")
        }
    }

    // MARK: - Helpers

    /// Checks a `dice.rolled` payload's dice and timing; returns its `settles_at_ms`.
    static func checkRoll(_ roll: GameJSON, count: Int, sides: Int, now: Int64,
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> Int64 {
        let dice = roll["dice"].array
        #expect(dice.count == count, sourceLocation: sourceLocation)
        #expect(roll["sides"].int == sides, sourceLocation: sourceLocation)
        var window = 0
        for die in dice {
            #expect((1...sides).contains(die["value"].int ?? 0), sourceLocation: sourceLocation)
            let delay = die["delay_ms"].int ?? -1, duration = die["duration_ms"].int ?? -1
            #expect((0...250).contains(delay) && (500...1000).contains(duration), sourceLocation: sourceLocation)
            window = max(window, delay + duration)
        }
        #expect(roll["total"].int == dice.reduce(0) { $0 + ($1["value"].int ?? 0) }, sourceLocation: sourceLocation)
        let settles = try #require(roll["settles_at_ms"].int, sourceLocation: sourceLocation).gameMillis
        #expect(settles == now + Int64(window), sourceLocation: sourceLocation)
        return settles
    }

    /// The segment under the pointer (270°) after a clockwise spin by `angle` (FAIRNESS.md §5),
    /// computed here independently of the server's geometry code.
    static func segment(at angle: Double, weights: [Int]) -> Int {
        let total = Double(weights.reduce(0, +))
        var phi = (270 - angle).truncatingRemainder(dividingBy: 360)
        if phi < 0 { phi += 360 }
        var cumulative = 0.0
        for (i, w) in weights.enumerated() {
            cumulative += Double(w)
            if phi < 360 * cumulative / total { return i }
        }
        return weights.count - 1
    }

    /// A fresh path in the temporary directory.
    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).ndjson")
    }

    /// Runs `clients/verify_fair.py LOG [--server-seed SEED]`; returns exit status and output.
    static func verify(_ log: URL, seed: String?) throws -> (status: Int32, output: String) {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepoPaths.path("clients/verify_fair.py"), log.path] + (seed.map { ["--server-seed", $0] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The stream with the first unlocked die of the first `dice.rolled` changed to another value.
    static func tamperFirstDie(_ bytes: [UInt8]) throws -> [UInt8] {
        var lines = GameStream.lines(bytes)
        let i = try #require(lines.firstIndex { GameStream.frame($0)?.type == "dice.rolled" })
        var object = try #require(try JSONSerialization.jsonObject(with: Data(lines[i].utf8)) as? [String: Any])
        var dice = try #require(object["dice"] as? [[String: Any]])
        let sides = try #require(object["sides"] as? Int)
        let value = try #require(dice[0]["value"] as? Int)
        dice[0]["value"] = value % sides + 1
        object["dice"] = dice
        lines[i] = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        return Array(lines.joined(separator: "\n").utf8) + [0x0A]
    }
}
