/// What Most Likely To tells members. Each case's wire payload is documented on its case.
public enum MostLikelyEvent: NamedEvent, Equatable {
    /// `ml.prompt` {round, rounds, prompt_id, text, ends_at_ms} to everyone: vote until `ends_at_ms`.
    case prompt(round: Int, rounds: Int, prompt: MostLikelyPrompt, endsAt: UnixMillis)
    /// `ml.vote_cast` {votes_in, voters} to everyone: never who voted, nor for whom.
    case voteCast(votesIn: Int, voters: Int)
    /// `ml.results` (the ``MostLikelyResults`` fields) to everyone.
    case results(MostLikelyResults)
    /// `ml.game_over` {standings: [{player_id, name, times_most}]} to everyone, most first.
    case gameOver(standings: [MostLikelyStanding])
    /// `ml.prompt_added` {player_id, count} to everyone: the host added a prompt (`ml.add`),
    /// which stays unseen until a round asks it.
    case promptAdded(player: PlayerID, count: Int)

    /// The wire event name.
    public var wireType: String {
        switch self {
        case .prompt: "ml.prompt"
        case .voteCast: "ml.vote_cast"
        case .results: "ml.results"
        case .gameOver: "ml.game_over"
        case .promptAdded: "ml.prompt_added"
        }
    }

    enum CodingKeys: String, CodingKey {
        case round, rounds, promptID = "prompt_id", text, endsAt = "ends_at_ms", votesIn = "votes_in", voters, standings
        case playerID = "player_id", count
    }

    /// Writes the flat payload fields.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .prompt(round, rounds, prompt, endsAt):
            try c.encode(round, forKey: .round)
            try c.encode(rounds, forKey: .rounds)
            try c.encode(prompt.id, forKey: .promptID)
            try c.encode(prompt.text, forKey: .text)
            try c.encode(endsAt, forKey: .endsAt)
        case let .voteCast(votesIn, voters):
            try c.encode(votesIn, forKey: .votesIn)
            try c.encode(voters, forKey: .voters)
        case let .results(results):
            try results.encode(to: encoder)
        case let .gameOver(standings):
            try c.encode(standings, forKey: .standings)
        case let .promptAdded(player, count):
            try c.encode(player, forKey: .playerID)
            try c.encode(count, forKey: .count)
        }
    }
}
