/// Payload of `wyr.vote_cast`: someone voted (or changed their vote). Never says which option.
///
/// Wire fields: `player_id`, `votes_in` (connected players who have voted), `voters`
/// (connected players). Audience votes produce this event too without changing the counts.
public struct WyrVoteCast: Sendable, Equatable, Encodable {
    /// Who voted (a player or an audience member).
    public var playerID: PlayerID
    /// Connected players who have a vote in.
    public var votesIn: Int
    /// Connected players.
    public var voters: Int

    /// Creates the payload.
    public init(playerID: PlayerID, votesIn: Int, voters: Int) {
        self.playerID = playerID
        self.votesIn = votesIn
        self.voters = voters
    }

    enum CodingKeys: String, CodingKey {
        case playerID = "player_id", votesIn = "votes_in", voters
    }
}
