/// A player a running game cannot go on without right now (Guess or Pass: the round's guesser),
/// and the `reason` a pause gives while their connection is down (`guesser_away`). A game
/// declares it with ``PartyGame/awaited``; the room pauses the game when that player drops and
/// resumes it when they are back (see ``GameClock``).
public struct GameWait: Codable, Sendable, Equatable {
    /// The awaited player.
    public var player: PlayerID
    /// The wire `reason` of `game.paused` while they are away (snake_case, e.g. `guesser_away`).
    public var reason: String

    /// Creates a wait for `player`, paused with `reason` while they are away.
    public init(player: PlayerID, reason: String) {
        self.player = player
        self.reason = reason
    }
}
