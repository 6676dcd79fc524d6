/// A moderator's seat in a room (contract §9, "Moderators"): not a member — never in the
/// roster, never counted, never dealt anything — but held like one: a token to resume it and a
/// grace period after a dropped connection.
public struct ModeratorSeat: Sendable, Equatable, Codable {
    /// The seat's id (`m1`, `m2`, …; never a member's id).
    public var id: String
    /// The moderator's name, sanitised like a member's.
    public var name: String
    /// The hash of the moderator's token (for `room.resume`).
    public var profileKey: String
    /// Whether a connection holds the seat now.
    public var connected: Bool
    /// When the connection dropped, while disconnected.
    public var disconnectedAt: UnixMillis?

    enum CodingKeys: String, CodingKey {
        case id, name, profileKey = "profile_key", connected, disconnectedAt = "disconnected_at"
    }
}
