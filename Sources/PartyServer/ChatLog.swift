import PartyCore

/// The room's recent chat, oldest first, for `chat.history` and `room.resume`. Only lines that
/// went to everyone are kept (a refused chat never gets here), so any member may read them.
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
}
