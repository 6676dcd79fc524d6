/// A paused game: the moment its clock stopped and why. While paused the game lives at
/// ``since`` (its deadlines stand still); resuming moves every deadline by the time it stood.
public struct GamePause: Codable, Sendable, Equatable {
    /// When the game's clock stopped (Unix ms).
    public var since: UnixMillis
    /// Why it stopped.
    public var reason: GamePauseReason

    /// A pause that began at `since` for `reason`.
    public init(since: UnixMillis, reason: GamePauseReason) {
        self.since = since
        self.reason = reason
    }

    /// The time left on the game's earliest timer, `deadline`, as it stood when paused (nil: no timer runs).
    public func remaining(until deadline: UnixMillis?) -> Int64? {
        deadline.map { max(0, $0 - since) }
    }
}

/// Why a game is paused.
public enum GamePauseReason: Codable, Sendable, Equatable {
    /// The host's `game.pause`.
    case host
    /// The game waits for a player whose connection dropped (``PartyGame/awaited``).
    case waiting(GameWait)

    /// The wire `reason`: `host`, or the wait's own (`guesser_away`).
    public var wireName: String {
        switch self {
        case .host: "host"
        case let .waiting(wait): wait.reason
        }
    }

    /// The player the game waits for, when it waits for one.
    public var awaitedPlayer: PlayerID? {
        if case let .waiting(wait) = self { return wait.player }
        return nil
    }
}
