/// Where a Would You Rather game is. Wire values `"voting"`, `"results"`, `"over"`.
public enum WyrPhase: String, Sendable, Equatable, Codable {
    /// A question is up and votes are open until the deadline.
    case voting
    /// The results are shown; the next question comes at the deadline.
    case results
    /// The game ended (`wyr.game_over` was sent).
    case over
}
