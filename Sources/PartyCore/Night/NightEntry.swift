/// One thing that happened on a night, in the order the room saw it: what ``NightTally``
/// adds up. The room records members, games, the games' ``NightNote``s and the randomizers.
public enum NightEntry: Sendable, Equatable, Codable {
    /// A player took a seat, or is known under a new name.
    case seated(player: PlayerID, name: String)
    /// The host kicked a player: their points stay on the board, marked.
    case kicked(player: PlayerID)
    /// A player left the room for good (left, or their seat expired): one who never counted
    /// anything is forgotten, so seats coming and going do not grow the board.
    case left(player: PlayerID)
    /// A game began.
    case gameStarted(game: String)
    /// The running game ended.
    case gameEnded(game: String)
    /// What an event of the running game counts for.
    case note(NightNote)
    /// A player rolled dice totalling `total` (the `luckiest_roller` award: the highest single roll).
    case rolled(player: PlayerID, total: Int)
    /// A wheel landed on a player's name (the `wheel_winner` award: most spins won).
    case spinWon(player: PlayerID)
}
