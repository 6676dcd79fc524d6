import Dispatch

/// One event loop: a serial queue that owns a set of connections outright (they share it; none
/// has a queue of its own), the epoll instance that tells it which of them are ready, and the
/// write batch that flushes what was sent to them.
///
/// Rooms' queues and the listeners' queues target ``queue``, so everything that runs on a loop
/// runs one block at a time on at most one thread.
public final class EventLoop: Sendable {
    /// How a loop learns that a socket is ready.
    public enum Readiness: String, Sendable, CaseIterable {
        /// One epoll instance per loop, woken by one Dispatch source on its descriptor and polled
        /// on the loop's queue (``EpollPoller``, issue 24). The default.
        case epoll
        /// One epoll instance per loop and a thread of the loop's own blocking in `epoll_wait`,
        /// serving ready sockets inline on the loop's queue (``EpollThread``, issue 33): no
        /// crossing of libdispatch's manager thread per wake-up.
        case thread
        /// A Dispatch read (and, while a write blocks, write) source per socket, targeting the loop's
        /// queue: each ready socket is handed over by libdispatch's manager thread.
        case dispatch
    }

    /// The serial queue every connection of this loop runs on.
    public let queue: DispatchQueue
    /// What was sent to this loop's connections and is written at the end of the loop's pass.
    public let batch: FlushBatch
    /// How this loop watches its sockets.
    public let readiness: Readiness
    /// Work that waits behind everything else the loop has to do, a few items per turn.
    public let backlog: LoopBacklog
    /// The loop's epoll instance; nil when sockets are watched by Dispatch sources.
    let poller: EpollPoller?

    /// Creates a loop named `label` that watches its sockets as `readiness` says.
    public init(label: String, readiness: Readiness) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
        batch = FlushBatch(loop: queue)
        backlog = LoopBacklog(loop: queue)
        self.readiness = readiness
        switch readiness {
        case .dispatch:
            poller = nil
        case .epoll:
            let poller = EpollPoller(queue: queue)
            poller.startSource()
            self.poller = poller
        case .thread:
            let poller = EpollPoller(queue: queue)
            EpollThread.start(poller: poller, batch: batch, name: label)
            self.poller = poller
        }
    }
}
