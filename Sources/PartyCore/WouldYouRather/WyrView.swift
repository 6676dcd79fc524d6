/// What one member may see of a Would You Rather game (room snapshots, `room.resume`).
///
/// Wire fields: `game` ("would_you_rather"), `phase` ("voting"|"results"|"over"), `round`,
/// `categories`, `vote_seconds`, `results_seconds`, and unless over: `question`
/// {question_id, a, b, category?, custom}, `ends_at_ms` (vote end, or next question while
/// results show), `votes_in`, `voters`, `my_vote` ("a"|"b", only the member's own, omitted
/// when none); while results show: `results` (the `wyr.results` payload).
public struct WyrView: Sendable, Equatable, Encodable {
    /// The phase.
    public var phase: WyrPhase
    /// The round number.
    public var round: Int
    /// The selected categories.
    public var categories: [WyrCategory]
    /// Seconds to vote.
    public var voteSeconds: Int
    /// Seconds results stay up.
    public var resultsSeconds: Int
    /// The current question; nil when over.
    public var question: WyrQuestion?
    /// The running timer; nil when over.
    public var endsAtMs: UnixMillis?
    /// Connected players who voted (nil when over).
    public var votesIn: Int?
    /// Connected players (nil when over).
    public var voters: Int?
    /// The viewing member's own vote this round.
    public var myVote: WyrChoice?
    /// The results while they show; the server may set ``WyrResults/allTime``.
    public var results: WyrResults?

    enum CodingKeys: String, CodingKey {
        case game, phase, round, categories, voteSeconds = "vote_seconds", resultsSeconds = "results_seconds"
        case question, endsAtMs = "ends_at_ms", votesIn = "votes_in", voters, myVote = "my_vote", results
    }

    /// Writes the wire fields; absent values are omitted.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode("would_you_rather", forKey: .game)
        try c.encode(phase, forKey: .phase)
        try c.encode(round, forKey: .round)
        try c.encode(categories, forKey: .categories)
        try c.encode(voteSeconds, forKey: .voteSeconds)
        try c.encode(resultsSeconds, forKey: .resultsSeconds)
        try c.encodeIfPresent(question, forKey: .question)
        try c.encodeIfPresent(endsAtMs, forKey: .endsAtMs)
        try c.encodeIfPresent(votesIn, forKey: .votesIn)
        try c.encodeIfPresent(voters, forKey: .voters)
        try c.encodeIfPresent(myVote, forKey: .myVote)
        try c.encodeIfPresent(results, forKey: .results)
    }
}

extension WouldYouRather {
    /// What `member` may see: everything public plus only their own vote.
    public func view(for member: PlayerID, now: UnixMillis) -> WyrView {
        var view = WyrView(phase: phase, round: round, categories: categories, voteSeconds: options.voteSeconds,
                           resultsSeconds: options.resultsSeconds)
        guard phase != .over else { return view }
        let (votesIn, voters) = progress
        view.question = question
        view.endsAtMs = deadline
        view.votesIn = votesIn
        view.voters = voters
        view.myVote = playerVotes[member] ?? audienceVotes[member]
        if phase == .results { view.results = lastResults }
        return view
    }
}
