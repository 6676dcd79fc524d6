import Foundation
import PartyProtocol

/// The game night the room belongs to, as the terminal shows it (PROTOCOL-CONTRACT section 8):
/// the night's details from `night.get`, the playlist from `playlist.changed` and the night's
/// scoreboard from `night.scoreboard`. Empty (``info`` nil, no items) in a room that is no night.
public struct NightState: Sendable, Equatable {
    /// The night's details, once `night.get` answered.
    public var info: NightInfo?
    /// The games still queued, next first.
    public var playlist: [PlaylistItem] = []
    /// The item playing now, or started last (nil before the first).
    public var current: PlaylistItem?
    /// The night's standings, highest first.
    public var standings: [NightStanding] = []
    /// Whether the next game starts by itself after the break.
    public var autoAdvance = false
    /// The token `/night plan` names as the host's (the app sets this server's profile token, so
    /// joining the night's room later seats the host); nil lets the server make one up.
    public var hostToken: String?
    /// The timezone `/night plan` reads dates and times in (the machine's, unless a test sets one).
    public var timeZone = TimeZone.current

    /// A fresh, empty night state.
    public init() {}

    /// Whether the room is a night's room (its snapshot or `night.get` said so, or its events came).
    public var isNight: Bool { info != nil || !playlist.isEmpty || !standings.isEmpty }

    /// The next game on the playlist.
    public var next: PlaylistItem? { playlist.first }

    /// Takes what a `night.get` reply or a room snapshot's `night` says: details, playlist,
    /// current item and auto-advance (RSVPs only from `night.get`).
    mutating func adopt(_ f: [String: JSONValue]) {
        let previous = info?.rsvps ?? []
        info = NightInfo(f)
        if f["rsvps"] == nil { info?.rsvps = previous }
        playlist = f.array("playlist").enumerated().map { PlaylistItem($1, index: $0) }
        current = f["current"].flatMap { $0.isObject ? PlaylistItem($0, index: -1) : nil }
        autoAdvance = f.bool("auto_advance") ?? autoAdvance
    }

    /// Whether the frame type is one of the night's events.
    static func isEvent(_ type: String) -> Bool { ["playlist.changed", "night.scoreboard", "night.ended"].contains(type) }

    /// Whether a request type belongs to the night (its replies and failures come here).
    static func isRequest(_ type: String) -> Bool { type.hasPrefix("night.") || type.hasPrefix("playlist.") }
}

/// What `night.get` says of a night.
public struct NightInfo: Sendable, Equatable {
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
    public var rsvps: [NightRSVP]

    /// Reads a `night.get` reply.
    init(_ f: [String: JSONValue]) {
        code = f.text("night") ?? ""
        title = f.text("title") ?? ""
        startsAtMs = Int64(f.int("starts_at_ms") ?? 0)
        place = f.text("place") ?? ""
        hostName = f.text("host_name")
        state = f.text("state") ?? "planned"
        rsvps = f.array("rsvps").map { NightRSVP(name: $0["name"]?.text ?? "?", answer: $0["answer"]?.text ?? "") }
    }

    /// The names that answered `answer` (`yes`, `maybe`, `no`).
    public func names(answering answer: String) -> [String] { rsvps.filter { $0.answer == answer }.map(\.name) }
}

/// One answer to a night's invitation.
public struct NightRSVP: Sendable, Equatable {
    /// The name given.
    public var name: String
    /// `yes`, `maybe` or `no`.
    public var answer: String
}

/// One game on the playlist.
public struct PlaylistItem: Sendable, Equatable {
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
public struct NightStanding: Sendable, Equatable {
    /// The player's id.
    public var playerID: String
    /// Their name.
    public var name: String
    /// Points this night.
    public var points: Int
    /// Whether the server marked them kicked (they stay on the board, greyed).
    public var kicked: Bool
}
