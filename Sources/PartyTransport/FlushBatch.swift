import Dispatch
import Glibc

/// Groups the writes of a loop's work so that a connection sent to several times before the
/// loop comes round is written once — the way an event loop flushes its dirty channels at the
/// end of a tick.
///
/// Work runs "in" a batch through ``run(on:_:)`` (a room's turn on its loop). Inside it,
/// ``Connection/send(_:)`` only appends and registers the connection with the batch; the first
/// registration schedules one flush block at the end of the loop's queue, behind whatever the
/// loop already has to do (more reads, more room turns). When the loop is quiet that is right
/// after the turn; under load the batch grows, and so do the writes, while their number falls.
/// The flush writes plain connections that have nothing else in flight directly
/// (``Connection/flushFromBatch()``); the others get their usual flush block.
///
/// `@unchecked Sendable`: `connections` and `scheduled` are touched only by work running on
/// `queue` (blocks of queues that target it, or the flush block itself), one at a time.
public final class FlushBatch: @unchecked Sendable {
    private let queue: DispatchQueue
    private var connections: [Connection] = []
    private var scheduled = false

    /// A batch for the loop `queue` (a serial queue other queues target).
    public init(loop queue: DispatchQueue) { self.queue = queue }

    /// The loop this batch flushes on.
    public var loop: DispatchQueue { queue }

    /// Runs `body` (already on `batch`'s loop) with `batch` open on this thread.
    public static func run<T>(on batch: FlushBatch, _ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(batch).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try body()
    }

    /// The batch open on this thread, if any.
    static var current: FlushBatch? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<FlushBatch>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Registers a connection that has bytes to write when the batch flushes.
    func add(_ connection: Connection) {
        connections.append(connection)
        guard !scheduled else { return }
        scheduled = true
        queue.async { self.flush() }
    }

    private func flush() {
        let due = connections
        connections.removeAll(keepingCapacity: true)
        scheduled = false
        for connection in due { connection.flushFromBatch() }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
