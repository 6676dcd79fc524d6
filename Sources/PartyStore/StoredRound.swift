import PartyCore

/// One finished Guess or Pass round in a profile's log.
public struct StoredRound: Sendable, Equatable, Hashable {
    /// The guesser's profile key.
    public var profileKey: String
    /// The round's category.
    public var category: String
    /// The board the round counts on (the game's mode name; each keeps its own best scores).
    public var mode: String
    /// Cards guessed correctly.
    public var score: Int
    /// When the round ended.
    public var at: UnixMillis

    /// Creates a round value.
    public init(profileKey: String, category: String, mode: String,
                score: Int, at: UnixMillis) {
        self.profileKey = profileKey
        self.category = category
        self.mode = mode
        self.score = score
        self.at = at
    }
}
