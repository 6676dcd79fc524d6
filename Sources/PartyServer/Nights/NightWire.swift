import PartyCore
import PartyProtocol

/// The playlist on the wire: `playlist.changed` {items, current, auto_advance, next_at_ms?} and
/// the `playlist` of a room snapshot's `night`.
struct PlaylistView: WireEvent, Encodable {
    /// The queued items, next first.
    var items: [PlaylistItem]
    /// The item playing or last started (null before the first).
    var current: PlaylistItem?
    /// Whether the next item starts by itself after the break.
    var autoAdvance: Bool
    /// When the next item starts by itself (auto-advance between games), else absent.
    var nextAtMs: UnixMillis?
    var wireType: String { "playlist.changed" }

    init(_ playlist: NightPlaylist, nextAtMs: UnixMillis?) {
        items = playlist.items
        current = playlist.current
        autoAdvance = playlist.autoAdvance
        self.nextAtMs = nextAtMs
    }

    enum CodingKeys: String, CodingKey { case items, current, autoAdvance = "auto_advance", nextAtMs = "next_at_ms" }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
        if let current { try c.encode(current, forKey: .current) } else { try c.encodeNil(forKey: .current) }
        try c.encode(autoAdvance, forKey: .autoAdvance)
        try c.encodeIfPresent(nextAtMs, forKey: .nextAtMs)
    }
}

/// `night.scoreboard` {standings}: the night's points per player, highest first.
struct NightScoreboardEvent: WireEvent, Encodable {
    var standings: [NightStanding]
    var wireType: String { "night.scoreboard" }
}

/// `night.ended` {night, recap}: the host ended the night; the recap is final.
struct NightEndedEvent: WireEvent, Encodable {
    var night: String
    var recap: NightRecap
    var wireType: String { "night.ended" }
}

/// The night as `night.get` answers it (and as a room snapshot's `night` carries it, without
/// `rsvps` and `recap` but with the running `standings`, so a screen or client that (re)joins
/// mid-night draws the board at once): {night, title, starts_at_ms, length_minutes, place, host_name, rsvps,
/// playlist, current, auto_advance, state, recap_ready, recap?, standings?}.
struct NightInfo: Encodable, Sendable {
    var night: GameNight
    var rsvps: [NightRSVP]?
    /// The night's scoreboard, in room snapshots only.
    var standings: [NightStanding]? = nil

    enum CodingKeys: String, CodingKey {
        case night, title, place, rsvps, playlist, current, state
        case startsAtMs = "starts_at_ms", lengthMinutes = "length_minutes", hostName = "host_name", autoAdvance = "auto_advance", recapReady = "recap_ready", recap
        case standings
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(night.code, forKey: .night)
        try c.encode(night.plan.title, forKey: .title)
        try c.encode(night.plan.startsAtMs, forKey: .startsAtMs)
        try c.encode(night.plan.lengthMinutes, forKey: .lengthMinutes)
        try c.encode(night.plan.place, forKey: .place)
        if let name = night.hostName { try c.encode(name, forKey: .hostName) } else { try c.encodeNil(forKey: .hostName) }
        if let rsvps { try c.encode(rsvps.map(RSVPView.init), forKey: .rsvps) }
        try c.encode(night.playlist.items, forKey: .playlist)
        if let current = night.playlist.current { try c.encode(current, forKey: .current) } else { try c.encodeNil(forKey: .current) }
        try c.encode(night.playlist.autoAdvance, forKey: .autoAdvance)
        try c.encode(night.state, forKey: .state)
        try c.encode(night.recap != nil, forKey: .recapReady)
        if rsvps != nil, let recap = night.recap { try c.encode(recap, forKey: .recap) }
        if let standings { try c.encode(standings, forKey: .standings) }
    }

    /// `{name, answer}`.
    struct RSVPView: Encodable {
        var name: String
        var answer: RSVPAnswer
        init(_ rsvp: NightRSVP) { name = rsvp.name; answer = rsvp.answer }
    }
}
