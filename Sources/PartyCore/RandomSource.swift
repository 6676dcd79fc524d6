/// A source of random 64-bit words injected into every rule that needs chance.
///
/// Tests pass a seeded ``SplitMix64``; the server passes a provably fair HMAC stream
/// (module PartyFair) for randomizer results and a seeded generator elsewhere.
public protocol RandomSource: RandomNumberGenerator {}

extension RandomSource {
    /// A uniform integer in `0..<bound` by rejection sampling, with no modulo bias.
    ///
    /// The exact rule (documented in `Protocol/PROTOCOL.md` so anyone can re-derive results):
    /// let `m = bound`, `limit = floor(2^64 / m) * m`; draw 64-bit words `x` with `next()`
    /// until `x < limit`; the result is `x mod m`. When `m` divides 2^64 every word is accepted.
    public mutating func uniform(below bound: Int) -> Int {
        precondition(bound > 0, "uniform(below:) needs a positive bound")
        let m = UInt64(bound)
        // floor(2^64 / m) * m, computed without overflow; 0 stands for 2^64 (m is a power of two).
        let remainder = (UInt64.max % m &+ 1) % m
        let limit = 0 &- remainder  // 2^64 - (2^64 mod m), wrapping: 0 means "accept everything"
        while true {
            let x = next()
            if limit == 0 || x < limit { return Int(x % m) }
        }
    }
}

/// A small, fast, seedable generator (SplitMix64) for deterministic tests and non-fair shuffles.
public struct SplitMix64: RandomSource, Sendable {
    private var state: UInt64

    /// Creates a generator whose whole output is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64-bit word.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
