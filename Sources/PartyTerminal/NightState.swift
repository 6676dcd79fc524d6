import Foundation
import PartyProtocol

/// The game night the room belongs to, as the terminal shows it (PROTOCOL-CONTRACT section 8):
/// the night's details from `night.get`, the playlist from `playlist.changed` and the night's
/// scoreboard from `night.scoreboard`. Empty (``info`` nil, no items) in a room that is no night.
public struct NightState: Sendable, Equatable {
    /// The night's details, once `night.get` answered.
    public var info: NightDetails?
    /// The games still queued, next first.
    public var playlist: [QueuedGame] = []
    /// The item playing now, or started last (nil before the first).
    public var current: QueuedGame?
    /// The night's standings, highest first.
    public var standings: [ScoreboardRow] = []
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
    public var next: QueuedGame? { playlist.first }

    /// Takes what a `night.get` reply or a room snapshot's `night` says: details, playlist,
    /// current item and auto-advance (RSVPs only from `night.get`).
    mutating func adopt(_ f: [String: JSONValue]) {
        let previous = info?.rsvps ?? []
        info = NightDetails(f)
        if f["rsvps"] == nil { info?.rsvps = previous }
        playlist = f.array("playlist").enumerated().map { QueuedGame($1, index: $0) }
        current = f["current"].flatMap { $0.isObject ? QueuedGame($0, index: -1) : nil }
        autoAdvance = f.bool("auto_advance") ?? autoAdvance
    }

    /// Whether the frame type is one of the night's events.
    static func isEvent(_ type: String) -> Bool { ["playlist.changed", "night.scoreboard", "night.ended"].contains(type) }

    /// Whether a request type belongs to the night (its replies and failures come here).
    static func isRequest(_ type: String) -> Bool { type.hasPrefix("night.") || type.hasPrefix("playlist.") }
}
