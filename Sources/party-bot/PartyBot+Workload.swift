import ArgumentParser
import Foundation
import PartyChaos

extension PartyBot {
    /// `party-bot --workload`: plays a recorded workload over `--nodes`, prints what the
    /// players did; exit 1 when a room could not be played or a seat was lost for good.
    func runWorkload() async throws {
        let endpoints = nodes.split(separator: ",").compactMap { WorkloadPlan.Endpoint(parsing: String($0)) }
        guard !endpoints.isEmpty, let history else { throw ValidationError("--workload needs --nodes and --history") }
        var plan = WorkloadPlan(endpoints: endpoints, historyPath: history)
        plan.rooms = rooms
        plan.playersPerRoom = players
        plan.duration = .seconds(seconds)
        plan.stopFile = stopFile
        plan.seed = seed
        plan.resumeTimeout = .seconds(nodeTimeout + 10)
        plan.moveEvery = moveSeconds > 0 ? .seconds(moveSeconds) : nil
        let report = try await WorkloadRun.run(plan)
        print("workload: \(report.rooms.count) rooms (\(report.rooms.joined(separator: " "))), history \(history)")
        print(report.tally.summary)
        for problem in report.problems + report.tally.seatsLost { print("problem: \(problem)") }
        if !report.problems.isEmpty || !report.tally.seatsLost.isEmpty { throw ExitCode(1) }
    }
}
