import PartyClient
import PartyCore
import PartyProtocol

/// An audience member that misbehaves: one ``ChaosAction`` after another, each checked against
/// what the protocol promises (the error code, whether the connection stays open).
struct ChaosBot {
    let index: Int
    let plan: ChaosPlan
    let room: String
    let token: String
    let recorder: ChaosRecorder
    var client: PartyClient
    var random: SplitMix64

    /// Connects and takes an audience seat in `room`.
    static func join(index: Int, plan: ChaosPlan, room: String, recorder: ChaosRecorder) async throws -> ChaosBot {
        var random = SplitMix64(seed: plan.seed &+ UInt64(index) &* 0x9E37_79B9)
        let token = "chaos-\(index)-" + String(random.next(), radix: 16)
        let client = try await PartyClient.connect(host: plan.host, port: plan.port, history: recorder.history(for: "chaos-\(index)"))
        try await client.request("room.join", ["room": .string(room), "name": .string("Chaos\(index)"),
                                               "role": .string("audience"), "token": .string(token)])
        return ChaosBot(index: index, plan: plan, room: room, token: token, recorder: recorder, client: client, random: random)
    }

    /// Attacks until `deadline` (and at least once each), cycling through every action, starting
    /// at a different one per bot.
    mutating func run(until deadline: ContinuousClock.Instant) async -> (attacks: [ChaosAction: Int], problems: [ChaosProblem]) {
        var attacks: [ChaosAction: Int] = [:]
        var problems: [ChaosProblem] = []
        var turn = index
        let actions = ChaosAction.available(in: plan)
        while (ContinuousClock.now < deadline || turn - index < actions.count) && problems.count < 5 {
            let action = actions[turn % actions.count]
            turn += 1
            attacks[action, default: 0] += 1
            do { try await perform(action) } catch let problem as ChaosProblem {
                problems.append(problem)
            } catch {
                problems.append(ChaosProblem("chaos bot \(index), \(action.rawValue): \(error)"))
            }
            try? await Task.sleep(for: .milliseconds(100))  // stays under the rate limit on its own seat
        }
        client.close()
        return (attacks, problems)
    }

    mutating func perform(_ action: ChaosAction) async throws {
        switch action {
        case .dropAndResume:
            client.close()
            try await resume()
        case .floodWithinLimit:
            for n in 0..<20 { client.send("chat.send", ["text": .string("chaos \(index) flood \(n)")]) }
            let side = try await connect(side: true)
            defer { side.close() }
            for _ in 0..<40 { try await side.request("ping") }
        case .floodBeyondLimit:
            let side = try await connect(side: true)
            defer { side.close() }
            side.sendRaw(Array(String(repeating: "{\"type\":\"ping\"}\n", count: 400).utf8))
            _ = try await side.next("error", where: { $0[string: "code"] == "rate_limited" })
            try await Task.sleep(for: .milliseconds(50))
            try check(side.closedReason == nil, "the flooding connection was closed: \(side.closedReason ?? "")")
        case .garbage:
            try await garbage()
        case .oversizedFields:
            try await expectError("chat.send", ["text": .string(String(repeating: "x", count: 5_000))], ["bad_request"])
            try await expectError("gop.guess", ["text": .string(String(repeating: "guess ", count: 2_000))], nil)
            let options = JSONValue.array((0..<600).map { .object(["label": .string("option \($0) " + String(repeating: "w", count: 20)), "weight": .int(1)]) })
            let wheel = try? await client.request("wheel.create", ["name": .string(String(repeating: "n", count: 3_000)), "options": options])
            if let id = wheel?[string: "wheel_id"] { try await client.request("wheel.delete", ["wheel_id": .string(id)]) }  // a soak must not pile them up
            let side = try await connect(side: true)
            defer { side.close() }
            try await expectError("room.join", ["room": .string(room), "name": .string(String(repeating: "N", count: 5_000))], ["bad_request"], on: side)
            try check(client.closedReason == nil, "the connection closed after oversized fields: \(client.closedReason ?? "")")
        case .overlongLine:
            client.sendRaw(Array(repeating: UInt8(ascii: "x"), count: plan.maxFrameBytes + 100) + [0x0A])
            _ = try await client.next("error", where: { $0[string: "code"] == "frame_too_large" })
            _ = try await client.waitUntilClosed()
            try await resume()
        case .partialLineDrop:
            client.sendRaw(Array(#"{"type":"chat.send","text":"half a li"#.utf8))
            try await Task.sleep(for: .milliseconds(20))
            client.close()
            try await resume()
        case .meddle:
            try await expectError("game.stop", [:], ["not_host"])
            try await expectError("room.kick", ["player_id": .string("p1")], ["not_host"])
            try await expectError("room.lock", ["locked": .bool(true)], ["not_host"])
            try await expectError("gop.correct", ["index": .int(0)], nil)
            _ = try? await client.request("wyr.vote", ["choice": .string(random.next() % 2 == 0 ? "a" : "b")])
        case .pingFlood:
            guard let httpPort = plan.httpPort else { return }
            let flood = WebSocketPingFlood(host: plan.host, port: httpPort)
            let outcome = try await Task.detached { try flood.run(pings: 5_000) }.value
            try check(outcome.closeCode == 1008, "a ping flood ended with close code \(outcome.closeCode.map(String.init) ?? "none"), not 1008")
            try check(outcome.pongs <= 1_000, "a ping flood got \(outcome.pongs) pongs")
        case .audienceChurn:
            try await churnAudience()
        }
    }

    /// Joins the room's audience and leaves 10 times on a side connection, without waiting:
    /// every answer is `ok` or `rate_limited`, and the connection answers a ping after them.
    private func churnAudience() async throws {
        let side = try await connect(side: true)
        defer { side.close() }
        for n in 0..<10 {
            for (type, params) in [("room.join", ["room": JSONValue.string(room), "name": .string("Churn\(index)x\(n)"), "role": .string("audience")]),
                                   ("room.leave", [:])] {
                do { try await side.request(type, params) } catch let error as ClientError {
                    // A leave refused or after a refused join is fine; anything but these codes is not.
                    try check(["rate_limited", "not_in_room"].contains(error.code ?? ""), "\(type) while churning answered \(error)")
                }
            }
        }
        try await side.request("ping")
        try check(side.closedReason == nil, "the churning connection was closed: \(side.closedReason ?? "")")
    }

    /// Lines that are not valid requests: each gets `bad_json` (or is ignored when blank); the
    /// connection stays open and answers a ping after them, in order.
    private mutating func garbage() async throws {
        let before = badJSONCount
        var lines: [[UInt8]] = [
            Array(#"{"type":"chat.send","text":"trailing",}"#.utf8),
            Array(String(repeating: "[", count: 40).utf8) + Array(String(repeating: "]", count: 40).utf8),
            Array(#"{"type":"chat.send","text":""#.utf8) + [0xFF, 0xFE, 0xC0, 0x80] + Array(#""}"#.utf8),
            Array("{'type': 'ping'}".utf8),
        ]
        for _ in 0..<4 {
            var line = (0..<Int(random.next() % 200 + 1)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            line.removeAll { $0 == 0x0A || $0 == 0x0D }
            line.insert(UInt8(ascii: "{"), at: 0)  // surely not valid JSON: an object key must come next
            line.insert(UInt8(ascii: "~"), at: 1)
            lines.append(line)
        }
        for line in lines { client.sendRaw(line + [0x0A]) }
        try await client.request("ping")
        try check(badJSONCount - before == lines.count, "garbage lines: \(badJSONCount - before) bad_json errors for \(lines.count) lines")
    }

    private var badJSONCount: Int { client.frames.filter { $0.type == "error" && $0[string: "code"] == "bad_json" }.count }

    /// Reconnects and takes the seat back.
    private mutating func resume() async throws {
        client = try await connect()
        let ok = try await client.request("room.resume", ["room": .string(room), "token": .string(token)])
        try check(ok[string: "room"] == room, "resume answered for room \(ok[string: "room"] ?? "?")")
    }

    /// A new connection of this bot's (its seat's, after a drop; or a side connection: those
    /// are other logical clients in the history, `chaos-N.side`).
    private func connect(side: Bool = false) async throws -> PartyClient {
        try await PartyClient.connect(host: plan.host, port: plan.port, history: recorder.history(for: "chaos-\(index)" + (side ? ".side" : "")))
    }

    /// Sends `type` and expects an error (with one of `codes`, when given) and an open connection.
    private func expectError(_ type: String, _ params: [String: JSONValue], _ codes: Set<String>?, on other: PartyClient? = nil) async throws {
        let target = other ?? client
        do {
            try await target.request(type, params)
            throw ChaosProblem("chaos bot \(index): \(type) was accepted")
        } catch let error as ClientError {
            guard let code = error.code else { throw ChaosProblem("chaos bot \(index): \(type): \(error)") }
            if let codes { try check(codes.contains(code), "\(type) answered \(code), expected \(codes.sorted())") }
        }
    }

    private func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
        if !condition { throw ChaosProblem("chaos bot \(index): \(what())") }
    }
}
