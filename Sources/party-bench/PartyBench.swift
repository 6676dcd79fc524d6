import ArgumentParser
import Foundation
import PartyClient
import PartyProtocol
import Synchronization

/// `party-bench`: a load generator. Opens many bot connections in many rooms, makes every
/// bot chat at a fixed rate, and measures fan-out latency (send → every member received)
/// and throughput. Talks to a running server; it never starts one.
@main
struct PartyBench: AsyncParsableCommand {
    /// Accepts `swift run party-bench -- ARGUMENTS` too: SwiftPM passes that `--` through.
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--" { arguments.removeFirst() }
        await main(arguments)
    }

    static let configuration = CommandConfiguration(
        commandName: "party-bench",
        abstract: "Load generator for a running PartyLine server."
    )

    @Option(help: "Server host.") var host = "127.0.0.1"
    @Option(help: "Server port.") var port = 7777
    @Option(help: "Number of rooms.") var rooms = 10
    @Option(help: "Bots per room.") var botsPerRoom = 5
    @Option(help: "Chat messages per second per bot.") var rate = 2.0
    @Option(help: "Seconds of load after everyone has joined.") var seconds = 10.0
    @Option(help: "chat (fan-out latency), wheels (round trip of a durable write: wheel.create is acknowledged only after its commit), ping (round trip of a request that writes nothing, the baseline for wheels), or idle (seated members that only hold their connection, for memory per connection).")
    var workload = "chat"

    func validate() throws {
        guard rooms >= 1, botsPerRoom >= 1 else { throw ValidationError("--rooms and --bots-per-room must be at least 1") }
        guard rate > 0, rate <= 50 else { throw ValidationError("--rate must be in (0, 50] (the server's default rate limit)") }
        guard seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be in (0, 600]") }
        guard ["chat", "wheels", "ping", "idle"].contains(workload) else { throw ValidationError("--workload must be chat, wheels, ping or idle") }
    }

    func run() async throws {
        let recorder = LatencyRecorder()
        let joinStart = ContinuousClock.now
        var bots: [PartyClient] = []
        for _ in 0..<rooms {
            let hostBot = try await PartyClient.connect(host: host, port: port)
            let code = try await hostBot.request("room.create", ["name": .string("bench0")])[string: "room"] ?? ""
            bots.append(hostBot)
            for i in 1..<botsPerRoom {
                let bot = try await PartyClient.connect(host: host, port: port)
                try await bot.request("room.join", ["room": .string(code), "name": .string("bench\(i)")])
                bots.append(bot)
            }
        }
        let joinTime = ContinuousClock.now - joinStart
        if workload == "idle" {
            print("idle: \(bots.count) seated bots in \(rooms) rooms, joined in \(joinTime); holding for \(seconds) s")
            try await Task.sleep(for: .seconds(seconds))
            for bot in bots { bot.close() }
            return
        }
        for bot in bots { bot.onFrame { frame in recorder.observe(frame) } }

        let interval = Duration.seconds(1 / rate)
        let end = ContinuousClock.now + .seconds(seconds)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for bot in bots {
                group.addTask {
                    var sent = 0
                    var next = ContinuousClock.now
                    while next < end {
                        if workload == "wheels" {
                            let t0 = LatencyRecorder.nowNanos()
                            try await bot.request("wheel.create", ["name": .string("w\(sent % 1000)"), "options": .array([
                                .object(["label": .string("yes"), "weight": .int(1)]), .object(["label": .string("no"), "weight": .int(2)]),
                            ])])
                            recorder.record(LatencyRecorder.nowNanos() - t0)
                        } else if workload == "ping" {
                            let t0 = LatencyRecorder.nowNanos()
                            try await bot.request("ping")
                            recorder.record(LatencyRecorder.nowNanos() - t0)
                        } else {
                            bot.send("chat.send", ["text": .string("t=\(LatencyRecorder.nowNanos())")])
                        }
                        sent += 1
                        next += interval
                        try await Task.sleep(until: next, clock: .continuous)
                    }
                    return sent
                }
            }
            var sent = 0
            for try await n in group { sent += n }
            recorder.sent = sent
        }
        try await Task.sleep(for: .seconds(1))  // let the last fan-out arrive
        for bot in bots { bot.close() }
        print(recorder.report(bots: bots.count, rooms: rooms, seconds: seconds, joinTime: joinTime,
                              perSend: workload == "chat" ? botsPerRoom : 1,
                              what: ["wheels": "durable write round trip", "ping": "plain request round trip"][workload] ?? "fan-out latency"))
    }
}

/// Collects one latency sample per delivered chat message (send time is in the text).
final class LatencyRecorder: Sendable {
    private let samples = Mutex<[UInt64]>([])
    private let sentCount = Atomic<Int>(0)
    private let errors = Atomic<Int>(0)

    var sent: Int {
        get { sentCount.load(ordering: .relaxed) }
        set { sentCount.store(newValue, ordering: .relaxed) }
    }

    static func nowNanos() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    func record(_ nanos: UInt64) { samples.withLock { $0.append(nanos) } }

    func observe(_ frame: ServerFrame) {
        if frame.type == "error" { errors.add(1, ordering: .relaxed); return }
        guard frame.type == "chat.message", let text = frame[string: "text"], text.hasPrefix("t="),
              let sentAt = UInt64(text.dropFirst(2)) else { return }
        let now = Self.nowNanos()
        samples.withLock { $0.append(now >= sentAt ? now - sentAt : 0) }
    }

    func report(bots: Int, rooms: Int, seconds: Double, joinTime: Duration, perSend: Int, what: String) -> String {
        let sorted = samples.withLock { $0.sorted() }
        func pct(_ p: Double) -> String {
            guard !sorted.isEmpty else { return "n/a" }
            let i = min(sorted.count - 1, Int(Double(sorted.count - 1) * p))
            return String(format: "%.2f ms", Double(sorted[i]) / 1e6)
        }
        let expected = sent * perSend
        return """
        bots: \(bots) in \(rooms) rooms, joined in \(joinTime)
        requests sent: \(sent) (\(String(format: "%.0f", Double(sent) / seconds))/s), deliveries: \(sorted.count) of \(expected) expected \
        (\(String(format: "%.0f", Double(sorted.count) / seconds))/s), errors: \(errors.load(ordering: .relaxed))
        \(what) p50 \(pct(0.5)), p90 \(pct(0.9)), p99 \(pct(0.99)), max \(pct(1.0))
        """
    }
}
