/// A seat in a room: survives a dropped connection for the resume grace period.
public struct Member: Sendable, Equatable, Codable {
    /// The member's id in the room (`"p1"`, `"p2"`, ...).
    public var id: PlayerID
    /// Sanitised display name, unique in the room (case-insensitive).
    public var name: String
    /// Player or audience.
    public var role: Role
    /// Whether a connection currently holds the seat.
    public var connected: Bool
    /// Points earned in this room.
    public var score: Int
    /// The profile key: a hash of the member's secret token (never the token itself).
    public var profileKey: String
    /// Position in join order (smaller joined earlier).
    public var joinOrder: Int
    /// When the connection dropped, while disconnected.
    public var disconnectedAt: UnixMillis?
    /// The member's emoji and colour, when they picked one (absent in rooms saved before avatars).
    public var avatar: Avatar?

    /// The member as game rules see them.
    public var rosterEntry: RosterEntry { RosterEntry(id: id, name: name, role: role, connected: connected) }
}

/// Seat limits of a room.
public struct RoomLimits: Sendable, Equatable, Codable {
    /// Most members with role `player`.
    public var maxPlayers: Int
    /// Most members with role `audience`.
    public var maxAudience: Int

    /// Creates limits (defaults 12 players, 100 audience).
    public init(maxPlayers: Int = 12, maxAudience: Int = 100) {
        self.maxPlayers = maxPlayers
        self.maxAudience = maxAudience
    }
}
