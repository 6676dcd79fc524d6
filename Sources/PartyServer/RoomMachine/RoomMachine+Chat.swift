import PartyCore
import PartyProtocol

/// Chat (`chat.send`, `chat.history`): lines to everyone, the room's recent lines, the checks
/// every line meets. Never saved with the room.
extension RequestTable {
    /// Chat's request types.
    static let chatRows: [RequestRoute] = [
        .machine("chat.send", saved: false, due: [.game, .review], RoomMachine.chatSend)
            .moderated(machine: RoomMachine.moderatorChat, due: [.game]),
        .machine("chat.history", saved: false, RoomMachine.chatHistory),
    ]
}

extension RoomMachine {
    /// `chat.send` {text} → event `chat.message` to everyone. An audience member gets
    /// `not_allowed` while the room's `audience_chat` is off; during a Guess or Pass round a line
    /// that says the word being guessed is refused (`not_allowed`) and never sent; a line the
    /// room's word filter blocks gets `filtered`. With `review` on, a line from anyone but the
    /// host and the moderators is held instead (``hold(_:_:from:moment:now:)``).
    static func chatSend(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                         _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let text = try chatText(request)
        try state.checkChat(text, from: player)
        if state.needsReview(player) { return try hold(&state, .chat(text: text), from: player, now: now) }
        return [.reply(NoFields(), after: nil), .emit(.everyone, state.keepChat(from: player, text: text, at: now))]
    }

    /// Publishes a chat line from `player` as if they sent it now (an approved item): the same
    /// checks, then the request being handled (the approval) is answered and the line goes to everyone.
    static func publishChat(_ state: inout RoomState, _ text: String, from player: PlayerID, now: UnixMillis) throws(WireError) -> [RoomAction] {
        try state.checkChat(text, from: player)
        return [.reply(NoFields(), after: nil), .emit(.everyone, state.keepChat(from: player, text: text, at: now))]
    }

    /// A moderator's `chat.send`: never held; the same word and filter checks; the line carries
    /// `role: "moderator"` (a moderator is not in `members`).
    static func moderatorChat(_ state: inout RoomState, _ request: Request, _ moderator: String, _ now: UnixMillis,
                              _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let text = try chatText(request)
        try state.checkChat(text, from: moderator)
        let name = state.moderation.moderators.seat(moderator)?.name ?? ""
        var line = state.chatLog.keep(from: moderator, name: name, text: text, at: now)
        line.role = RoomHost.moderatorRole
        return [.reply(NoFields(), after: nil), .emit(.everyone, line)]
    }

    /// `chat.history` {limit?: 1–50} (any member) → ok {messages: [{player_id, name, text, at_ms}]}, oldest first.
    static func chatHistory(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let limit = try request.params.optionalInt("limit", in: 1...ChatLog.limit)
        return [.reply(Fields(["messages": state.chatLines(for: player, limit: limit, now: now)]), after: nil)]
    }

    /// The request's `text`, sanitised (control characters and terminal escapes removed).
    private static func chatText(_ request: Request) throws(WireError) -> String {
        let raw = try request.params.string("text")
        return try rule { () throws(RuleViolation) in try TextSanitizer.validated(raw, field: "text", limit: .chat) }
    }
}

extension RoomState {
    /// The rules every chat line meets when it is sent (and again when a held line is approved).
    /// The game's due deadline has fired already (``RoomMachine/Due/game``): a round that has
    /// just ended no longer hides its word.
    func checkChat(_ text: String, from player: PlayerID) throws(WireError) {
        if !settings.audienceChat, room.member(player)?.role == .audience {
            throw WireError(.notAllowed, "the host turned audience chat off (the message was not sent)")
        }
        if let game, game.state.chatRevealsSecret(text) {
            throw WireError(.notAllowed, "nobody says the word being guessed: describe it without saying it (the message was not sent)")
        }
        try checkText(text, field: "text")
    }

    /// Remembers a chat line that is about to go to everyone and returns its event.
    mutating func keepChat(from player: PlayerID, text: String, at now: UnixMillis) -> ChatMessage {
        chatLog.keep(from: player, name: room.member(player)?.name ?? "", text: text, at: now)
    }

    /// The recent chat `member` may read now. While a Guess or Pass round runs, the guesser gets
    /// no line that contains the open card's word.
    func chatLines(for member: PlayerID, limit: Int? = nil, now: UnixMillis) -> [ChatLog.Line] {
        chatLog.recent(limit, hiding: game?.state.secretHidden(from: member, now: gameNow(now)))
    }
}
