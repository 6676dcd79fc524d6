import Dispatch
import Glibc
import Synchronization

/// A small fixed set of event loops (``EventLoop``), one per usable core, the way SwiftNIO has
/// event loops: every connection lives on one of them, and every room and listener queue
/// targets one (`DispatchQueue(label:target:)`).
///
/// A room's or listener's own queue still orders its work, but the work of all of them runs
/// on at most ``count`` threads: a fan-out to a room's members is a few cheap appends on a
/// busy thread instead of a thread wake-up per member, and the process keeps about as many
/// threads as cores.
public final class EventLoops: Sendable {
    /// The loops of this process, sized to the cores it may run on, made on first use with the
    /// readiness ``configureShared(readiness:)`` chose before it, else ``defaultReadiness``.
    public static var shared: EventLoops {
        sharedState.withLock { state in
            if let loops = state.loops { return loops }
            let loops = EventLoops(count: usableCores(), readiness: state.requested ?? defaultReadiness)
            state.loops = loops
            return loops
        }
    }

    /// Chooses how the shared loops watch sockets (`ServerConfig.readiness`, partyd's
    /// `--readiness`). It takes effect only before the shared loops are first used; returns the
    /// readiness they have, or will have, so a caller can tell whether its choice was taken.
    @discardableResult
    public static func configureShared(readiness: EventLoop.Readiness) -> EventLoop.Readiness {
        sharedState.withLock { state in
            if let loops = state.loops { return loops.readiness }
            state.requested = readiness
            return readiness
        }
    }

    private struct SharedState: ~Copyable {
        var loops: EventLoops?
        var requested: EventLoop.Readiness?
    }

    private static let sharedState = Mutex(SharedState())

    /// How the shared loops watch sockets when nobody configured them: one epoll instance per
    /// loop (``EventLoop/Readiness/epoll``), unless the environment's `PARTYLINE_READINESS` names
    /// another (`thread`, `dispatch`) — how a whole test run is switched to another loop.
    public static var defaultReadiness: EventLoop.Readiness {
        guard let raw = getenv("PARTYLINE_READINESS") else { return .epoll }
        return EventLoop.Readiness(rawValue: String(cString: raw)) ?? .epoll
    }

    /// How these loops watch sockets.
    public var readiness: EventLoop.Readiness { loops[0].readiness }

    /// The loops.
    public let loops: [EventLoop]
    private let cursor = Atomic<Int>(0)

    /// Creates `count` (at least one) loops.
    public init(count: Int, readiness: EventLoop.Readiness = .epoll) {
        loops = (0..<max(1, count)).map { EventLoop(label: "partyline.loop.\($0)", readiness: readiness) }
    }

    /// The loops' serial queues.
    public var queues: [DispatchQueue] { loops.map(\.queue) }

    /// The number of loops.
    public var count: Int { loops.count }

    /// The next loop, round robin.
    public func nextLoop() -> EventLoop {
        let n = cursor.add(1, ordering: .relaxed).oldValue
        return loops[n % loops.count]
    }

    /// The queue of the next loop, round robin.
    public func next() -> DispatchQueue { nextLoop().queue }

    /// A new serial queue that runs on the next loop.
    public func makeQueue(label: String) -> DispatchQueue {
        DispatchQueue(label: label, target: next())
    }

    /// The cores this process may run on: its CPU affinity (`Cpus_allowed` in
    /// `/proc/self/status`, so `taskset -c 0` gives one), else the online cores.
    public static func usableCores() -> Int {
        if let allowed = affinityCount(), allowed > 0 { return allowed }
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    private static func affinityCount() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("Cpus_allowed:") else { continue }
            let mask = text.dropFirst("Cpus_allowed:".count)
            return mask.reduce(0) { n, c in n + (c.hexDigitValue.map { $0.nonzeroBitCount } ?? 0) }
        }
        return nil
    }
}
