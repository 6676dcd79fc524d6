/// When a connection's queued frames are written: at once, or held so that the frames a
/// member receives within a few milliseconds leave in one `send()` instead of one each.
///
/// The rule is per connection and a pure decision (the clock is an argument): a connection
/// that has not written within the last ``window`` writes at once — a quiet connection's reply
/// or event pays no delay — and one that has is held until its last write plus ``window``, so
/// a busy connection makes at most one write per window and a frame never waits longer than
/// the window. What is queued past ``flushBytes`` and what a closing connection has queued is
/// written at once. A window of zero (``off``) writes at once, always.
public struct WriteCoalescing: Sendable, Equatable {
    /// The longest a frame is held, in nanoseconds of the monotonic clock; 0: never held.
    public let windowNanoseconds: UInt64
    /// Queued bytes that are written at once even within the window.
    public let flushBytes: Int

    /// What to do with a connection that has bytes queued.
    public enum Decision: Sendable, Equatable {
        /// Write them now.
        case writeNow
        /// Hold them until the monotonic instant given (nanoseconds), then write them all.
        case holdUntil(UInt64)
    }

    /// No coalescing: every flush writes.
    public static let off = WriteCoalescing(windowNanoseconds: 0)

    /// The default size past which held bytes are written at once (one TLS record's worth).
    public static let defaultFlushBytes = 16 * 1024

    /// A rule holding frames for at most `windowNanoseconds` and at most `flushBytes` bytes.
    public init(windowNanoseconds: UInt64, flushBytes: Int = WriteCoalescing.defaultFlushBytes) {
        self.windowNanoseconds = windowNanoseconds
        self.flushBytes = max(1, flushBytes)
    }

    /// A rule holding frames for at most `milliseconds` (0: off).
    public static func milliseconds(_ milliseconds: Int) -> WriteCoalescing {
        WriteCoalescing(windowNanoseconds: UInt64(max(0, milliseconds)) * 1_000_000)
    }

    /// Whether frames may ever be held.
    public var isOn: Bool { windowNanoseconds > 0 }

    /// Whether a connection whose last write was at `lastWrite` (nil: never) and that has
    /// `queuedBytes` queued writes `now` or is held; a `closing` connection always writes.
    public func decide(now: UInt64, lastWrite: UInt64?, queuedBytes: Int, closing: Bool = false) -> Decision {
        guard isOn, !closing, queuedBytes < flushBytes, let lastWrite else { return .writeNow }
        let windowEnd = lastWrite &+ windowNanoseconds
        return now >= windowEnd ? .writeNow : .holdUntil(windowEnd)
    }

    /// Whether a held connection's queue has grown to `queuedBytes` that must go at once.
    public func isFull(_ queuedBytes: Int) -> Bool { queuedBytes >= flushBytes }
}
