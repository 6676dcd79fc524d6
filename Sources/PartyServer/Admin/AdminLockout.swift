/// Failed console logins per client address (contract §9: a rate limit on failed attempts).
/// Each address has a bucket of ``AdminConfig/failureBurst`` failures that refills one every
/// ``AdminConfig/failureRefillSeconds``; once it is empty, every request from that address is
/// refused with 429 *before its token is looked at*, so guessing the token from one address
/// gets about ten tries a minute. Pure: the time comes in.
struct AdminLockout: Sendable {
    /// Addresses remembered at most; the least recently failed ones are forgotten first.
    static let maxAddresses = 4096

    private let burst: Double
    private let perSecond: Double
    private var buckets: [String: (limiter: RateLimiter, lastFailure: Int64)] = [:]

    init(burst: Double, refillSeconds: Double) {
        self.burst = burst
        self.perSecond = 1 / refillSeconds
    }

    /// Whether `address` may try a token now (its bucket is not empty). Takes nothing.
    mutating func allows(_ address: String, now: Int64) -> Bool {
        guard var entry = buckets[address] else { return true }
        let allowed = entry.limiter.hasToken(now: now)
        if entry.limiter.isFull(now: now) { buckets[address] = nil } else { buckets[address] = entry }
        return allowed
    }

    /// Counts a failed attempt from `address` (no token, a wrong or empty one).
    mutating func failed(_ address: String, now: Int64) {
        var entry = buckets[address] ?? (RateLimiter(rate: perSecond, burst: burst, now: now), now)
        _ = entry.limiter.allow(now: now)
        entry.lastFailure = now
        buckets[address] = entry
        if buckets.count > Self.maxAddresses, let oldest = buckets.min(by: { $0.value.lastFailure < $1.value.lastFailure })?.key {
            buckets[oldest] = nil
        }
    }

    /// Seconds until `address` may try again (for `Retry-After`): at least 1.
    func retryAfterSeconds() -> Int { max(1, Int((1 / perSecond).rounded(.up))) }
}
