/// A token bucket: `rate` requests per second sustained, bursts up to `burst`.
struct RateLimiter: Sendable {
    private let rate: Double
    private let burst: Double
    private var tokens: Double
    private var last: Int64

    init(rate: Double, burst: Double, now: Int64) {
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last = now
    }

    /// Takes `cost` tokens (one by default) if there are that many. `now` in milliseconds.
    mutating func allow(now: Int64, cost: Double = 1) -> Bool {
        refill(now: now)
        guard tokens >= cost else { return false }
        tokens -= cost
        return true
    }

    /// Whether a token is there, without taking it.
    mutating func hasToken(now: Int64) -> Bool {
        refill(now: now)
        return tokens >= 1
    }

    /// Whether the bucket has refilled to its burst.
    mutating func isFull(now: Int64) -> Bool {
        refill(now: now)
        return tokens >= burst
    }

    private mutating func refill(now: Int64) {
        let elapsed = Double(max(0, now - last)) / 1000
        last = now
        tokens = min(burst, tokens + elapsed * rate)
    }
}
