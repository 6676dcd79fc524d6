/// A coin's face.
public enum CoinSide: String, Codable, Sendable, CaseIterable {
    /// Drawn when `uniform(below: 2) == 0`.
    case heads
    /// Drawn when `uniform(below: 2) == 1`.
    case tails
}

/// The outcome of `coin.flip`: the payload of `coin.flipped` (the server adds `player_id`,
/// `nonce`, `client_seed` and `commitment`).
public struct CoinFlipResult: Codable, Sendable, Equatable {
    /// The face that came up.
    public var side: CoinSide
    /// Whole spins for the animation (5...7).
    public var spins: Int

    /// Creates a result.
    public init(side: CoinSide, spins: Int) {
        self.side = side
        self.spins = spins
    }
}

/// Flips a coin with an injected random source.
public enum CoinFlip {
    /// Draws, in order: `side = uniform(below: 2) == 0 ? heads : tails`, `spins = 5 + uniform(below: 3)`.
    public static func flip(rng: inout some RandomSource) -> CoinFlipResult {
        let side: CoinSide = rng.uniform(below: 2) == 0 ? .heads : .tails
        let spins = 5 + rng.uniform(below: 3)
        return CoinFlipResult(side: side, spins: spins)
    }
}
