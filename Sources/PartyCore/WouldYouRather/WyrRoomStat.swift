/// One question's statistics in one room (internal storage of ``WyrRoomRecord``).
struct WyrRoomStat: Sendable, Equatable, Codable {
    /// The question.
    var question: WyrQuestion
    /// Players' votes over every time the room was asked this question.
    var players: WyrTally
    /// Audience votes over every time the room was asked this question.
    var audience: WyrTally
    /// The record's ask counter when the question was last asked (larger is more recent).
    var lastAsked: Int
}
