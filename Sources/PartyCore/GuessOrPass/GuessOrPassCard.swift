/// How a card ended. Raw values are the wire names of `outcome`.
public enum CardOutcome: String, Sendable, Codable {
    /// Guessed: counts one point.
    case correct
    /// Skipped.
    case pass
    /// Still open (the current card), or open when the round ended.
    case unresolved
}

/// One dealt card with its word and outcome. Wire `{index, word, outcome}`.
public struct GuessOrPassCard: Sendable, Equatable, Codable {
    /// Position within its round, from 0.
    public var index: Int
    /// The word. Never shown to the guesser while `outcome` is `unresolved` and the round runs.
    public var word: String
    /// How it ended so far.
    public var outcome: CardOutcome

    /// Creates a card.
    public init(index: Int, word: String, outcome: CardOutcome) {
        self.index = index
        self.word = word
        self.outcome = outcome
    }
}

/// One line of a scoreboard. Wire `{player_id, score}`.
public struct GuessOrPassScore: Sendable, Equatable, Codable {
    /// The guesser of the round.
    public var playerID: PlayerID
    /// Correct cards in that player's round.
    public var score: Int

    /// Creates a scoreboard line.
    public init(playerID: PlayerID, score: Int) {
        self.playerID = playerID
        self.score = score
    }

    enum CodingKeys: String, CodingKey {
        case playerID = "player_id"
        case score
    }
}

/// Why the game ended. Raw values are the wire names of `gop.game_over` `reason`.
public enum GuessOrPassEndReason: String, Sendable, Codable {
    /// Every player guessed once.
    case completed
    /// The host sent `game.stop`.
    case stopped
    /// Fewer than two players are left in the room.
    case notEnoughPlayers = "not_enough_players"
    /// Players who have not guessed yet are all away (disconnected): nobody connected is left
    /// to guess, so no round is run for an empty chair.
    case noConnectedGuesser = "no_connected_guesser"
}
