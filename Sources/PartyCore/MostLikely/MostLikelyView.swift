/// What one member (or a screen) may see of Most Likely To: the `game` of a room snapshot.
///
/// Wire fields: `game` ("most_likely"), `phase`, `round`, `rounds`, `prompt_id`, `text` (the
/// round's prompt), `ends_at_ms` (absent when over), `votes_in`, `voters`, `players` (who votes
/// this round), `my_vote` (only the viewer's own vote; never anyone else's), `results` (the last
/// `ml.results` payload while it shows), `standings` [{player_id, name, times_most}].
public struct MostLikelyView: Sendable, Equatable, Encodable {
    /// The phase.
    public var phase: MostLikelyPhase
    /// The round and how many there are.
    public var round: Int, rounds: Int
    /// The round's prompt.
    public var prompt: MostLikelyPrompt?
    /// The running timer.
    public var endsAtMs: UnixMillis?
    /// Votes cast and players counted.
    public var votesIn: Int, voters: Int
    /// This round's players.
    public var players: [PlayerID]
    /// The viewer's own vote.
    public var myVote: PlayerID?
    /// The results while they show.
    public var results: MostLikelyResults?
    /// Times on top so far.
    public var standings: [MostLikelyStanding]

    enum CodingKeys: String, CodingKey {
        case game, phase, round, rounds, promptID = "prompt_id", text, endsAtMs = "ends_at_ms", votesIn = "votes_in", voters
        case players, myVote = "my_vote", results, standings
    }

    /// Writes the wire fields; absent values are omitted.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(MostLikely.id, forKey: .game)
        try c.encode(phase, forKey: .phase)
        try c.encode(round, forKey: .round)
        try c.encode(rounds, forKey: .rounds)
        try c.encodeIfPresent(prompt?.id, forKey: .promptID)
        try c.encodeIfPresent(prompt?.text, forKey: .text)
        try c.encodeIfPresent(endsAtMs, forKey: .endsAtMs)
        try c.encode(votesIn, forKey: .votesIn)
        try c.encode(voters, forKey: .voters)
        try c.encode(players, forKey: .players)
        try c.encodeIfPresent(myVote, forKey: .myVote)
        try c.encodeIfPresent(results, forKey: .results)
        try c.encode(standings, forKey: .standings)
    }
}

extension MostLikely {
    /// What `member` may see: the public round plus only their own vote.
    public func view(for member: PlayerID, now: UnixMillis) -> MostLikelyView {
        MostLikelyView(phase: phase, round: round, rounds: prompts.count, prompt: prompt, endsAtMs: nextDeadline,
                       votesIn: votes.count, voters: players.count, players: players, myVote: votes[member],
                       results: phase == .results ? lastResults : nil, standings: standings)
    }
}
