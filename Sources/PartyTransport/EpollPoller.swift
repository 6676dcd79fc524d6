import CPartyEpoll
import Dispatch
import Glibc

/// One epoll instance for one event loop: the loop's connections register their sockets here,
/// and whoever drives the loop (``EpollPoller/startSource()``, or an ``EpollThread`` blocking in
/// `epoll_wait`) hands the ready events to ``serve(_:count:)`` on the loop's queue, which runs each
/// ready connection inline — the design of SwiftNIO's `SelectableEventLoop`, kept inside Dispatch.
///
/// A ready connection gets a bounded number of reads, so one busy peer cannot starve the others.
/// Registrations are level-triggered: a connection that still has bytes waiting after its bounded
/// reads is reported again by the next wait, after every other ready connection had its go.
/// `EPOLLOUT` is asked for only while a connection's write would block.
///
/// `@unchecked Sendable`: every mutable property is touched only on `queue` (the events buffer of
/// the Dispatch-source driver too; the thread driver keeps a buffer of its own).
final class EpollPoller: @unchecked Sendable {
    /// Most ready sockets handled per pass.
    static let maxEventsPerTick = 256

    // The epoll event bits (the `EPOLL_EVENTS` enum of <sys/epoll.h>).
    static let readable: UInt32 = 0x001
    static let writable: UInt32 = 0x004
    static let error: UInt32 = 0x008
    static let hangUp: UInt32 = 0x010

    let queue: DispatchQueue
    let epfd: Int32
    /// The Dispatch read source on `epfd`, when the loop is driven by one.
    var source: DispatchSourceRead?
    /// The registered connections by file descriptor, with a generation that tells a stale event
    /// (for a descriptor closed and reused since `epoll_wait` returned) from a current one.
    private var slots: [Slot] = []
    private var generation: UInt32 = 0
    /// Room for the events of one pass of the Dispatch-source driver.
    let events: EpollEvents

    private struct Slot {
        var connection: Connection?
        var generation: UInt32 = 0
        /// The events asked for; nil while the descriptor is not in the epoll set.
        var interest: UInt32?
    }

    /// Creates the epoll instance for the loop `queue`; nothing watches it until a driver starts.
    init(queue: DispatchQueue) {
        self.queue = queue
        self.epfd = CPartyEpoll_create()
        precondition(epfd >= 0, "epoll_create1 failed: \(Socket.errorText(errno))")
        events = EpollEvents(count: Self.maxEventsPerTick)
    }

    deinit { source?.cancel() }

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

    /// Runs the first `count` ready events in `ready`: reads, then writes, for each ready
    /// connection still registered as it was when the wait returned. On the loop's queue.
    func serve(_ ready: UnsafeMutablePointer<epoll_event>, count: Int) {
        dispatchPrecondition(condition: .onQueue(queue))
        for i in 0..<count {
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
    }
}

/// A C array of `epoll_event`s (the struct is packed, so it is allocated and read in C).
final class EpollEvents: @unchecked Sendable {
    /// The events, for `CPartyEpoll_poll`/`CPartyEpoll_wait` and ``EpollPoller/serve(_:count:)``.
    let pointer: UnsafeMutablePointer<epoll_event>
    /// How many the array holds.
    let count: Int

    init(count: Int) {
        guard let events = CPartyEpoll_new_events(Int32(count)) else { fatalError("out of memory") }
        pointer = events
        self.count = count
    }

    deinit { CPartyEpoll_free_events(pointer) }
}
