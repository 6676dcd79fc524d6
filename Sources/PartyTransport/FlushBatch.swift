import Dispatch
import Synchronization

/// The connections of one ``EventLoop`` that have bytes to write, flushed once per pass of the
/// loop — the way an event loop flushes its dirty channels at the end of a tick.
///
/// The rule for sending is one and the same whoever sends: ``Connection/send(_:)`` appends to the
/// connection's pending bytes and, when they were empty, adds the connection here. The first
/// connection added schedules one flush block at the back of the loop's queue, behind whatever
/// the loop already has to do (more ready sockets, room turns); the flush then writes each
/// connection once, on its own queue (the loop's). When the loop is quiet that is right after the
/// turn that sent; under load the batch grows, and so do the writes, while their number falls.
///
/// Safe from any thread: the list is guarded; the flush runs on the loop.
public final class FlushBatch: Sendable {
    private let queue: DispatchQueue
    private let state = Mutex(State())

    private struct State: ~Copyable {
        var due: [Connection] = []
        var spare: [Connection] = []
        var scheduled = false
    }

    /// A batch for the loop `queue`.
    public init(loop queue: DispatchQueue) { self.queue = queue }

    /// The loop this batch flushes on.
    public var loop: DispatchQueue { queue }

    /// Registers a connection of this loop that has bytes to write when the batch flushes.
    func add(_ connection: Connection) {
        let schedule = state.withLock { s -> Bool in
            s.due.append(connection)
            guard !s.scheduled else { return false }
            s.scheduled = true
            return true
        }
        if schedule { queue.async { self.flush() } }
    }

    private func flush() {
        var due = state.withLock { s -> [Connection] in
            var taken = s.spare
            swap(&taken, &s.due)
            s.scheduled = false
            return taken
        }
        for connection in due { connection.flushPending() }
        due.removeAll(keepingCapacity: due.capacity <= 4096)
        state.withLock { s in if s.spare.isEmpty { s.spare = due } }
    }
}
