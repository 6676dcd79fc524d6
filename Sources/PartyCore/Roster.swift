/// One member as the game rules see them.
public struct RosterEntry: Sendable, Equatable, Codable {
    /// The member's id in the room.
    public var id: PlayerID
    /// The member's display name (already sanitised).
    public var name: String
    /// Player or audience.
    public var role: Role
    /// Whether the member currently has a live connection.
    public var connected: Bool

    /// Creates a roster entry.
    public init(id: PlayerID, name: String, role: Role, connected: Bool = true) {
        self.id = id
        self.name = name
        self.role = role
        self.connected = connected
    }
}

/// The room's members in join order, as passed to game rules.
public typealias Roster = [RosterEntry]

extension Array where Element == RosterEntry {
    /// Ids of members with role `player`, in join order.
    public var playerIDs: [PlayerID] { filter { $0.role == .player }.map(\.id) }
    /// Ids of connected members with role `player`, in join order.
    public var connectedPlayerIDs: [PlayerID] { filter { $0.role == .player && $0.connected }.map(\.id) }
    /// The entry for `id`, if that member is in the roster.
    public func entry(_ id: PlayerID) -> RosterEntry? { first { $0.id == id } }
}
