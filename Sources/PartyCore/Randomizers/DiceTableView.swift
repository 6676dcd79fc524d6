/// A dice table as members see it (snapshots, `dice.history`).
public struct DiceTableView: Codable, Sendable, Equatable {
    /// A free-mode roller whose dice are still rolling.
    public struct RollerWindow: Codable, Sendable, Equatable {
        /// The roller.
        public var playerID: PlayerID
        /// When their dice settle (server time).
        public var untilMs: UnixMillis

        enum CodingKeys: String, CodingKey {
            case playerID = "player_id"
            case untilMs = "until_ms"
        }
    }

    /// `free` or `turns`.
    public var mode: DiceMode
    /// Dice per roll (free-mode default) or the size of the turns-mode set.
    public var count: Int
    /// Faces per die.
    public var sides: Int
    /// Turns mode: the dice on the table (final values); absent in free mode.
    public var dice: [Die]?
    /// Turns mode: whose turn it is.
    public var turn: PlayerID?
    /// Turns mode: whether the current player has rolled this turn.
    public var rolledThisTurn: Bool?
    /// Turns mode: when the table's running roll settles, if one is running.
    public var rollingUntilMs: UnixMillis?
    /// Free mode: rollers whose dice are still rolling.
    public var rolling: [RollerWindow]
    /// Finished turns, oldest first (last 50).
    public var history: [DiceHistoryEntry]

    enum CodingKeys: String, CodingKey {
        case mode, count, sides, dice, turn, rolling, history
        case rolledThisTurn = "rolled_this_turn"
        case rollingUntilMs = "rolling_until_ms"
    }
}
