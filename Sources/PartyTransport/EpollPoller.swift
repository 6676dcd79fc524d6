import CPartyEpoll
import Dispatch
import Glibc

/// One epoll instance for one event loop: the loop's connections register their sockets here,
/// and the loop's own serial queue asks which are ready and runs their handlers inline — the
/// design of SwiftNIO's `SelectableEventLoop`, kept inside Dispatch.
///
/// A single Dispatch read source watches the epoll descriptor. When it fires, ``tick()`` calls
/// `epoll_wait` with a zero timeout on the loop's thread and hands each ready socket to its
/// connection (a bounded number of reads each, so one busy peer cannot starve the others). While
/// ticks keep finding work the loop polls again itself at the back of its queue, behind the room
/// turns and the flush the tick caused, until a tick finds nothing.
///
/// Registrations are level-triggered: a connection that still has bytes waiting after its bounded
/// reads is reported again on the next tick, after every other ready connection had its go.
/// `EPOLLOUT` is asked for only while a connection's write would block.
///
/// `@unchecked Sendable`: every mutable property is touched only on `queue`.
final class EpollPoller: @unchecked Sendable {
    /// Most ready sockets handled per tick.
    static let maxEventsPerTick = 256

    // The epoll event bits (the `EPOLL_EVENTS` enum of <sys/epoll.h>).
    static let readable: UInt32 = 0x001
    static let writable: UInt32 = 0x004
    static let error: UInt32 = 0x008
    static let hangUp: UInt32 = 0x010

    private let queue: DispatchQueue
    private let epfd: Int32
    private var source: DispatchSourceRead?
    /// The registered connections by file descriptor, with a generation that tells a stale event
    /// (for a descriptor closed and reused since `epoll_wait` returned) from a current one.
    private var slots: [Slot] = []
    private var generation: UInt32 = 0
    private let events: OpaquePointer

    private struct Slot {
        var connection: Connection?
        var generation: UInt32 = 0
        /// The events asked for; nil while the descriptor is not in the epoll set.
        var interest: UInt32?
    }

    /// Creates the epoll instance for the loop `queue` and starts watching it.
    init(queue: DispatchQueue) {
        self.queue = queue
        self.epfd = CPartyEpoll_create()
        precondition(epfd >= 0, "epoll_create1 failed: \(Socket.errorText(errno))")
        guard let events = CPartyEpoll_new_events(Int32(Self.maxEventsPerTick)) else { fatalError("out of memory") }
        self.events = OpaquePointer(events)
        let source = DispatchSource.makeReadSource(fileDescriptor: epfd, queue: queue)
        source.setEventHandler { [unowned self] in tick() }
        self.source = source
        source.resume()
    }

    deinit {
        source?.cancel()
        CPartyEpoll_free_events(UnsafeMutablePointer(events))
    }

    /// Watches `connection`'s socket for the events in `interest` (``readable``, ``writable``),
    /// adding it to the set or changing what it waits for. On the loop's queue. Returns the
    /// errno when the kernel refuses (`epoll_ctl`: out of memory or of watches), else nil.
    @discardableResult
    func watch(_ connection: Connection, interest: UInt32) -> Int32? {
        let fd = Int(connection.fd)
        if fd >= slots.count { slots.append(contentsOf: repeatElement(Slot(), count: max(fd + 1 - slots.count, slots.count))) }
        if slots[fd].connection !== connection {
            generation &+= 1
            slots[fd] = Slot(connection: connection, generation: generation, interest: nil)
        }
        let old = slots[fd].interest
        guard old != interest, old != nil || interest != 0 else { return nil }
        let tag = UInt64(slots[fd].generation) << 32 | UInt64(UInt32(fd))
        guard CPartyEpoll_watch(epfd, connection.fd, old == nil ? 1 : 0, interest, tag) == 0 else { return errno }
        slots[fd].interest = interest
        return nil
    }

    /// Forgets `connection` (before its descriptor is closed). On the loop's queue.
    func forget(_ connection: Connection) {
        let fd = Int(connection.fd)
        guard fd < slots.count, slots[fd].connection === connection else { return }
        if slots[fd].interest != nil { _ = CPartyEpoll_forget(epfd, connection.fd) }
        slots[fd] = Slot()
    }

    /// Takes what is ready and runs it: reads, then writes, for each ready connection.
    private func tick() {
        dispatchPrecondition(condition: .onQueue(queue))
        let ready = UnsafeMutablePointer<epoll_event>(events)
        let count = CPartyEpoll_poll(epfd, ready, Int32(Self.maxEventsPerTick))
        guard count > 0 else { return }
        for i in 0..<Int(count) {
            let data = CPartyEpoll_data(ready, Int32(i))
            let fd = Int(UInt32(truncatingIfNeeded: data))
            let tag = UInt32(truncatingIfNeeded: data >> 32)
            guard fd < slots.count, slots[fd].generation == tag, let connection = slots[fd].connection,
                  let interest = slots[fd].interest else { continue }
            let bits = CPartyEpoll_bits(ready, Int32(i))
            let failed = bits & (Self.error | Self.hangUp) != 0
            if interest == 0 {
                // Nothing asked for, yet error or hang-up keeps being reported (level-triggered):
                // leave the set until the connection asks for something again.
                if failed, slots[fd].generation == tag {
                    _ = CPartyEpoll_forget(epfd, Int32(fd))
                    slots[fd].interest = nil
                }
                continue
            }
            if bits & Self.readable != 0 || (failed && interest & Self.readable != 0) { connection.readable() }
            guard slots[fd].generation == tag, slots[fd].connection === connection else { continue }
            if bits & Self.writable != 0 || (failed && interest & Self.writable != 0) { connection.writable() }
        }
        // Poll again at the back of the queue while there is work. The source stays armed: a
        // version that suspended it while polling lost wake-ups (an event that came between the
        // last empty poll and the resume waited for the next one; the full test suite caught it).
        queue.async { [self] in tick() }
    }
}
