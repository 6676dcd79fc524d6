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
    func chatHistory(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let limit = try request.params.optionalInt("limit", in: 1...ChatLog.limit)
        reply(session, request, Fields(["messages": chatLines(for: player, limit: limit)]))
    }

    /// The recent chat `member` may read now. While a Guess or Pass round runs, the guesser gets
    /// no line that contains the open card's word, not even one said before the card came up.
    func chatLines(for member: PlayerID, limit: Int? = nil) -> [ChatLog.Line] {
        let lines = chatLog.recent(limit)
        // Nobody's id is empty, so this view is a clue-giver's: it has the open card's word.
        guard case let .guessOrPass(g)? = game, g.phase == .round, g.guesser == member,
              let word = g.view(for: "", now: now).currentCard?.word else { return lines }
        let hidden = GuessNormalizer.normalize(word)
        return lines.filter { !GuessNormalizer.normalize($0.text).contains(hidden) }
    }
}
