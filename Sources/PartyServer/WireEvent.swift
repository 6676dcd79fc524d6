import PartyCore
import PartyProtocol

/// An event payload that knows its wire name (games' events and the room's own alike).
typealias WireEvent = NamedEvent

/// `chat.message` {player_id, name, text, role?} (`role: "moderator"` for a moderator's line).
struct ChatMessage: WireEvent, DirectWireFields {
    var player_id: PlayerID
    var name: String
    var text: String
    /// `moderator` for a moderator's line (moderators are not in `members`); absent otherwise.
    var role: String?
    var wireType: String { "chat.message" }

    init(player_id: PlayerID, name: String, text: String, role: String? = nil) {
        (self.player_id, self.name, self.text, self.role) = (player_id, name, text, role)
    }

    /// `"name":…,"player_id":…,"role":…,"text":…` (sorted keys) without the `Encodable` machinery.
    func writeWireFields(to out: inout [UInt8]) {
        WireFieldWriter.string("name", name, to: &out)
        out.append(UInt8(ascii: ","))
        WireFieldWriter.string("player_id", player_id, to: &out)
        out.append(UInt8(ascii: ","))
        if let role {
            WireFieldWriter.string("role", role, to: &out)
            out.append(UInt8(ascii: ","))
        }
        WireFieldWriter.string("text", text, to: &out)
    }
}
