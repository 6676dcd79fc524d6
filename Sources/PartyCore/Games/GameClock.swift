/// Whether a running game's clock runs or stands still (a pause), and the rules of pausing:
/// a pure value the room keeps beside its game (and saves with it), returning what to announce.
///
/// While paused the game lives at ``GamePause/since``: the room passes that time to every
/// call into the game, arms no timer and refuses the game's actions with `wrong_phase`. On
/// resume the room moves the game's deadlines by ``GameResumed/shift`` (the time the clock
/// stood), so every timer keeps exactly the time it had left.
///
/// Two kinds of pause (contract §9, "Timers and pauses"):
/// - the host's: ``hostPause(at:deadline:)`` / ``hostResume(at:deadline:wait:roster:presumedPresent:)``;
/// - a wait: when the player the game awaits (``PartyGame/awaited``) loses their connection, the
///   game pauses by itself (``settle(wait:roster:presumedPresent:now:deadline:)``) and resumes by
///   itself when they are back, when they are gone for good (left, kicked, their seat's grace
///   ended), or when the game no longer waits for them. The host may resume it early; the game
///   then goes on without them and does not pause for the same wait again until that player
///   has been back.
public struct GameClock: Codable, Sendable, Equatable {
    /// The pause in force, if any.
    public private(set) var pause: GamePause?
    /// A wait the host resumed over while its player was still away (no new pause for it).
    private(set) var waived: GameWait?

    /// A running clock.
    public init() {}

    /// True while the game is paused.
    public var isPaused: Bool { pause != nil }

    /// The time the game lives in: `now`, or the moment it was paused.
    public func time(at now: UnixMillis) -> UnixMillis { pause?.since ?? now }

    /// The host's `game.pause`: stops the clock at `now`. `deadline` is the game's earliest timer.
    /// - Throws: `wrongPhase` when the game is already paused.
    public mutating func hostPause(at now: UnixMillis, deadline: UnixMillis?) throws(RuleViolation) -> GamePaused {
        guard pause == nil else { throw .wrongPhase("the game is already paused; the host resumes it with game.resume") }
        let paused = GamePause(since: now, reason: .host)
        pause = paused
        return GamePaused(paused, deadline: deadline)
    }

    /// The host's `game.resume`: starts the clock again, whatever paused it. When the game still
    /// waits for a player who is away, it goes on without them (the wait is waived).
    /// - Throws: `wrongPhase` when the game is not paused.
    public mutating func hostResume(at now: UnixMillis, deadline: UnixMillis?, wait: GameWait?, roster: Roster,
                                    presumedPresent: Set<PlayerID>) throws(RuleViolation) -> GameResumed {
        guard pause != nil else { throw .wrongPhase("the game is not paused") }
        if let wait, Self.isAway(wait.player, roster: roster, presumedPresent: presumedPresent) { waived = wait }
        return resume(at: now, deadline: deadline)
    }

    /// Pauses or resumes by itself after anything changed (a connection, a departure, a phase):
    /// resumes a wait whose player is back or gone, or that the game no longer has; pauses when
    /// the awaited player is away. `roster` is the room's members with their live connections;
    /// `presumedPresent` are members restored after a restart who may still resume (counted as
    /// present, so a restart pauses nothing by itself). `deadline` is the game's earliest timer.
    public mutating func settle(wait: GameWait?, roster: Roster, presumedPresent: Set<PlayerID>, now: UnixMillis,
                                deadline: UnixMillis?) -> GameClockChange? {
        if let waived, waived != wait || roster.entry(waived.player)?.connected == true { self.waived = nil }
        if case let .waiting(awaited)? = pause?.reason {
            let entry = roster.entry(awaited.player)
            let over = awaited != wait || entry?.role != .player || entry?.connected == true
            return over ? .resumed(resume(at: now, deadline: deadline)) : nil
        }
        guard pause == nil, let wait, wait != waived,
              Self.isAway(wait.player, roster: roster, presumedPresent: presumedPresent) else { return nil }
        let paused = GamePause(since: now, reason: .waiting(wait))
        pause = paused
        return .paused(GamePaused(paused, deadline: deadline))
    }

    /// Moves the pause by `delta` ms with the game's deadlines (a room restored after a restart),
    /// so the time left stays what it was.
    public mutating func shift(by delta: Int64) {
        pause?.since += delta
    }

    /// Ends the pause: the deadlines move by the time the clock stood.
    private mutating func resume(at now: UnixMillis, deadline: UnixMillis?) -> GameResumed {
        let shift = max(0, now - (pause?.since ?? now))
        pause = nil
        return GameResumed(shift: shift, deadline: deadline)
    }

    /// Whether `player` is a player of the room without a connection (and not presumed present).
    private static func isAway(_ player: PlayerID, roster: Roster, presumedPresent: Set<PlayerID>) -> Bool {
        guard let entry = roster.entry(player), entry.role == .player else { return false }
        return !entry.connected && !presumedPresent.contains(player)
    }

    private enum CodingKeys: String, CodingKey { case pause, waived }
}

/// What ``GameClock/settle(wait:roster:presumedPresent:now:deadline:)`` decided.
public enum GameClockChange: Sendable, Equatable {
    /// The game paused by itself: announce `game.paused`.
    case paused(GamePaused)
    /// The game resumed by itself: move its deadlines by the event's `shift`, announce `game.resumed`.
    case resumed(GameResumed)
}
