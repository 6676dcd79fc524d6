/// Payload of `wyr.results`: how the room voted on a question.
///
/// Wire fields: `question_id`, `a`, `b`, `category` (omitted when none), `custom`, `round`,
/// `a_votes`, `b_votes`, `a_pct`, `b_pct` (the room's players; percentages by
/// ``WyrTally/percentages(a:b:)``), `audience` {a_votes, b_votes}, `all_time`
/// {a_votes, b_votes} (omitted when unknown or not saved), `saved: false` (only when the server
/// could not store the votes), `next_question_at_ms` (omitted when the game was stopped).
///
/// The core leaves ``allTime`` at zero. The server, before encoding, adds
/// ``allTimeContribution`` to its store and sets ``allTime`` from it once that is committed.
public struct WyrResults: Sendable, Equatable, Codable {
    /// The question voted on.
    public var question: WyrQuestion
    /// The round number within the game.
    public var round: Int
    /// The room's players' final votes (disconnected players' votes included).
    public var players: WyrTally
    /// The room's audience's final votes.
    public var audience: WyrTally
    /// Every vote ever cast on this question in any room (players and audience), as committed;
    /// set by the server, nil when it cannot say.
    public var allTime: WyrTally?
    /// Whether the server stored this round's votes (false: they are not in any `all_time`).
    public var saved = true
    /// When the next question comes; `nil` when the game was stopped.
    public var nextQuestionAtMs: UnixMillis?
    /// Each player's final vote (never on the wire: a choice stays secret; the night's
    /// scoreboard reads it, see `WouldYouRather+Night.swift`). Empty in results restored from the
    /// wire form, so it is not part of equality (see ``==(_:_:)``): two results are equal when
    /// they say the same on the wire.
    public var playerVotes: [PlayerID: WyrChoice] = [:]

    /// Equal when every wire field is: ``playerVotes`` (server-side only) does not count.
    public static func == (lhs: WyrResults, rhs: WyrResults) -> Bool {
        lhs.question == rhs.question && lhs.round == rhs.round && lhs.players == rhs.players
            && lhs.audience == rhs.audience && lhs.allTime == rhs.allTime && lhs.saved == rhs.saved
            && lhs.nextQuestionAtMs == rhs.nextQuestionAtMs
    }

    /// Creates results.
    public init(question: WyrQuestion, round: Int, players: WyrTally, audience: WyrTally,
                allTime: WyrTally = .zero, nextQuestionAtMs: UnixMillis?) {
        self.question = question
        self.round = round
        self.players = players
        self.audience = audience
        self.allTime = allTime
        self.nextQuestionAtMs = nextQuestionAtMs
    }

    /// What the server adds to the all-time tally of `question.id`: players plus audience,
    /// or zero for a custom question (those count in the room's statistics only).
    public var allTimeContribution: WyrTally { question.isCustom ? .zero : players + audience }

    enum CodingKeys: String, CodingKey {
        case round
        case aVotes = "a_votes", bVotes = "b_votes", aPct = "a_pct", bPct = "b_pct"
        case audience, allTime = "all_time", nextQuestionAtMs = "next_question_at_ms", saved
    }

    /// Writes the flat wire fields.
    public func encode(to encoder: any Encoder) throws {
        try question.encodeWireFields(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(round, forKey: .round)
        try c.encode(players.aVotes, forKey: .aVotes)
        try c.encode(players.bVotes, forKey: .bVotes)
        let pct = players.percentages
        try c.encode(pct.a, forKey: .aPct)
        try c.encode(pct.b, forKey: .bPct)
        try c.encode(audience, forKey: .audience)
        try c.encodeIfPresent(allTime, forKey: .allTime)
        if !saved { try c.encode(false, forKey: .saved) }
        try c.encodeIfPresent(nextQuestionAtMs, forKey: .nextQuestionAtMs)
    }

    /// Reads the wire form back (used when a game snapshot is restored).
    public init(from decoder: any Decoder) throws {
        question = try WyrQuestion(wireFieldsFrom: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        round = try c.decode(Int.self, forKey: .round)
        players = WyrTally(aVotes: try c.decode(Int.self, forKey: .aVotes), bVotes: try c.decode(Int.self, forKey: .bVotes))
        audience = try c.decode(WyrTally.self, forKey: .audience)
        allTime = try c.decodeIfPresent(WyrTally.self, forKey: .allTime)
        saved = try c.decodeIfPresent(Bool.self, forKey: .saved) ?? true
        nextQuestionAtMs = try c.decodeIfPresent(UnixMillis.self, forKey: .nextQuestionAtMs)
    }
}
