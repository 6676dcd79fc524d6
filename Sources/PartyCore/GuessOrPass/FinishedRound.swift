/// A finished round as the server persists it (best scores per player, category and mode).
public struct FinishedRound: Sendable, Equatable, Codable {
    /// Who guessed.
    public var guesser: PlayerID
    /// The game's category (`mixed` counts as its own category).
    public var category: GuessOrPassCategory
    /// The game's mode: each mode keeps its own best scores.
    public var mode: GuessOrPassMode
    /// Correct cards in the round.
    public var score: Int
    /// When the round ended (server clock).
    public var at: UnixMillis

    /// Creates a finished round record.
    public init(guesser: PlayerID, category: GuessOrPassCategory, mode: GuessOrPassMode = .secret, score: Int, at: UnixMillis) {
        self.guesser = guesser
        self.category = category
        self.mode = mode
        self.score = score
        self.at = at
    }

    private enum CodingKeys: String, CodingKey { case guesser, category, mode, score, at }

    /// Decodes a record; `mode` (absent in records from before modes) defaults to `secret`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(guesser: try c.decode(PlayerID.self, forKey: .guesser),
                  category: try c.decode(GuessOrPassCategory.self, forKey: .category),
                  mode: try c.decodeIfPresent(GuessOrPassMode.self, forKey: .mode) ?? .secret,
                  score: try c.decode(Int.self, forKey: .score), at: try c.decode(UnixMillis.self, forKey: .at))
    }
}

/// The payload of `gop.round_ended`: the round is over, so every word may be shown.
public struct GuessOrPassRoundSummary: Sendable, Equatable {
    /// The round number, from 1.
    public var round: Int
    /// What the server persists; also carries guesser, category and score for the wire.
    public var finished: FinishedRound
    /// Every card dealt in the round, with its outcome.
    public var cards: [GuessOrPassCard]
    /// The guesser's best score for the category in the game's mode, this round included.
    public var bestScore: Int
    /// Whether this round beat the previous best.
    public var newBest: Bool
    /// The guesser's best score for the category before this round.
    public var previousBest: Int
    /// Whether the server stored the round; when it could not, ``unsaved()`` says so on the wire.
    public var saved = true
    /// When the next round's countdown starts; nil when the game is over.
    public var nextRoundAtMs: UnixMillis?

    /// Creates a round summary.
    /// `previousBest` defaults to `bestScore`, or 0 for a new best.
    public init(round: Int, finished: FinishedRound, cards: [GuessOrPassCard], bestScore: Int, newBest: Bool,
                previousBest: Int? = nil, nextRoundAtMs: UnixMillis?) {
        self.previousBest = previousBest ?? (newBest ? 0 : bestScore)
        self.round = round
        self.finished = finished
        self.cards = cards
        self.bestScore = bestScore
        self.newBest = newBest
        self.nextRoundAtMs = nextRoundAtMs
    }

    /// The summary of a round the server could not store: `saved: false` on the wire, no new
    /// best, and the best score that was stored before the round.
    public func unsaved() -> GuessOrPassRoundSummary {
        var summary = self
        summary.saved = false
        summary.newBest = false
        summary.bestScore = previousBest
        return summary
    }
}
