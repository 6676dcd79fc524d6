/// Membership events of a room. `wireType` is the event name; `encode(to:)` writes the payload.
public enum RoomEvent: Sendable, Equatable, Encodable {
    /// `room.player_joined` {player_id, name, role, avatar?}.
    case playerJoined(id: PlayerID, name: String, role: Role, avatar: Avatar?)
    /// `room.player_left` {player_id, name, reason: left|kicked|timeout}.
    case playerLeft(id: PlayerID, name: String, reason: LeaveReason)
    /// `room.player_disconnected` {player_id, name, grace_ends_at_ms}.
    case playerDisconnected(id: PlayerID, name: String, graceEndsAt: UnixMillis)
    /// `room.player_reconnected` {player_id, name}.
    case playerReconnected(id: PlayerID, name: String)
    /// `room.host_changed` {host, previous, reason}.
    case hostChanged(host: PlayerID, previous: PlayerID?, reason: HostChangeReason)
    /// `room.kicked` {player_id, by}: sent to the kicked member only.
    case kicked(id: PlayerID, by: PlayerID)
    /// `room.locked` {locked, by}.
    case locked(Bool, by: PlayerID)

    /// Why a member left.
    public enum LeaveReason: String, Sendable, Equatable, Codable {
        /// `room.leave` or closing the connection for good.
        case left
        /// Removed by the host.
        case kicked
        /// Stayed disconnected past the grace period.
        case timeout
    }

    /// Why the host role moved (wire `reason` of `room.host_changed`).
    public enum HostChangeReason: String, Sendable, Equatable, Codable {
        /// The first member of the room became host.
        case created
        /// The host handed the role over with `room.transfer_host`.
        case transferred
        /// The host left, was removed, or their seat expired.
        case hostLeft = "host_left"
        /// The host stayed disconnected for `--host-away-seconds`.
        case hostAway = "host_away"
    }

    /// The event's wire name.
    public var wireType: String {
        switch self {
        case .playerJoined: "room.player_joined"
        case .playerLeft: "room.player_left"
        case .playerDisconnected: "room.player_disconnected"
        case .playerReconnected: "room.player_reconnected"
        case .hostChanged: "room.host_changed"
        case .kicked: "room.kicked"
        case .locked: "room.locked"
        }
    }

    enum Key: String, CodingKey { case player_id, name, role, avatar, reason, grace_ends_at_ms, host, previous, by, locked }

    /// Writes the payload fields.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case let .playerJoined(id, name, role, avatar):
            try c.encode(id, forKey: .player_id); try c.encode(name, forKey: .name); try c.encode(role, forKey: .role)
            try c.encodeIfPresent(avatar, forKey: .avatar)
        case let .playerLeft(id, name, reason):
            try c.encode(id, forKey: .player_id); try c.encode(name, forKey: .name); try c.encode(reason, forKey: .reason)
        case let .playerDisconnected(id, name, graceEndsAt):
            try c.encode(id, forKey: .player_id); try c.encode(name, forKey: .name)
            try c.encode(graceEndsAt, forKey: .grace_ends_at_ms)
        case let .playerReconnected(id, name):
            try c.encode(id, forKey: .player_id); try c.encode(name, forKey: .name)
        case let .hostChanged(host, previous, reason):
            try c.encode(host, forKey: .host); try c.encodeIfPresent(previous, forKey: .previous)
            try c.encode(reason, forKey: .reason)
        case let .kicked(id, by):
            try c.encode(id, forKey: .player_id); try c.encode(by, forKey: .by)
        case let .locked(locked, by):
            try c.encode(locked, forKey: .locked); try c.encode(by, forKey: .by)
        }
    }
}
