import PartyCore
import PartyProtocol

extension RoomHost {
    /// Chat requests besides `chat.send`.
    static let chatRequestTypes: Set<String> = ["chat.history"]

    /// Remembers a chat line that is about to go to everyone and returns its event. Called only
    /// after the line passed every check, so refused lines never enter the history.
    func keepChat(from player: PlayerID, text: String) -> ChatMessage {
        let message = ChatMessage(player_id: player, name: room.member(player)?.name ?? "", text: text)
        chatLog.append(.init(player_id: message.player_id, name: message.name, text: message.text, at_ms: now))
        return message
    }

    /// `chat.history` {limit?: 1–50} (any member) → ok {messages: [{player_id, name, text, at_ms}]}, oldest first.
    func chatHistory(_ request: Request, from session: Session) throws(WireError) {
        let limit = try request.params.optionalInt("limit", in: 1...ChatLog.limit)
        reply(session, request, Fields(["messages": chatLog.recent(limit)]))
    }
}
