/// A player's move in Odd One Out.
public enum OddOneOutAction: Sendable, Equatable {
    /// `odd.clue` {text}: the player's one clue for their word this round.
    case clue(String)
    /// `odd.vote` {player_id}: who the player thinks holds the odd word.
    case vote(PlayerID)
}
