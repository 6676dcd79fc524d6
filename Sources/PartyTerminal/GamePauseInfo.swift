/// A paused game as the terminal client shows it (contract §9, "Timers and pauses"): why, who
/// the room waits for, and the local moment the game's clock stopped (its timers are drawn as
/// they stood then).
public struct GamePauseInfo: Sendable, Equatable {
    /// `host`, or the game's wait reason (`guesser_away`).
    public var reason: String
    /// The player the game waits for, when it waits for one.
    public var waitingFor: String?
    /// Time left on the game's timer when it stopped (nil: no timer runs).
    public var remainingMs: Int?
    /// Local Unix ms at which the game's clock stopped: the game pane is drawn at this time.
    public var frozenAtMs: Int64

    /// A pause `reason`, waiting for `waitingFor`, with `remainingMs` left, stopped at local `frozenAtMs`.
    public init(reason: String, waitingFor: String?, remainingMs: Int?, frozenAtMs: Int64) {
        self.reason = reason
        self.waitingFor = waitingFor
        self.remainingMs = remainingMs
        self.frozenAtMs = frozenAtMs
    }

    /// Whole seconds left, rounded up.
    public var secondsLeft: Int? { remainingMs.map { max(0, ($0 + 999) / 1000) } }
}
