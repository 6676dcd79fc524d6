import PartyCore

/// An event payload that knows its wire name.
protocol WireEvent: Encodable, Sendable {
    var wireType: String { get }
}

extension RoomEvent: WireEvent {}

/// `chat.message` {player_id, name, text}.
struct ChatMessage: WireEvent {
    var player_id: PlayerID
    var name: String
    var text: String
    var wireType: String { "chat.message" }
}
