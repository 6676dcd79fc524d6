import PartyCore
import PartyProtocol

extension RoomHost {
    /// `chat.send` {text} → event `chat.message` to everyone. An audience member gets
    /// `not_allowed` while the room's `audience_chat` is off; during a Guess or Pass round a line
    /// that says the word being guessed is refused (`not_allowed`) and never sent; a line the
    /// room's word filter blocks gets `filtered`. With `review` on, a line from anyone but the
    /// host and the moderators is held instead (`RoomHost+Review.swift`).
    func chatSend(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let raw = try request.params.string("text")
        let text = try rule { () throws(RuleViolation) in try TextSanitizer.validated(raw, field: "text", limit: .chat) }
        try checkChat(text, from: player)
        if needsReview(player) {
            try hold(.chat(text: text), from: player, answering: request, from: session)
            return
        }
        reply(session, request)
        emit([Addressed(.everyone, keepChat(from: player, text: text))])
    }

    /// Publishes a chat line from `player` as if they sent it now (an approved item): the same
    /// checks, then `request` (the approval) is answered and the line goes to everyone.
    func publishChat(_ text: String, from player: PlayerID, answering request: Request, from session: Session) throws(WireError) {
        try checkChat(text, from: player)
        reply(session, request)
        emit([Addressed(.everyone, keepChat(from: player, text: text))])
    }

    /// A moderator's `chat.send`: never held; the same word and filter checks; the line carries
    /// `role: "moderator"` (a moderator is not in `members`).
    func moderatorChat(_ request: Request, from session: Session, moderator: String) throws(WireError) {
        let raw = try request.params.string("text")
        let text = try rule { () throws(RuleViolation) in try TextSanitizer.validated(raw, field: "text", limit: .chat) }
        try checkChat(text, from: moderator)
        reply(session, request)
        var line = chatLog.keep(from: moderator, name: moderation.moderators.seat(moderator)?.name ?? "", text: text, at: now)
        line.role = Self.moderatorRole
        emit([Addressed(.everyone, line)])
    }

    /// The rules every chat line meets when it is sent (and again when a held line is approved).
    private func checkChat(_ text: String, from player: PlayerID) throws(WireError) {
        if !settings.audienceChat, room.member(player)?.role == .audience {
            throw WireError(.notAllowed, "the host turned audience chat off (the message was not sent)")
        }
        advanceGame()  // a round that has just ended no longer hides its word
        if let game, game.state.chatRevealsSecret(text) {
            throw WireError(.notAllowed, "nobody says the word being guessed: describe it without saying it (the message was not sent)")
        }
        try checkText(text, field: "text")
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
