import PartyCore

/// An event payload that knows its wire name (games' events and the room's own alike).
typealias WireEvent = NamedEvent

/// `chat.message` {player_id, name, text}.
struct ChatMessage: WireEvent {
    var player_id: PlayerID
    var name: String
    var text: String
    var wireType: String { "chat.message" }
}
