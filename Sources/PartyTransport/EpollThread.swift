import CPartyEpoll
import Dispatch
import Glibc

/// The loop without the hand-off (``EventLoop/Readiness/thread``, issue 33): a thread of the
/// loop's own blocks in `epoll_wait` and serves what is ready inline — as SwiftNIO's
/// `SelectableEventLoop` does — inside `queue.sync` on the loop's serial queue, so a socket's
/// readiness reaches its connection without crossing libdispatch's manager thread, and the
/// loop's queue still runs one thing at a time (rooms, timers and listeners stay on Dispatch
/// queues that target it).
///
/// While the queue is idle, `sync` runs the block on this thread at once; while a room's turn
/// holds it, this thread waits for the turn to end (readiness is level-triggered: nothing is lost
/// meanwhile). What the pass sends is written at its end, on this thread, before it waits again
/// (``FlushBatch/flushing(_:)``): a reply the session gives inline leaves in the same pass.
///
/// The thread lives as long as the process, as the loops do (``EventLoops/shared``).
final class EpollThread: @unchecked Sendable {
    private let poller: EpollPoller
    private let batch: FlushBatch
    private let name: String
    /// This thread's own room for ready events (only this thread touches it).
    private let events = EpollEvents(count: EpollPoller.maxEventsPerTick)

    private init(poller: EpollPoller, batch: FlushBatch, name: String) {
        self.poller = poller
        self.batch = batch
        self.name = name
    }

    /// Starts a thread named after `name`'s last two parts ("loop.0") that drives `poller`, flushing
    /// `batch` at the end of each pass.
    static func start(poller: EpollPoller, batch: FlushBatch, name: String) {
        let driver = EpollThread(poller: poller, batch: batch, name: name)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(driver).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<EpollThread>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        precondition(started == 0, "pthread_create failed: \(Socket.errorText(started))")
        pthread_detach(thread)
    }

    private func run() {
        CPartyEpoll_name_thread(String(name.split(separator: ".").suffix(2).joined(separator: ".").prefix(15)))
        let queue = poller.queue
        while true {
            let count = CPartyEpoll_wait(poller.epfd, events.pointer, Int32(events.count))
            precondition(count >= 0, "epoll_wait failed: \(Socket.errorText(errno))")
            guard count > 0 else { continue }
            queue.sync {
                batch.flushing { poller.serve(events.pointer, count: Int(count)) }
            }
        }
    }
}
