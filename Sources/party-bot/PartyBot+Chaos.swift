import ArgumentParser
import Foundation
import PartyChaos

extension PartyBot {
    /// `party-bot --chaos`: runs a chaos plan, prints the summary and every problem; exit 1 on any.
    func runChaos() async throws {
        var plan = ChaosPlan(port: port ?? 7777)
        plan.host = host
        plan.honestBots = honest
        plan.chaosBots = chaosBots
        plan.duration = .seconds(seconds)
        plan.seed = seed
        plan.maxFrameBytes = maxFrameBytes
        plan.httpPort = httpPort == 0 ? nil : httpPort
        plan.historyPath = history
        let report = try await ChaosRun.run(plan)
        print("chaos: \(report.summary)")
        for problem in report.problems { print("problem: \(problem)") }
        if !report.problems.isEmpty { throw ExitCode(1) }
    }
}
