/// The budget of WebSocket frames that are not requests: pings, pongs, the fragments of a
/// message before its last, and empty messages. A request (a text message with content) is
/// charged by the session's request rate limit; these cost the server work too (a pong to
/// write, a frame to parse) and used to cost nothing, so 8 connections sending 847k pings a
/// second starved every room.
///
/// A token bucket of the same shape as the request limit (`rate` a second, bursts of `burst`).
/// A frame over budget is not answered (no pong) and otherwise ignored; a peer that keeps
/// sending past the budget — more than `burst` frames refused since the last one allowed — is
/// flooding, and its connection is closed with 1008 (policy violation).
public struct FrameBudget: Sendable, Equatable {
    /// What a frame gets from the budget.
    public enum Verdict: Equatable, Sendable {
        /// Within budget: handle the frame.
        case allowed
        /// Over budget: ignore the frame (a ping gets no pong).
        case refused
        /// Over budget for more than a burst in a row: close the connection (1008).
        case flooding
    }

    /// Frames a second sustained.
    public let rate: Double
    /// Frames allowed at once after a quiet spell.
    public let burst: Double
    private var tokens: Double
    private var last: Int64?
    private var refusedInARow = 0

    /// A full budget of `rate` frames a second with bursts of `burst`.
    public init(rate: Double, burst: Double) {
        self.rate = rate
        self.burst = burst
        self.tokens = burst
    }

    /// Charges one frame arriving at `now` (milliseconds on any steady clock).
    public mutating func charge(now: Int64) -> Verdict {
        let elapsed = last.map { Double(max(0, now - $0)) / 1000 } ?? 0
        last = now
        tokens = min(burst, tokens + elapsed * rate)
        if tokens >= 1 {
            tokens -= 1
            refusedInARow = 0
            return .allowed
        }
        refusedInARow += 1
        return Double(refusedInARow) > burst ? .flooding : .refused
    }
}
