/// One entry of `wyr.history`: a question this room was asked, with its statistics.
///
/// Wire fields: `question_id`, `a`, `b`, `category` (omitted when none), `custom`,
/// `a_votes`, `b_votes` (the room's players), `audience` {a_votes, b_votes},
/// `all_time` {a_votes, b_votes} (zero from the core; the server fills it from its store).
public struct WyrHistoryEntry: Sendable, Equatable, Encodable {
    /// The question.
    public var question: WyrQuestion
    /// The room's players' votes, summed over every time the room was asked it.
    public var players: WyrTally
    /// The room's audience votes, summed the same way.
    public var audience: WyrTally
    /// Every vote of every room; set by the server (stays zero for custom questions).
    public var allTime: WyrTally

    /// Creates an entry.
    public init(question: WyrQuestion, players: WyrTally, audience: WyrTally, allTime: WyrTally = .zero) {
        self.question = question
        self.players = players
        self.audience = audience
        self.allTime = allTime
    }

    /// The room's total responses (players and audience), the history's sort key.
    public var responses: Int { players.total + audience.total }

    enum CodingKeys: String, CodingKey {
        case aVotes = "a_votes", bVotes = "b_votes", audience, allTime = "all_time"
    }

    /// Writes the flat wire fields.
    public func encode(to encoder: any Encoder) throws {
        try question.encodeWireFields(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(players.aVotes, forKey: .aVotes)
        try c.encode(players.bVotes, forKey: .bVotes)
        try c.encode(audience, forKey: .audience)
        try c.encode(allTime, forKey: .allTime)
    }
}
