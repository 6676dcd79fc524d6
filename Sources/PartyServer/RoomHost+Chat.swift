import PartyCore
import PartyProtocol

extension RoomHost {
    /// `chat.send` {text} → event `chat.message` to everyone. During a Guess or Pass round, a
    /// line that says the word being guessed is refused (`not_allowed`) and never sent.
    func chatSend(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let raw = try request.params.string("text")
        let text = try rule { () throws(RuleViolation) in try TextSanitizer.validated(raw, field: "text", limit: .chat) }
        advanceGame()  // a round that has just ended no longer hides its word
        if let game, game.state.chatRevealsSecret(text) {
            throw WireError(.notAllowed, "nobody says the word being guessed: describe it without saying it (the message was not sent)")
        }
        reply(session, request)
        emit([Addressed(.everyone, keepChat(from: player, text: text))])
    }

    /// Remembers a chat line that is about to go to everyone and returns its event.
    func keepChat(from player: PlayerID, text: String) -> ChatMessage {
        chatLog.keep(from: player, name: room.member(player)?.name ?? "", text: text, at: now)
    }

    /// `chat.history` {limit?: 1–50} (any member) → ok {messages: [{player_id, name, text, at_ms}]}, oldest first.
    func chatHistory(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let limit = try request.params.optionalInt("limit", in: 1...ChatLog.limit)
        reply(session, request, Fields(["messages": chatLines(for: player, limit: limit)]))
    }

    /// The recent chat `member` may read now. While a Guess or Pass round runs, the guesser gets
    /// no line that contains the open card's word.
    func chatLines(for member: PlayerID, limit: Int? = nil) -> [ChatLog.Line] {
        chatLog.recent(limit, hiding: game?.state.secretHidden(from: member, now: gameNow))
    }
}
