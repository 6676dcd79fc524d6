import Dispatch
import Glibc
import Synchronization

/// Gives the memory of closed connections, and of crowds taking their seats, back to the
/// operating system.
///
/// glibc's malloc keeps freed memory in its arenas for reuse, so after a burst of connections
/// (a flood of half-open TLS handshakes: each costs OpenSSL about 48 KB) the process's resident
/// size stays at its peak although nothing is allocated any more, and fragmentation makes each
/// burst keep a little more. Measured with 3,000 half-open handshakes per round (release build,
/// 31 MB at rest): 174 MB after the first round and +10 to +30 MB more per round; with these trims,
/// 35–41 MB after every round, with no growth from round to round. So once enough connections have closed, a trim runs when the burst
/// has calmed down (fewer than ``busyCloses`` closes in the last `delay`), and every
/// ``maxPostpones`` delays while it goes on, off the connection queues.
///
/// Seats taken count like closes (``seatTaken()``): seating a crowd leaves the same kind of
/// freed-but-kept memory (every join's reply and the digests fanned out to the room as it
/// fills). Measured (issue 24, 8 players + 10,000 WebSocket audience members in one room,
/// release build): 520 MB resident after the set-up, 157 MB after one `malloc_trim(0)`.
final class MemoryTrimmer: Sendable {
    /// Closes that make a trim worthwhile (normal churn of a few connections does not trim).
    let closesBeforeTrim: Int
    /// How long after the close that triggered it the trim runs (closes in a burst share one).
    let delay: DispatchTimeInterval
    private let trim: @Sendable () -> Void

    /// How many times a busy burst may push the trim back by another `delay` before one runs anyway.
    static let maxPostpones = 5
    /// Closes within one `delay` that mean the burst is still going on.
    static let busyCloses = 8

    private struct State {
        var closes = 0
        var scheduled = false
        /// Closes since the trim was scheduled (or last postponed).
        var closesWhileScheduled = 0
        var postpones = 0
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "partyline.malloc-trim", qos: .utility)

    /// A trimmer that, once `closesBeforeTrim` connections have closed, calls `trim` (glibc's
    /// `malloc_trim(0)` by default) when the closes have calmed down for `delay`.
    init(closesBeforeTrim: Int = 64, delay: DispatchTimeInterval = .seconds(1),
         trim: @escaping @Sendable () -> Void = { _ = MemoryTrimmer.mallocTrim?(0) }) {
        self.closesBeforeTrim = closesBeforeTrim
        self.delay = delay
        self.trim = trim
    }

    /// Closes counted since the server started (game sessions, HTTP connections, TLS handshakes).
    var closesCounted: Int { total.load(ordering: .relaxed) }
    private let total = Atomic<Int>(0)

    /// A connection closed (its memory is freed or about to be): any connection, a game
    /// session, an HTTP client or a TLS handshake that never finished.
    func connectionClosed() {
        total.add(1, ordering: .relaxed)
        burstEvent()
    }

    /// A member took a seat (`room.create`, `room.join`): a crowd filling a room is a burst too.
    func seatTaken() {
        burstEvent()
    }

    /// One event of a possible burst: schedules the trim once there were enough.
    private func burstEvent() {
        let schedule = state.withLock { s -> Bool in
            s.closes += 1
            if s.scheduled { s.closesWhileScheduled += 1 }
            guard s.closes >= closesBeforeTrim, !s.scheduled else { return false }
            s.scheduled = true
            return true
        }
        if schedule { scheduleTrim() }
    }

    /// Trims once the closes have paused for `delay`: the memory of the burst's last
    /// connections is freed by then too.
    private func scheduleTrim() {
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            let (trimNow, again) = state.withLock { s -> (Bool, Bool) in
                guard s.closesWhileScheduled >= Self.busyCloses else {
                    s = State()
                    return (true, false)
                }
                // Still busy: look again later; trim now and then so a long flood is bounded too.
                s.closesWhileScheduled = 0
                s.postpones += 1
                guard s.postpones >= Self.maxPostpones else { return (false, true) }
                s.postpones = 0
                return (true, true)
            }
            if trimNow { trim() }
            if again { scheduleTrim() }
        }
    }

    /// glibc's `malloc_trim` (not in Swift's Glibc module), looked up once; nil on other C libraries.
    static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
}
