import PartyCore

/// A paused game's view in a snapshot: the game's own view as it stood when paused (its
/// `ends_at_ms` where the timer stopped), plus `paused: true`, `remaining_ms` (null when no timer
/// runs), `pause_reason` (`host`, `guesser_away`) and `waiting_for` (the awaited player, for a wait).
struct PausedGameView: Encodable, Sendable {
    /// The game's own view.
    var view: any Encodable & Sendable
    /// The pause in force.
    var pause: GamePause
    /// The game's earliest deadline (frozen while paused).
    var deadline: UnixMillis?

    enum CodingKeys: String, CodingKey {
        case paused, remainingMs = "remaining_ms", pauseReason = "pause_reason", waitingFor = "waiting_for"
    }

    func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)  // the game's fields, in the same object
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(true, forKey: .paused)
        try c.encode(pause.remaining(until: deadline), forKey: .remainingMs)
        try c.encode(pause.reason.wireName, forKey: .pauseReason)
        try c.encodeIfPresent(pause.reason.awaitedPlayer, forKey: .waitingFor)
    }
}
