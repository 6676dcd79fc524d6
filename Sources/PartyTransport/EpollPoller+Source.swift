import CPartyEpoll
import Dispatch

/// The issue-24 driver (``EventLoop/Readiness/epoll``): a single Dispatch read source on the epoll
/// descriptor wakes the loop's queue, whose tick calls `epoll_wait` with a zero timeout and serves
/// what is ready. While ticks keep finding work the loop polls again itself at the back of its
/// queue, behind the room turns and the flush the tick caused, until a tick finds nothing. Each
/// wake-up from idle crosses libdispatch's manager thread once (``EpollThread`` does not).
extension EpollPoller {
    /// Starts watching the epoll descriptor with a Dispatch source on the loop's queue.
    func startSource() {
        let source = DispatchSource.makeReadSource(fileDescriptor: epfd, queue: queue)
        source.setEventHandler { [unowned self] in tick() }
        self.source = source
        source.resume()
    }

    /// Takes what is ready and runs it, then polls again at the back of the queue while there is work.
    private func tick() {
        dispatchPrecondition(condition: .onQueue(queue))
        let count = CPartyEpoll_poll(epfd, events.pointer, Int32(events.count))
        guard count > 0 else { return }
        serve(events.pointer, count: Int(count))
        // The source stays armed: a version that suspended it while polling lost wake-ups (an
        // event that came between the last empty poll and the resume waited for the next one;
        // the full test suite caught it).
        queue.async { [self] in tick() }
    }
}
