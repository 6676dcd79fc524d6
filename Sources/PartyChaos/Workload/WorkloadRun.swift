import Foundation
import PartyClient
import PartyProtocol

/// Runs a ``WorkloadPlan``: opens its rooms (each with a planned night for the RSVPs), seats the
/// players, lets them play until the plan's time is up or its stop file appears, then has each
/// room's host make the final reads the checker compares the writes with (`room.snapshot`,
/// every page of `wheel.list` and `wyr.history`, `night.get`, `room.bans`; marked `final: true`).
public enum WorkloadRun {
    /// Runs the plan and reports what the players did.
    /// - Throws: when the history file cannot be opened.
    public static func run(_ plan: WorkloadPlan) async throws -> WorkloadReport {
        precondition(plan.playersPerRoom >= 3 && !plan.endpoints.isEmpty, "a workload needs 3 players per room and a server")
        let file = try HistoryFile(path: plan.historyPath)
        defer { file.close() }
        let deadline = ContinuousClock.now + plan.duration
        let stopFile = plan.stopFile
        let stop: @Sendable () -> Bool = {
            ContinuousClock.now >= deadline || stopFile.map { FileManager.default.fileExists(atPath: $0) } ?? false
        }
        let run = UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF
        var report = WorkloadReport()
        await withTaskGroup(of: WorkloadReport.self) { group in
            for r in 0..<plan.rooms {
                group.addTask { await playRoom(r, plan: plan, file: file, run: run, stop: stop) }
            }
            for await part in group { report.merge(part) }
        }
        return report
    }

    /// One room from its opening to its final reads.
    private static func playRoom(_ r: Int, plan: WorkloadPlan, file: HistoryFile, run: UInt64,
                                 stop: @escaping @Sendable () -> Bool) async -> WorkloadReport {
        var report = WorkloadReport()
        let seats = (0..<plan.playersPerRoom).map { i in
            let seed = plan.seed &+ UInt64(r) &* 1_000_003 &+ UInt64(i) &* 7919
            return WorkloadSeat(process: "r\(r)." + (i == 0 ? "h" : "p\(i)"), name: i == 0 ? "Host \(r)" : "Player \(r) \(i)",
                                token: "wl-\(run)-\(plan.seed)-\(r)-\(i)", endpoint: (r + i) % plan.endpoints.count,
                                plan: plan, file: file, seed: seed)
        }
        let host = seats[0]
        guard await host.enter(room: nil), let room = host.room else {
            report.problems.append("room \(r): the host could not open a room")
            return report
        }
        report.rooms.append(room)
        let startsAt = Int(Date().timeIntervalSince1970 * 1000) + 7_200_000
        let planned = await host.send("night.create", ["title": .string("Night \(r)"), "starts_at_ms": .int(startsAt)])
        let night: String? = if case let .ok(frame) = planned { frame[string: "night"] } else { nil }
        for seat in seats.dropFirst() where !(await seat.enter(room: room)) {
            report.problems.append("\(seat.process): could not join room \(room)")
        }
        let tallies = await withTaskGroup(of: WorkloadTally.self) { group in
            for (i, seat) in seats.enumerated() where seat.room != nil {
                group.addTask {
                    var player = WorkloadPlayer(seat: seat, roomIndex: r, index: i, night: night)
                    await player.play(until: stop)
                    return player.tally
                }
            }
            var all: [WorkloadTally] = []
            for await tally in group { all.append(tally) }
            return all
        }
        for tally in tallies { report.tally.merge(tally) }
        report.problems += await finalReads(host, night: night)
        return report
    }

    /// The host's final reads, after every player of the room stopped writing.
    private static func finalReads(_ host: WorkloadSeat, night: String?) async -> [String] {
        var problems: [String] = []
        if !host.connected, let why = await host.reseat() { return ["\(host.process): no seat for the final reads (\(why))"] }
        if host.view.now.game != nil { _ = await host.send("game.stop") }
        let final: [String: JSONValue] = ["final": .bool(true)]
        for (type, params) in [("room.snapshot", final)] + pages("wheel.list") + pages("wyr.history")
            + (night.map { [("night.get", final.merging(["night": .string($0)]) { $1 })] } ?? []) + [("room.bans", final)] {
            var offset = 0
            while true {
                var query = params
                if params["offset"] != nil { query["offset"] = .int(offset) }
                guard case let .ok(frame) = await host.send(type, query, timeout: .seconds(20)) else {
                    problems.append("\(host.process): final \(type) got no answer")
                    break
                }
                guard params["offset"] != nil, let next = frame[int: "next_offset"] else { break }
                offset = next
            }
        }
        return problems
    }

    /// A paged read from its first page (the loop above follows `next_offset`).
    private static func pages(_ type: String) -> [(String, [String: JSONValue])] {
        [(type, ["final": .bool(true), "offset": .int(0), "limit": .int(20)])]
    }
}

/// What a workload run did.
public struct WorkloadReport: Sendable {
    /// The rooms opened.
    public var rooms: [String] = []
    /// What the players' requests came to.
    public var tally = WorkloadTally()
    /// What kept the run from doing what it should (a room not opened, a final read missing).
    public var problems: [String] = []

    mutating func merge(_ other: WorkloadReport) {
        rooms += other.rooms
        tally.merge(other.tally)
        problems += other.problems
    }
}
