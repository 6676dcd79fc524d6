/// One request of the operator console's API (contract §9), parsed and validated: what
/// ``AdminService`` carries out on this node, on the room's owner, or on every node.
enum AdminCommand: Sendable, Equatable {
    /// `GET /admin/api/rooms`: every room of every node.
    case rooms
    /// `GET /admin/api/rooms/CODE`: one room's members, game, settings and bans.
    case room(code: String)
    /// `POST /admin/api/rooms/CODE/close` {message?}: closes the room for everyone in it.
    case close(code: String, message: String?)
    /// `POST /admin/api/rooms/CODE/kick` {player_id}: removes a member, as the host's `room.kick`.
    case kick(code: String, playerID: String)
    /// `POST /admin/api/notice` {text}: `server.notice` to every member of every room.
    case notice(text: String)
    /// `POST /admin/api/maintenance` {on}: refuse (or take again) new rooms, on every node.
    case maintenance(on: Bool)
    /// `POST /admin/api/drain` {node?}: this node (or the node named) hands its rooms to the others.
    case drain(node: String?)
    /// `GET /admin/api/stats`: connections, rooms, members, memory, store, nodes.
    case stats
    /// `GET /metrics` on the console's port (behind the token like the API).
    case metrics

    /// The action's name in the log and the peer protocol.
    var name: String {
        switch self {
        case .rooms: "rooms"
        case .room: "room"
        case .close: "close"
        case .kick: "kick"
        case .notice: "notice"
        case .maintenance: "maintenance"
        case .drain: "drain"
        case .stats: "stats"
        case .metrics: "metrics"
        }
    }

    /// Whether it changes anything (logged at `notice`; reads are logged at `debug`).
    var isAction: Bool {
        switch self {
        case .close, .kick, .notice, .maintenance, .drain: true
        case .rooms, .room, .stats, .metrics: false
        }
    }

    /// The room it is about, if any.
    var room: String? {
        switch self {
        case let .room(code), let .close(code, _), let .kick(code, _): code
        default: nil
        }
    }
}
