import PartyServer
import Synchronization

/// A server clock that only moves when a test says so: no game deadline passes by itself,
/// so every end-to-end game test is deterministic. A frozen clock also means the server's
/// real-time timers never find anything due; tests advance the clock past a deadline and then
/// send the next request, which the server checks against the (new) time first.
public final class GameTestClock: Sendable {
    private let millis: Atomic<Int64>

    /// Starts at a fixed, realistic Unix time.
    public init(start: Int64 = 1_760_000_000_000) { millis = Atomic(start) }

    /// The current test time in Unix milliseconds.
    public var now: Int64 { millis.load(ordering: .sequentiallyConsistent) }

    /// Moves the clock forward by `ms`.
    public func advance(by ms: Int64) { millis.add(ms, ordering: .sequentiallyConsistent) }

    /// Sets the clock to `time` (never backwards).
    public func advance(to time: Int64) {
        let current = now
        if time > current { advance(by: time - current) }
    }

    /// The clock as the server reads it.
    public var serverClock: ServerClock { ServerClock { [self] in self.now } }
}
