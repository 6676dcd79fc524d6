/// What Odd One Out tells members. Each case's wire payload is documented on its case.
public enum OddOneOutEvent: NamedEvent, Equatable {
    /// `odd.round_started` {round, rounds, category, players, ends_at_ms} to everyone: the
    /// dealt players, in the order shown; the clue time ends at `ends_at_ms`.
    case roundStarted(round: Int, rounds: Int, category: String, players: [PlayerID], endsAt: UnixMillis)
    /// `odd.word` {round, word} to one dealt player only: their word this round. Nobody is told
    /// whether their word is the odd one, and screens and the audience never receive it.
    case word(round: Int, word: String)
    /// `odd.clue_given` {player_id, text, clues_in, cluers} to everyone.
    case clueGiven(player: PlayerID, text: String, cluesIn: Int, cluers: Int)
    /// `odd.voting` {round, ends_at_ms} to everyone: clues are over, vote now.
    case voting(round: Int, endsAt: UnixMillis)
    /// `odd.vote_cast` {player_id, votes_in, voters} to everyone (not whom they voted for).
    case voteCast(player: PlayerID, votesIn: Int, voters: Int)
    /// `odd.round_ended` (the ``OddOneOutReveal`` fields) to everyone: the secret is out.
    case roundEnded(OddOneOutReveal)
    /// `odd.game_over` {scoreboard: [{player_id, score}]} to everyone, best first.
    case gameOver(scoreboard: [OddOneOutScore])

    /// The wire event name.
    public var wireType: String {
        switch self {
        case .roundStarted: "odd.round_started"
        case .word: "odd.word"
        case .clueGiven: "odd.clue_given"
        case .voting: "odd.voting"
        case .voteCast: "odd.vote_cast"
        case .roundEnded: "odd.round_ended"
        case .gameOver: "odd.game_over"
        }
    }

    enum CodingKeys: String, CodingKey {
        case round, rounds, category, players, endsAt = "ends_at_ms", word, playerID = "player_id", text
        case cluesIn = "clues_in", cluers, votesIn = "votes_in", voters, scoreboard
    }

    /// Writes the flat payload fields.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .roundStarted(round, rounds, category, players, endsAt):
            try c.encode(round, forKey: .round)
            try c.encode(rounds, forKey: .rounds)
            try c.encode(category, forKey: .category)
            try c.encode(players, forKey: .players)
            try c.encode(endsAt, forKey: .endsAt)
        case let .word(round, word):
            try c.encode(round, forKey: .round)
            try c.encode(word, forKey: .word)
        case let .clueGiven(player, text, cluesIn, cluers):
            try c.encode(player, forKey: .playerID)
            try c.encode(text, forKey: .text)
            try c.encode(cluesIn, forKey: .cluesIn)
            try c.encode(cluers, forKey: .cluers)
        case let .voting(round, endsAt):
            try c.encode(round, forKey: .round)
            try c.encode(endsAt, forKey: .endsAt)
        case let .voteCast(player, votesIn, voters):
            try c.encode(player, forKey: .playerID)
            try c.encode(votesIn, forKey: .votesIn)
            try c.encode(voters, forKey: .voters)
        case let .roundEnded(reveal):
            try reveal.encode(to: encoder)
        case let .gameOver(scoreboard):
            try c.encode(scoreboard, forKey: .scoreboard)
        }
    }
}

/// One line of a scoreboard: {player_id, score}.
public struct OddOneOutScore: Sendable, Hashable, Codable {
    /// The player.
    public var playerID: PlayerID
    /// Their points in this game.
    public var score: Int

    /// Creates a line.
    public init(playerID: PlayerID, score: Int) {
        self.playerID = playerID
        self.score = score
    }

    enum CodingKeys: String, CodingKey { case playerID = "player_id", score }
}

/// One vote as revealed: {player_id, target}.
public struct OddOneOutVote: Sendable, Equatable, Codable {
    /// Who voted.
    public var playerID: PlayerID
    /// For whom.
    public var target: PlayerID

    /// Creates a vote.
    public init(playerID: PlayerID, target: PlayerID) {
        self.playerID = playerID
        self.target = target
    }

    enum CodingKeys: String, CodingKey { case playerID = "player_id", target }
}
