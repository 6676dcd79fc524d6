import Dispatch
import PartyCore
import PartyProtocol

/// The operator console's view of a room, and its actions on one (contract §9). Every method
/// runs on the room's queue, as one of its turns.
extension RoomHost {
    /// The room as `GET /admin/api/rooms` lists it.
    func adminSummary(node: ClusterNodeInfo) -> AdminRoomSummary {
        dispatchPrecondition(condition: .onQueue(queue))
        let players = room.members.filter { $0.role == .player }.count
        return AdminRoomSummary(code: code, node: node.id, nodeName: node.name, players: players,
                                audience: room.members.count - players, screens: screens.count, moderators: moderation.moderators.seats.count,
                                game: game?.name, locked: room.locked, settings: settings,
                                createdAtMs: createdAt, lastActivityMs: lastActivity)
    }

    /// The room as `GET /admin/api/rooms/CODE` shows it: who is in it and how they are
    /// connected, the game and its phase (as a TV sees it: no secret word), settings and bans.
    func adminDetails(node: ClusterNodeInfo) -> AdminRoomDetails {
        dispatchPrecondition(condition: .onQueue(queue))
        let members = room.members.map { m in
            let link = links[m.id]
            return AdminMember(playerID: m.id, name: m.name, role: m.role.rawValue, connected: m.connected,
                               transport: link.map(Self.consoleTransport), secure: link?.connectionIsSecure ?? false,
                               host: room.host == m.id, score: m.score)
        }
        let screens = screens.sorted { $0.key < $1.key }.map { AdminScreen(screenID: $0.key, transport: Self.consoleTransport($0.value)) }
        let moderators = moderation.moderators.seats.map { seat in
            let link = modLinks[seat.id]
            return AdminMember(playerID: seat.id, name: seat.name, role: "moderator", connected: seat.connected,
                               transport: link.map(Self.consoleTransport), secure: link?.connectionIsSecure ?? false, host: false, score: 0)
        }
        let bans = moderation.bans.bans.map { AdminBan(banID: $0.id, name: $0.name, atMs: $0.at, address: $0.byAddress) }
        var shown: AdminGame?
        if let game {
            var phase: String?
            if case let .object(view) = JSONValueEncoder.value(screenGameView()), case let .string(p)? = view["phase"] { phase = p }
            shown = AdminGame(game: game.name, phase: phase)
        }
        return AdminRoomDetails(code: code, node: node.id, nodeName: node.name, members: members, screens: screens,
                                moderators: moderators, game: shown, settings: settings, bans: bans, locked: room.locked,
                                createdAtMs: createdAt, lastActivityMs: lastActivity)
    }

    /// How a member is connected, in the contract's words: `text` for text mode, `ws` for a
    /// browser (WebSocket, with or without TLS), else `tcp` or `tls`.
    static func consoleTransport(_ session: Session) -> String {
        if session.mode == .text { return "text" }
        switch session.transport {
        case "ws", "wss": return "ws"
        case "tls": return "tls"
        default: return "tcp"
        }
    }

    /// The operator removes `player` from the room, as the host's `room.kick` does: they get
    /// `room.kicked` {player_id, by: "operator"} and lose the seat; the room hears
    /// `room.player_left` {reason: "kicked"}.
    /// - Throws: `not_found` when no member has that id; `room_not_found` once the room closed.
    func operatorKick(_ player: PlayerID) throws(WireError) {
        dispatchPrecondition(condition: .onQueue(queue))
        if closed { throw WireError(.roomNotFound, "room \(code) has closed") }
        if frozen { throw WireError(.serverShuttingDown, "room \(code) is moving to another server; try again in a moment") }
        emitRemoval(of: player, try rule { () throws(RuleViolation) in try room.removeByOperator(player) })
        snapshotDirty()
        countSeats()
        closeIfAbandoned()
    }

    /// Sends `server.notice` (already encoded) to every member, screen and moderator connected to
    /// this room here (a relayed member's link is one of them); returns how many got it.
    func deliverNotice(_ frame: [UInt8]) -> Int {
        dispatchPrecondition(condition: .onQueue(queue))
        let sessions = Array(links.values) + Array(screens.values) + Array(modLinks.values)
        outbox.run { for session in sessions { session.deliver(frame) } }
        return sessions.count
    }
}

extension Session {
    /// Whether the member's own connection is encrypted (for a relayed member: to its node).
    var connectionIsSecure: Bool { ["tls", "wss"].contains(transport) }
}
