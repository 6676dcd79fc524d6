/// Payload of `wyr.question_added`: a player added a custom question to the room's deck.
/// The options stay secret until the question is asked.
///
/// Wire fields: `question_id` (`"custom-N"`), `player_id`, `category` (omitted when none),
/// `queued` (custom questions now waiting to be asked, this one included).
public struct WyrQuestionAdded: Sendable, Equatable, Encodable {
    /// The new question's id; the server also returns it in the `ok` reply.
    public var questionID: String
    /// Who added it.
    public var playerID: PlayerID
    /// The category given, if any.
    public var category: WyrCategory?
    /// Custom questions waiting in the deck, this one included.
    public var queued: Int

    /// Creates the payload.
    public init(questionID: String, playerID: PlayerID, category: WyrCategory?, queued: Int) {
        self.questionID = questionID
        self.playerID = playerID
        self.category = category
        self.queued = queued
    }

    enum CodingKeys: String, CodingKey {
        case questionID = "question_id", playerID = "player_id", category, queued
    }

    /// Writes the flat wire fields, omitting an absent category.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(questionID, forKey: .questionID)
        try c.encode(playerID, forKey: .playerID)
        try c.encode(category?.rawValue ?? WyrCategory.customWireName, forKey: .category)
        try c.encode(queued, forKey: .queued)
    }
}
