/// A room's moderation state (contract §9): its moderators, its bans, its review queue and the
/// device keys its seats joined with. Pure values, each with its own rules, saved with the room
/// as one field (absent in rooms saved before moderation: all empty).
public struct RoomModeration: Sendable, Equatable, Codable {
    /// The moderators and the current invitation.
    public var moderators = ModeratorSeats()
    /// Who may not come back.
    public var bans = BanList()
    /// What waits for a moderator.
    public var review = ReviewQueue()
    /// The ``DeviceKey`` each seat (member or moderator) joined with, when it gave a `device`:
    /// what a ban by device records. Only seated ids are kept.
    public var devices: [String: String] = [:]

    /// Nothing: no moderators, no bans, nothing held.
    public init() {}
}
