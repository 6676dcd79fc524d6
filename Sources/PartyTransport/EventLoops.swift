import Dispatch
import Glibc
import Synchronization

/// A small fixed set of serial queues, one per usable core, that every connection and room
/// queue targets (`DispatchQueue(label:target:)`), the way SwiftNIO has event loops.
///
/// A connection's or room's own queue still orders its work, but the work of all of them runs
/// on at most ``count`` threads: a fan-out to a room's members is a few cheap blocks on a
/// busy thread instead of a thread wake-up per member, and the process keeps about as many
/// threads as cores.
public final class EventLoops: Sendable {
    /// The loops of this process, sized to the cores it may run on.
    public static let shared = EventLoops(count: usableCores())

    /// The serial queues.
    public let queues: [DispatchQueue]
    /// One write batch per loop (see ``FlushBatch``).
    public let batches: [FlushBatch]
    private let cursor = Atomic<Int>(0)

    /// Creates `count` (at least one) serial queues.
    public init(count: Int) {
        queues = (0..<max(1, count)).map { DispatchQueue(label: "partyline.loop.\($0)", qos: .userInitiated) }
        batches = queues.map { FlushBatch(loop: $0) }
    }

    /// The number of loops.
    public var count: Int { queues.count }

    /// The next loop, round robin.
    public func next() -> DispatchQueue {
        let n = cursor.add(1, ordering: .relaxed).oldValue
        return queues[n % queues.count]
    }

    /// A new serial queue that runs on the next loop.
    public func makeQueue(label: String) -> DispatchQueue {
        DispatchQueue(label: label, target: next())
    }

    /// A new serial queue that runs on the next loop, with that loop's write batch.
    public func makeBatchedQueue(label: String) -> (queue: DispatchQueue, batch: FlushBatch) {
        let n = cursor.add(1, ordering: .relaxed).oldValue % queues.count
        return (DispatchQueue(label: label, target: queues[n]), batches[n])
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
