/// What happened in a Guess or Pass game. `encode(to:)` writes only the flat payload
/// fields with their wire names; the server adds `type` (``wireType``), `room` and `seq`.
public enum GuessOrPassEvent: Sendable, Equatable, Encodable {
    /// `gop.countdown` {guesser, category, round, starts_at_ms, ends_at_ms}: ends when the round starts.
    case countdown(guesser: PlayerID, category: GuessOrPassCategory, round: Int, startsAtMs: UnixMillis, endsAtMs: UnixMillis)
    /// `gop.round_started` {guesser, category, round, ends_at_ms, duration_ms}.
    case roundStarted(guesser: PlayerID, category: GuessOrPassCategory, round: Int, endsAtMs: UnixMillis, durationMs: Int64)
    /// `gop.card` {index, word}: to the clue-givers, and in classic mode to the guesser; never to a screen.
    case card(index: Int, word: String)
    /// `gop.card_hidden` {index}: to the screens, and in secret mode to the guesser.
    case cardHidden(index: Int)
    /// `gop.card_resolved` {index, word, outcome, by}: to everyone.
    case cardResolved(index: Int, word: String, outcome: CardOutcome, by: PlayerID)
    /// `gop.guess_missed` {player_id, text}: the guesser's wrong guess, to everyone.
    case guessMissed(playerID: PlayerID, text: String)
    /// `gop.round_ended` {guesser, category, mode, round, score, cards, best_score, new_best, next_round_at_ms?}.
    case roundEnded(GuessOrPassRoundSummary)
    /// `gop.game_over` {scoreboard, reason}: scoreboard sorted best first.
    case gameOver(scoreboard: [GuessOrPassScore], reason: GuessOrPassEndReason)

    /// The wire event name.
    public var wireType: String {
        switch self {
        case .countdown: "gop.countdown"
        case .roundStarted: "gop.round_started"
        case .card: "gop.card"
        case .cardHidden: "gop.card_hidden"
        case .cardResolved: "gop.card_resolved"
        case .guessMissed: "gop.guess_missed"
        case .roundEnded: "gop.round_ended"
        case .gameOver: "gop.game_over"
        }
    }

    enum CodingKeys: String, CodingKey {
        case guesser, category, mode, round, index, word, outcome, by, text, score, cards, scoreboard, reason
        case startsAtMs = "starts_at_ms"
        case endsAtMs = "ends_at_ms"
        case durationMs = "duration_ms"
        case playerID = "player_id"
        case bestScore = "best_score"
        case newBest = "new_best"
        case saved
        case nextRoundAtMs = "next_round_at_ms"
    }

    /// Writes the payload fields (flat, snake_case); absent optionals are omitted.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .countdown(guesser, category, round, startsAtMs, endsAtMs):
            try c.encode(guesser, forKey: .guesser)
            try c.encode(category, forKey: .category)
            try c.encode(round, forKey: .round)
            try c.encode(startsAtMs, forKey: .startsAtMs)
            try c.encode(endsAtMs, forKey: .endsAtMs)
        case let .roundStarted(guesser, category, round, endsAtMs, durationMs):
            try c.encode(guesser, forKey: .guesser)
            try c.encode(category, forKey: .category)
            try c.encode(round, forKey: .round)
            try c.encode(endsAtMs, forKey: .endsAtMs)
            try c.encode(durationMs, forKey: .durationMs)
        case let .card(index, word):
            try c.encode(index, forKey: .index)
            try c.encode(word, forKey: .word)
        case let .cardHidden(index):
            try c.encode(index, forKey: .index)
        case let .cardResolved(index, word, outcome, by):
            try c.encode(index, forKey: .index)
            try c.encode(word, forKey: .word)
            try c.encode(outcome, forKey: .outcome)
            try c.encode(by, forKey: .by)
        case let .guessMissed(playerID, text):
            try c.encode(playerID, forKey: .playerID)
            try c.encode(text, forKey: .text)
        case let .roundEnded(summary):
            try c.encode(summary.finished.guesser, forKey: .guesser)
            try c.encode(summary.finished.category, forKey: .category)
            try c.encode(summary.finished.mode, forKey: .mode)
            try c.encode(summary.round, forKey: .round)
            try c.encode(summary.finished.score, forKey: .score)
            try c.encode(summary.cards, forKey: .cards)
            try c.encode(summary.bestScore, forKey: .bestScore)
            try c.encode(summary.newBest, forKey: .newBest)
            if !summary.saved { try c.encode(false, forKey: .saved) }
            try c.encodeIfPresent(summary.nextRoundAtMs, forKey: .nextRoundAtMs)
        case let .gameOver(scoreboard, reason):
            try c.encode(scoreboard, forKey: .scoreboard)
            try c.encode(reason, forKey: .reason)
        }
    }
}
