import PartyClient
import PartyProtocol

/// Runs a ``ChaosPlan``: honest bots play one room (chat and Would You Rather) while chaos bots,
/// seated in its audience, attack it and the server; then the honest bots check that they lost
/// nothing. Used by `party-bot --chaos`, `scripts/soak.sh` and the end-to-end chaos test.
public enum ChaosRun {
    /// Runs the plan against a running server and reports what went wrong.
    /// - Throws: only when the run cannot start (the server is not reachable, the room cannot be made).
    public static func run(_ plan: ChaosPlan) async throws -> ChaosReport {
        precondition(plan.honestBots >= 2, "a chaos run needs at least 2 honest bots")
        let history = try plan.historyPath.map { try HistoryFile(path: $0) }
        defer { history?.close() }
        let recorder = ChaosRecorder(file: history, node: "\(plan.host):\(plan.port)")
        let honest = try await seatHonestBots(plan, recorder)
        defer { for bot in honest { bot.client.close() } }
        let room = try await startGame(honest[0])
        var chaos: [ChaosBot] = []
        for i in 0..<plan.chaosBots { chaos.append(try await ChaosBot.join(index: i, plan: plan, room: room, recorder: recorder)) }

        var report = ChaosReport()
        let deadline = ContinuousClock.now + plan.duration
        var sent: [Int: [String]] = [:]
        await withTaskGroup(of: Outcome.self) { group in
            for bot in honest {
                group.addTask { .honest(bot.index, await bot.play(until: deadline, interval: plan.honestChatInterval)) }
            }
            for bot in chaos {
                group.addTask {
                    var bot = bot
                    let (attacks, problems) = await bot.run(until: deadline)
                    return .chaos(attacks, problems)
                }
            }
            for await outcome in group {
                switch outcome {
                case let .honest(index, .success(lines)): sent[index] = lines
                case let .honest(index, .failure(problem)):
                    sent[index] = []
                    report.problems.append(problem.description)
                case let .chaos(attacks, problems):
                    report.attacks.merge(attacks, uniquingKeysWith: +)
                    report.problems += problems.map(\.description)
                }
            }
        }
        await check(honest, sent: sent, into: &report)
        if history != nil { report.problems += await finalReads(honest[0]) }
        return report
    }

    /// The reads a history checker compares the writes with, once every bot stopped writing.
    private static func finalReads(_ bot: HonestBot) async -> [String] {
        var problems: [String] = []
        let final: [String: JSONValue] = ["final": .bool(true)]
        for (type, paged) in [("room.snapshot", false), ("wheel.list", true), ("wyr.history", true)] {
            var offset = 0
            while true {
                let params = paged ? final.merging(["offset": .int(offset), "limit": .int(20)]) { $1 } : final
                guard let frame = try? await bot.client.request(type, params) else {
                    problems.append("honest bot \(bot.index): the final \(type) failed")
                    break
                }
                guard paged, let next = frame[int: "next_offset"] else { break }
                offset = next
            }
        }
        return problems
    }

    private enum Outcome: Sendable {
        case honest(Int, Result<[String], ChaosProblem>)
        case chaos([ChaosAction: Int], [ChaosProblem])
    }

    /// Connects the honest bots; the first creates the room, the others join as players.
    private static func seatHonestBots(_ plan: ChaosPlan, _ recorder: ChaosRecorder) async throws -> [HonestBot] {
        var bots: [HonestBot] = []
        var room: String?
        for index in 0..<plan.honestBots {
            let client = try await PartyClient.connect(host: plan.host, port: plan.port, history: recorder.history(for: "honest-\(index)"))
            let name: JSONValue = .string("Honest\(index)")
            let ok = if let room {
                try await client.request("room.join", ["room": .string(room), "name": name])
            } else {
                try await client.request("room.create", ["name": name])
            }
            room = ok[string: "room"]
            bots.append(HonestBot(index: index, client: client, playerID: ok[string: "player_id"] ?? "?"))
        }
        return bots
    }

    /// The host starts Would You Rather: everyone votes at once, so rounds end by votes, not time.
    private static func startGame(_ host: HonestBot) async throws -> String {
        try await host.client.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(120), "results_seconds": .int(1)])
        return try await host.client.next("wyr.question")[string: "room"] ?? "?"
    }

    /// Stops the game, waits for every honest bot to see the end, and compares what they received.
    private static func check(_ honest: [HonestBot], sent: [Int: [String]], into report: inout ChaosReport) async {
        _ = try? await honest[0].client.request("game.stop")
        for bot in honest {
            guard bot.client.closedReason == nil else {
                report.problems.append("honest bot \(bot.index) was disconnected: \(bot.client.closedReason ?? "")")
                continue
            }
            if (try? await bot.client.next("wyr.game_over", timeout: .seconds(10))) == nil {
                report.problems.append("honest bot \(bot.index) never saw wyr.game_over")
            }
        }
        report.honestChats = sent.values.map(\.count).reduce(0, +)
        for receiver in honest {
            for sender in honest {
                let expected = sent[sender.index] ?? []
                let deadline = ContinuousClock.now + .seconds(10)
                while receiver.received(from: sender.playerID).count < expected.count && ContinuousClock.now < deadline {
                    try? await Task.sleep(for: .milliseconds(20))
                }
                let got = receiver.received(from: sender.playerID)
                if got != expected {
                    let firstDifference = got.indices.first { $0 >= expected.count || got[$0] != expected[$0] } ?? got.count
                    let what = "honest bot \(receiver.index) got \(got.count) of bot \(sender.index)'s \(expected.count) lines"
                    report.problems.append("\(what); they differ from line \(firstDifference)")
                }
            }
            report.problems += receiver.sequenceProblems().map(\.description)
        }
        let results = honest[0].results
        for bot in honest.dropFirst() where bot.results != results {
            report.problems.append("honest bots 0 and \(bot.index) saw different results: \(results) vs \(bot.results)")
        }
        let tally = "\(honest.filter { $0.choice == "a" }.count)/\(honest.filter { $0.choice == "b" }.count)"
        for result in results.dropLast() where !result.hasSuffix(":" + tally) {
            report.problems.append("a round's players' tally is \(result), expected every honest vote (\(tally))")
        }
        report.questionsPlayed = results.count
    }
}
