import Foundation
import PartyChaos
import PartyClient
import PartyProtocol
import Testing

/// Issue 16 point 9: honest bots lose nothing while chaos bots attack the same room and server.
@Suite("Chaos: honest bots lose nothing under attack")
struct ChaosEndToEndTests {
    @Test("3 honest players chat and vote while 3 chaos bots drop, flood, ping-flood, churn the audience, and send garbage and oversized fields")
    func honestBotsLoseNothing() async throws {
        try await TestServer.run(EndToEnd.WebSocketEndToEndTests.web) { test in
            var plan = ChaosPlan(port: test.port)
            plan.httpPort = test.httpPort
            plan.honestBots = 3
            plan.chaosBots = 3
            plan.duration = .seconds(3)
            plan.seed = 16
            let history = FileManager.default.temporaryDirectory.appendingPathComponent("chaos-\(UUID().uuidString).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: history) }
            plan.historyPath = history
            let report = try await ChaosRun.run(plan)
            #expect(report.problems.isEmpty, "\(report.summary)\n\(report.problems.joined(separator: "\n"))")
            #expect(report.honestChats > 0 && report.questionsPlayed > 0, "\(report.summary)")
            #expect(Set(report.attacks.keys) == Set(ChaosAction.allCases), "\(report.summary)")
            // Issue 34: what every bot recorded passes the history checker (nothing acknowledged
            // lost or doubled, one order of events, every dropped seat back).
            let (status, output) = try await ProcessRunner.run(["python3", "scripts/history-check.py", history], environment: [:],
                                                               timeout: .seconds(120))
            #expect(status == 0, "\(output)")
            #expect(output.contains("history check: OK") && output.contains("vote"), "\(output)")
            // The server is still itself: a newcomer gets a room.
            let late = try await test.client()
            #expect(try await late.request("room.create", ["name": .string("Late")])[string: "room"] != nil)
        }
    }
}
