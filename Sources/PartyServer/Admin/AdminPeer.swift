import Foundation
import PartyProtocol

/// The console's requests from one node to another (cluster mode), over the relay link port
/// (`--cluster-port`), which already checks the cluster's secret: one preamble line
/// `{"link": "partyline.admin.v1", "secret": …}`, one command line, one reply line
/// `{"status": 200, "body": {…}}`, then the link closes. The node that receives it carries the
/// command out on its own rooms only (it never fans out again).
///
/// Why this link and not PostgreSQL `NOTIFY`: the operator needs the answer (the room closed,
/// no such member, the rooms of that node), a notification has none and its payload is capped
/// at 8,000 bytes (a node's room list is larger); the link is one direct hop to the node,
/// authenticated like every relay.
enum AdminPeer {
    /// Marks an admin link's preamble.
    static let magic = "partyline.admin.v1"
    /// The longest command line accepted.
    static let maxCommandBytes = 64 * 1024
    /// The longest reply line read.
    static let maxReplyBytes = 64 << 20

    /// The preamble's fields.
    struct Preamble: Codable {
        var link = AdminPeer.magic
        var secret: String
    }

    /// A command as the link carries it.
    struct Wire: Codable {
        var action: String
        var room: String?
        var message: String?
        var playerID: String?
        var text: String?
        var on: Bool?
        var node: String?

        enum CodingKeys: String, CodingKey {
            case action, room, message, text, on, node
            case playerID = "player_id"
        }
    }

    /// `command` as one line.
    static func line(_ command: AdminCommand) -> [UInt8] {
        var wire = Wire(action: command.name)
        switch command {
        case let .room(code): wire.room = code
        case let .close(code, message): (wire.room, wire.message) = (code, message)
        case let .kick(code, player): (wire.room, wire.playerID) = (code, player)
        case let .notice(text): wire.text = text
        case let .maintenance(on): wire.on = on
        case let .drain(node): wire.node = node
        case .rooms, .stats, .metrics: break
        }
        return AdminOutcome.encode(wire) + [0x0A]
    }

    /// The command a line carries, nil when it is not one.
    static func command(_ line: ArraySlice<UInt8>) -> AdminCommand? {
        guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(line)) else { return nil }
        switch wire.action {
        case "rooms": return .rooms
        case "stats": return .stats
        case "room": return wire.room.map { .room(code: $0) }
        case "close": return wire.room.map { .close(code: $0, message: wire.message) }
        case "kick": return wire.room.flatMap { room in wire.playerID.map { .kick(code: room, playerID: $0) } }
        case "notice": return wire.text.map { .notice(text: $0) }
        case "maintenance": return wire.on.map { .maintenance(on: $0) }
        case "drain": return .drain(node: wire.node)
        default: return nil
        }
    }

    /// The reply line for `outcome`: `{"status": …, "body": …}` (the body as it is, JSON).
    static func reply(_ outcome: AdminOutcome) -> [UInt8] {
        var out = Array("{\"status\":\(outcome.status),\"body\":".utf8)
        out += outcome.contentType == "application/json" ? outcome.body : AdminOutcome.encode(String(decoding: outcome.body, as: UTF8.self))
        out += Array("}\n".utf8)
        return out
    }

    /// The outcome a reply line carries, nil when it is not one.
    static func outcome(_ line: ArraySlice<UInt8>) -> AdminOutcome? {
        guard case let .object(fields)? = try? JSONReader.parse(line, maxDepth: 64),
              case let .int(status)? = fields["status"], let body = fields["body"] else { return nil }
        return AdminOutcome(status: status, body: AdminOutcome.encode(body))
    }
}
