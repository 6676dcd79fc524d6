/// One line of a night's scoreboard. Wire `{player_id, name, points}`, plus `kicked: true` for
/// a player the host kicked (shown greyed).
public struct NightStanding: Sendable, Equatable, Codable {
    /// The player's seat.
    public var playerID: PlayerID
    /// The player's latest name.
    public var name: String
    /// Night points.
    public var points: Int
    /// Whether the host kicked the player.
    public var kicked: Bool

    /// Creates a standing.
    public init(playerID: PlayerID, name: String, points: Int, kicked: Bool = false) {
        self.playerID = playerID
        self.name = name
        self.points = points
        self.kicked = kicked
    }

    enum CodingKeys: String, CodingKey { case playerID = "player_id", name, points, kicked }

    /// Writes the wire fields (`kicked` only when true).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(playerID, forKey: .playerID)
        try c.encode(name, forKey: .name)
        try c.encode(points, forKey: .points)
        if kicked { try c.encode(true, forKey: .kicked) }
    }

    /// Reads the wire fields.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        playerID = try c.decode(PlayerID.self, forKey: .playerID)
        name = try c.decode(String.self, forKey: .name)
        points = try c.decode(Int.self, forKey: .points)
        kicked = try c.decodeIfPresent(Bool.self, forKey: .kicked) ?? false
    }
}

/// An award of the recap. Wire `{award, player_id, name, value}`.
public struct NightAward: Sendable, Equatable, Codable {
    /// The award's id: `best_guesser`, `in_sync`, `free_spirit`, `luckiest_roller` or `wheel_winner`.
    public var award: String
    /// The winner's seat.
    public var playerID: PlayerID
    /// The winner's name.
    public var name: String
    /// The number behind it (cards guessed, votes, dice total, spins won).
    public var value: Int

    /// Creates an award.
    public init(award: String, playerID: PlayerID, name: String, value: Int) {
        self.award = award
        self.playerID = playerID
        self.name = name
        self.value = value
    }

    enum CodingKeys: String, CodingKey { case award, playerID = "player_id", name, value }
}

/// A game played on the night. Wire `{game, rounds}`.
public struct NightGamePlayed: Sendable, Equatable, Codable {
    /// The game's wire id.
    public var game: String
    /// Rounds played in it.
    public var rounds: Int

    /// Creates a record of a game played.
    public init(game: String, rounds: Int) {
        self.game = game
        self.rounds = rounds
    }
}

/// The question the room's players split on most evenly. Wire `{question, a_votes, b_votes}`.
public struct NightDividedQuestion: Sendable, Equatable, Codable {
    /// The question's text (`a / b`).
    public var question: String
    /// Players who chose a.
    public var aVotes: Int
    /// Players who chose b.
    public var bVotes: Int

    /// Creates a record.
    public init(question: String, aVotes: Int, bVotes: Int) {
        self.question = question
        self.aVotes = aVotes
        self.bVotes = bVotes
    }

    enum CodingKeys: String, CodingKey { case question, aVotes = "a_votes", bVotes = "b_votes" }

    /// Whether this split is more even than `other`: the smaller gap between the sides as a share
    /// of the votes, then more votes; on a full tie the earlier question stays (callers keep the first).
    func moreDivided(than other: NightDividedQuestion) -> Bool {
        let (mine, theirs) = (aVotes + bVotes, other.aVotes + other.bVotes)
        let gapMine = abs(aVotes - bVotes) * theirs, gapTheirs = abs(other.aVotes - other.bVotes) * mine
        return gapMine != gapTheirs ? gapMine < gapTheirs : mine > theirs
    }
}
