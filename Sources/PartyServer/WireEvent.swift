import PartyCore
import PartyProtocol

/// An event payload that knows its wire name.
protocol WireEvent: Encodable, Sendable {
    var wireType: String { get }
}

extension RoomEvent: WireEvent {}

/// `chat.message` {player_id, name, text}.
struct ChatMessage: WireEvent, DirectWireFields {
    var player_id: PlayerID
    var name: String
    var text: String
    var wireType: String { "chat.message" }

    /// `"name":…,"player_id":…,"text":…` (sorted keys) without the `Encodable` machinery.
    func writeWireFields(to out: inout [UInt8]) {
        WireFieldWriter.string("name", name, to: &out)
        out.append(UInt8(ascii: ","))
        WireFieldWriter.string("player_id", player_id, to: &out)
        out.append(UInt8(ascii: ","))
        WireFieldWriter.string("text", text, to: &out)
    }
}
