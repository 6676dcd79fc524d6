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
/// A loop driven by its own thread (``EpollThread``) runs each pass inside ``flushing(_:)``: what
/// the pass sends is written at its end, on that thread, with no block queued behind.
///
/// Safe from any thread: the list is guarded; the flush runs on the loop.
public final class FlushBatch: Sendable {
    private let queue: DispatchQueue
    private let state = Mutex(State())

    private struct State: ~Copyable {
        var due: [Connection] = []
        var spare: [Connection] = []
        var scheduled = false
        /// A pass of ``flushing(_:)`` is running: it writes what is added before it ends.
        var inPass = false
    }

    /// A batch for the loop `queue`.
    public init(loop queue: DispatchQueue) { self.queue = queue }

    /// The loop this batch flushes on.
    public var loop: DispatchQueue { queue }

    /// Registers a connection of this loop that has bytes to write when the batch flushes.
    func add(_ connection: Connection) {
        let schedule = state.withLock { s -> Bool in
            s.due.append(connection)
            guard !s.scheduled, !s.inPass else { return false }
            s.scheduled = true
            return true
        }
        if schedule { queue.async { self.flush() } }
    }

    /// Runs `body` on the loop's queue and then writes every connection added to the batch until
    /// none is left — those `body` sent to and those other queues sent to meanwhile — instead of
    /// queueing a flush block behind it.
    func flushing(_ body: () -> Void) {
        dispatchPrecondition(condition: .onQueue(queue))
        state.withLock { $0.inPass = true }
        body()
        while true {
            var due = state.withLock { s -> [Connection] in
                guard !s.due.isEmpty else { s.inPass = false; return [] }
                var taken: [Connection] = []
                swap(&taken, &s.spare)  // the spare's storage becomes the next list, no allocation
                swap(&taken, &s.due)
                return taken
            }
            if due.isEmpty { return }
            for connection in due { connection.flushPending() }
            due.removeAll(keepingCapacity: due.capacity <= 4096)
            state.withLock { s in if s.spare.isEmpty { s.spare = due } }
        }
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
