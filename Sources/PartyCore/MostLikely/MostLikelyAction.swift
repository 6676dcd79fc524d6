/// A move in Most Likely To.
public enum MostLikelyAction: Sendable, Equatable {
    /// `ml.vote` {player_id}: the player the voter names (never themselves).
    case vote(PlayerID)
}
