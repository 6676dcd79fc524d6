/// The end of a round: `ml.results` {round, prompt_id, tally: [{player_id, votes}], most:
/// [player_id], next_round_at_ms?}.
///
/// `tally` lists each player named at least once, most votes first (ties by player id);
/// `most` is every player tied at the top (empty when nobody voted). Who voted for whom is
/// never sent: ``points`` (the voters who named one of `most`) only feeds the night's
/// scoreboard. `next_round_at_ms` is absent after the last round.
public struct MostLikelyResults: Sendable, Equatable, Codable {
    /// The round number.
    public var round: Int
    /// The prompt's id.
    public var promptID: String
    /// Votes by player, most first.
    public var tally: [MostLikelyTally]
    /// The players with the most votes.
    public var most: [PlayerID]
    /// When the next round starts; nil after the last.
    public var nextRoundAt: UnixMillis?
    /// The voters who named one of ``most`` (a night point each). Never encoded on the wire.
    public var points: [PlayerID]

    /// Creates results.
    public init(round: Int, promptID: String, tally: [MostLikelyTally], most: [PlayerID], nextRoundAt: UnixMillis?, points: [PlayerID]) {
        self.round = round
        self.promptID = promptID
        self.tally = tally
        self.most = most
        self.nextRoundAt = nextRoundAt
        self.points = points
    }

    enum CodingKeys: String, CodingKey { case round, promptID = "prompt_id", tally, most, nextRoundAt = "next_round_at_ms", points }

    /// Writes the wire fields (never ``points``).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(round, forKey: .round)
        try c.encode(promptID, forKey: .promptID)
        try c.encode(tally, forKey: .tally)
        try c.encode(most, forKey: .most)
        try c.encodeIfPresent(nextRoundAt, forKey: .nextRoundAt)
    }

    /// Reads results as encoded (a restored game's last results: ``points`` were counted when the round ended).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        round = try c.decode(Int.self, forKey: .round)
        promptID = try c.decode(String.self, forKey: .promptID)
        tally = try c.decode([MostLikelyTally].self, forKey: .tally)
        most = try c.decode([PlayerID].self, forKey: .most)
        nextRoundAt = try c.decodeIfPresent(UnixMillis.self, forKey: .nextRoundAt)
        points = try c.decodeIfPresent([PlayerID].self, forKey: .points) ?? []
    }
}

/// One line of a tally: {player_id, votes}.
public struct MostLikelyTally: Sendable, Equatable, Codable {
    /// The player named.
    public var playerID: PlayerID
    /// How many named them.
    public var votes: Int

    /// Creates a line.
    public init(playerID: PlayerID, votes: Int) {
        self.playerID = playerID
        self.votes = votes
    }

    enum CodingKeys: String, CodingKey { case playerID = "player_id", votes }
}

/// One line of the final standings: {player_id, name, times_most}.
public struct MostLikelyStanding: Sendable, Equatable, Codable {
    /// The player.
    public var playerID: PlayerID
    /// Their name.
    public var name: String
    /// How many rounds they came out on top.
    public var timesMost: Int

    /// Creates a line.
    public init(playerID: PlayerID, name: String, timesMost: Int) {
        self.playerID = playerID
        self.name = name
        self.timesMost = timesMost
    }

    enum CodingKeys: String, CodingKey { case playerID = "player_id", name, timesMost = "times_most" }
}
