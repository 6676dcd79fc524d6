/// The end of a round, when the secret may be shown to everyone: `odd.round_ended`
/// {round, odd_player, common_word, odd_word, category, caught, votes: [{player_id, target}],
/// points: [{player_id, score}], scores: [{player_id, score}], next_round_at_ms?}.
///
/// `caught` is true when the odd one got more votes than anyone else. Points: when caught, 1
/// to each player who voted for the odd one; when not, 3 to the odd one. `points` lists this
/// round's points, `scores` the game's totals (best first); `next_round_at_ms` is absent
/// after the last round. `odd_player` is absent when the odd one left the room mid-round
/// (nobody scores).
public struct OddOneOutReveal: Sendable, Equatable, Codable {
    /// The round number.
    public var round: Int
    /// Who had the odd word (nil when they left).
    public var oddPlayer: PlayerID?
    /// The majority's word.
    public var commonWord: String
    /// The odd one's word.
    public var oddWord: String
    /// The words' category.
    public var category: String
    /// Whether the odd one got the most votes.
    public var caught: Bool
    /// Every vote cast this round, in player order.
    public var votes: [OddOneOutVote]
    /// This round's points (only players who scored).
    public var points: [OddOneOutScore]
    /// The game's totals after this round, best first.
    public var scores: [OddOneOutScore]
    /// When the next round starts; nil after the last.
    public var nextRoundAt: UnixMillis?

    /// Creates a reveal.
    public init(round: Int, oddPlayer: PlayerID?, commonWord: String, oddWord: String, category: String, caught: Bool,
                votes: [OddOneOutVote], points: [OddOneOutScore], scores: [OddOneOutScore], nextRoundAt: UnixMillis?) {
        self.round = round
        self.oddPlayer = oddPlayer
        self.commonWord = commonWord
        self.oddWord = oddWord
        self.category = category
        self.caught = caught
        self.votes = votes
        self.points = points
        self.scores = scores
        self.nextRoundAt = nextRoundAt
    }

    enum CodingKeys: String, CodingKey {
        case round, oddPlayer = "odd_player", commonWord = "common_word", oddWord = "odd_word", category, caught
        case votes, points, scores, nextRoundAt = "next_round_at_ms"
    }
}
