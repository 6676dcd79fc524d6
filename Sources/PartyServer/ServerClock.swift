import Glibc
import PartyCore

/// The server's wall clock in Unix milliseconds, injectable for tests.
public struct ServerClock: Sendable {
    /// Reads the current time.
    public var now: @Sendable () -> UnixMillis

    /// Creates a clock from a reader.
    public init(now: @escaping @Sendable () -> UnixMillis) { self.now = now }

    /// The system's real-time clock.
    public static let system = ServerClock {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return UnixMillis(ts.tv_sec) * 1000 + UnixMillis(ts.tv_nsec / 1_000_000)
    }
}
