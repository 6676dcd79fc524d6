/// `game.paused` {remaining_ms, reason, waiting_for?}: the game's timers stopped.
public struct GamePaused: NamedEvent, Equatable {
    /// Time left on the game's running timer (null when no timer runs).
    public var remainingMs: Int64?
    /// `host`, or the game's wait reason (`guesser_away`).
    public var reason: String
    /// The player the game waits for (absent for the host's pause).
    public var waitingFor: PlayerID?

    /// `game.paused`.
    public var wireType: String { "game.paused" }

    /// The event for `pause`, whose game's earliest timer is `deadline`.
    public init(_ pause: GamePause, deadline: UnixMillis?) {
        remainingMs = pause.remaining(until: deadline)
        reason = pause.reason.wireName
        waitingFor = pause.reason.awaitedPlayer
    }

    enum CodingKeys: String, CodingKey { case remainingMs = "remaining_ms", reason, waitingFor = "waiting_for" }

    /// Writes `remaining_ms` as null when no timer runs (the field is always present).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(remainingMs, forKey: .remainingMs)
        try c.encode(reason, forKey: .reason)
        try c.encodeIfPresent(waitingFor, forKey: .waitingFor)
    }
}

/// `game.resumed` {ends_at_ms}: the game's clock runs again; its running timer now ends at
/// `ends_at_ms` (now + the time that was left; null when no timer runs).
public struct GameResumed: NamedEvent, Equatable {
    /// When the running timer ends now.
    public var endsAtMs: UnixMillis?
    /// How far every deadline of the game moves (the time the clock stood); not on the wire.
    public var shift: Int64

    /// `game.resumed`.
    public var wireType: String { "game.resumed" }

    /// The event for a pause that stood `shift` ms, whose game's earliest timer was `deadline`.
    public init(shift: Int64, deadline: UnixMillis?) {
        self.shift = shift
        endsAtMs = deadline.map { $0 + shift }
    }

    enum CodingKeys: String, CodingKey { case endsAtMs = "ends_at_ms" }

    /// Writes `ends_at_ms` (null when no timer runs).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(endsAtMs, forKey: .endsAtMs)
    }
}
