import PartyProtocol

/// What `night.get` says of a night.
public struct NightDetails: Sendable, Equatable {
    /// The night's code (the room's too).
    public var code: String
    /// The title.
    public var title: String
    /// When it starts, in Unix milliseconds.
    public var startsAtMs: Int64
    /// Where (empty when not given).
    public var place: String
    /// The host's name, when known.
    public var hostName: String?
    /// `planned`, `open` or `ended`.
    public var state: String
    /// Who answered what, in the server's order.
    public var rsvps: [GuestReply]

    /// Reads a `night.get` reply.
    init(_ f: [String: JSONValue]) {
        code = f.text("night") ?? ""
        title = f.text("title") ?? ""
        startsAtMs = Int64(f.int("starts_at_ms") ?? 0)
        place = f.text("place") ?? ""
        hostName = f.text("host_name")
        state = f.text("state") ?? "planned"
        rsvps = f.array("rsvps").map { GuestReply(name: $0["name"]?.text ?? "?", answer: $0["answer"]?.text ?? "") }
    }

    /// The names that answered `answer` (`yes`, `maybe`, `no`).
    public func names(answering answer: String) -> [String] { rsvps.filter { $0.answer == answer }.map(\.name) }
}

/// One answer to a night's invitation.
public struct GuestReply: Sendable, Equatable {
    /// The name given.
    public var name: String
    /// `yes`, `maybe` or `no`.
    public var answer: String
}

/// One game on the playlist.
public struct QueuedGame: Sendable, Equatable {
    /// Its id (`item_id`), for remove and move.
    public var id: String
    /// The game id.
    public var game: String
    /// Its options, as queued.
    public var options: [String: JSONValue]

    /// Reads `{item_id, game, options}`, or `{game, ...options}` as a night's plan lists them.
    init(_ v: JSONValue, index: Int) {
        id = v["item_id"]?.text ?? "#\(index)"
        game = v["game"]?.text ?? "?"
        if case let .object(o)? = v["options"] {
            options = o
        } else if case let .object(all) = v {
            options = all.filter { $0.key != "game" && $0.key != "item_id" }
        } else {
            options = [:]
        }
    }

    /// The options as short text (`category animals · round_seconds 45`), sorted by name.
    public var optionsText: String {
        options.keys.sorted().compactMap { key in
            switch options[key] {
            case let .string(s)?: "\(key) \(s)"
            case let .int(i)?: "\(key) \(i)"
            case let .bool(b)?: "\(key) \(b)"
            case let .array(a)?: "\(key) " + a.compactMap(\.text).joined(separator: ",")
            default: nil
            }
        }.joined(separator: " · ")
    }
}

/// One row of the night's scoreboard.
public struct ScoreboardRow: Sendable, Equatable {
    /// The player's id.
    public var playerID: String
    /// Their name.
    public var name: String
    /// Points this night.
    public var points: Int
    /// Whether the server marked them kicked (they stay on the board, greyed).
    public var kicked: Bool
}
