/// What one member (or a screen) may see of Odd One Out: the `game` of a room snapshot.
///
/// Wire fields: `game` ("odd_one_out"), `phase`, `round`, `rounds`, `category`, `ends_at_ms`
/// (absent when over), `players` (dealt this round, in order), `clues` [{player_id, text}],
/// `clues_in`, `votes_in`, `voters`, `my_word` (only the viewer's own word, only while clues
/// or votes run; never for the audience or a screen), `my_vote` (the viewer's own vote),
/// `reveal` (the last `odd.round_ended` payload while it shows), `scores` [{player_id, score}].
public struct OddOneOutView: Sendable, Equatable, Encodable {
    /// The phase.
    public var phase: OddOneOutPhase
    /// The round and how many there are.
    public var round: Int, rounds: Int
    /// This round's category.
    public var category: String?
    /// The running timer.
    public var endsAtMs: UnixMillis?
    /// Dealt players.
    public var players: [PlayerID]
    /// Clues so far.
    public var clues: [OddOneOutClue]
    /// Clues given.
    public var cluesIn: Int
    /// Votes cast and players counted.
    public var votesIn: Int, voters: Int
    /// The viewer's own word.
    public var myWord: String?
    /// The viewer's own vote.
    public var myVote: PlayerID?
    /// The reveal while it shows.
    public var reveal: OddOneOutReveal?
    /// The game's scores, best first.
    public var scores: [OddOneOutScore]

    enum CodingKeys: String, CodingKey {
        case game, phase, round, rounds, category, endsAtMs = "ends_at_ms", players, clues, cluesIn = "clues_in"
        case votesIn = "votes_in", voters, myWord = "my_word", myVote = "my_vote", reveal, scores
    }

    /// Writes the wire fields; absent values are omitted.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(OddOneOut.id, forKey: .game)
        try c.encode(phase, forKey: .phase)
        try c.encode(round, forKey: .round)
        try c.encode(rounds, forKey: .rounds)
        try c.encodeIfPresent(category, forKey: .category)
        try c.encodeIfPresent(endsAtMs, forKey: .endsAtMs)
        try c.encode(players, forKey: .players)
        try c.encode(clues, forKey: .clues)
        try c.encode(cluesIn, forKey: .cluesIn)
        try c.encode(votesIn, forKey: .votesIn)
        try c.encode(voters, forKey: .voters)
        try c.encodeIfPresent(myWord, forKey: .myWord)
        try c.encodeIfPresent(myVote, forKey: .myVote)
        try c.encodeIfPresent(reveal, forKey: .reveal)
        try c.encode(scores, forKey: .scores)
    }
}

extension OddOneOut {
    /// What `member` may see: the public round plus only their own word and vote.
    public func view(for member: PlayerID, now: UnixMillis) -> OddOneOutView {
        OddOneOutView(phase: phase, round: round, rounds: deals.count, category: deal?.category, endsAtMs: nextDeadline,
                      players: players, clues: clues, cluesIn: clues.count, votesIn: votes.count, voters: players.count,
                      myWord: word(of: member), myVote: votes[member],
                      reveal: phase == .reveal ? lastReveal : nil, scores: Self.board(scores))
    }
}
