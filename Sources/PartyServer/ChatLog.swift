import PartyCore

/// The room's chat component: its recent lines, oldest first, for `chat.history` and
/// `room.resume`. Only lines that went to everyone are kept (a refused chat never gets here),
/// so any member may read them — but a hidden word's guesser (see ``recent(_:hiding:)``).
struct ChatLog: Sendable {
    /// One remembered chat line, as `chat.message` carried it, with the server time it was sent.
    struct Line: Encodable, Sendable, Equatable {
        var player_id: PlayerID
        var name: String
        var text: String
        var at_ms: UnixMillis
    }

    /// Most lines kept; older ones are forgotten.
    static let limit = 50

    /// The kept lines, oldest first.
    private(set) var lines: [Line] = []

    /// Remembers a line, forgetting the oldest past ``limit``.
    mutating func append(_ line: Line) {
        lines.append(line)
        if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
    }

    /// The last `count` lines (all of them when nil), oldest first.
    func recent(_ count: Int? = nil) -> [Line] {
        Array(lines.suffix(count ?? Self.limit))
    }

    /// The last `count` lines a reader may see while `secret` is hidden from them (a Guess or
    /// Pass guesser and the open card's word): none that contains it, matched as guesses are
    /// (case, accents, punctuation and spaces aside), not even one said before the card came up.
    func recent(_ count: Int? = nil, hiding secret: String?) -> [Line] {
        let lines = recent(count)
        guard let secret else { return lines }
        let hidden = GuessNormalizer.normalize(secret)
        return lines.filter { !GuessNormalizer.normalize($0.text).contains(hidden) }
    }

    /// Remembers a line of `name` (seat `player`) sent at `at`, and returns the event that
    /// carries it to everyone. Only for a line that passed every check, so refused lines never
    /// enter the history.
    mutating func keep(from player: PlayerID, name: String, text: String, at: UnixMillis) -> ChatMessage {
        append(Line(player_id: player, name: name, text: text, at_ms: at))
        return ChatMessage(player_id: player, name: name, text: text)
    }
}
