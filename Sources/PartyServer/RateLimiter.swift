/// A token bucket: `rate` requests per second sustained, bursts up to `burst`.
struct RateLimiter {
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

    /// Takes one token if there is one. `now` in milliseconds.
    mutating func allow(now: Int64) -> Bool {
        let elapsed = Double(max(0, now - last)) / 1000
        last = now
        tokens = min(burst, tokens + elapsed * rate)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
