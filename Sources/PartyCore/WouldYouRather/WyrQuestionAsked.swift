/// Payload of `wyr.question`: a new round's question, sent to everyone.
///
/// Wire fields: `question_id`, `a`, `b`, `category` (omitted for an uncategorised custom
/// question), `custom` (bool), `round` (1 for the game's first question), `ends_at_ms`.
public struct WyrQuestionAsked: Sendable, Equatable, Encodable {
    /// The question.
    public var question: WyrQuestion
    /// The round number within this game, from 1.
    public var round: Int
    /// When voting closes (server time, ms since the epoch).
    public var endsAtMs: UnixMillis

    /// Creates the payload.
    public init(question: WyrQuestion, round: Int, endsAtMs: UnixMillis) {
        self.question = question
        self.round = round
        self.endsAtMs = endsAtMs
    }

    enum CodingKeys: String, CodingKey {
        case round, endsAtMs = "ends_at_ms"
    }

    /// Writes the flat wire fields.
    public func encode(to encoder: any Encoder) throws {
        try question.encodeWireFields(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(round, forKey: .round)
        try c.encode(endsAtMs, forKey: .endsAtMs)
    }
}
