/// How a dice table is played.
public enum DiceMode: String, Codable, Sendable, CaseIterable {
    /// Any member rolls any number of dice at any time; each roll is independent.
    case free
    /// A fixed set of dice; players take turns in join order, may lock dice and end their turn.
    case turns
}

/// One die of a turns-mode table as it rests on the table.
public struct Die: Codable, Sendable, Equatable {
    /// The face showing, in `1...sides`.
    public var value: Int
    /// Whether the die is held: a locked die keeps its value when the player rolls.
    public var locked: Bool

    /// Creates a die.
    public init(value: Int, locked: Bool = false) {
        self.value = value
        self.locked = locked
    }
}

/// One die of a roll result, with its animation timing.
public struct RolledDie: Codable, Sendable, Equatable {
    /// The final face, decided at roll time.
    public var value: Int
    /// Whether the die was locked (its value was carried over, not rolled).
    public var locked: Bool
    /// Milliseconds after the roll before this die starts tumbling, in `0...250`.
    public var delayMs: Int
    /// Milliseconds the die tumbles, in `500...1000`.
    public var durationMs: Int

    /// Creates a rolled die.
    public init(value: Int, locked: Bool, delayMs: Int, durationMs: Int) {
        self.value = value
        self.locked = locked
        self.delayMs = delayMs
        self.durationMs = durationMs
    }

    enum CodingKeys: String, CodingKey {
        case value, locked
        case delayMs = "delay_ms"
        case durationMs = "duration_ms"
    }
}

/// The result of one roll: the payload of the `dice.rolled` event (the server adds
/// `nonce`, `client_seed` and `commitment`).
public struct DiceRoll: Codable, Sendable, Equatable {
    /// Who rolled.
    public var playerID: PlayerID
    /// Faces per die.
    public var sides: Int
    /// Every die of the roll in index order (locked dice included in turns mode).
    public var dice: [RolledDie]
    /// Sum of all values.
    public var total: Int
    /// The table's mode when the roll happened.
    public var mode: DiceMode
    /// Server time at which the last die stops: `rolled_at + max(delay_ms + duration_ms)`.
    public var settlesAtMs: UnixMillis

    /// Creates a roll result.
    public init(playerID: PlayerID, sides: Int, dice: [RolledDie], mode: DiceMode, settlesAtMs: UnixMillis) {
        self.playerID = playerID
        self.sides = sides
        self.dice = dice
        self.total = dice.reduce(0) { $0 + $1.value }
        self.mode = mode
        self.settlesAtMs = settlesAtMs
    }

    enum CodingKeys: String, CodingKey {
        case playerID = "player_id"
        case sides, dice, total, mode
        case settlesAtMs = "settles_at_ms"
    }
}

/// One finished turn in a turns-mode table's history.
public struct DiceHistoryEntry: Codable, Sendable, Equatable {
    /// Whose turn it was.
    public var playerID: PlayerID
    /// The final values of every die, in index order.
    public var dice: [Int]
    /// Sum of `dice`.
    public var total: Int
    /// When the turn ended (server time).
    public var at: UnixMillis

    /// Creates a history entry.
    public init(playerID: PlayerID, dice: [Int], at: UnixMillis) {
        self.playerID = playerID
        self.dice = dice
        self.total = dice.reduce(0, +)
        self.at = at
    }

    enum CodingKeys: String, CodingKey {
        case playerID = "player_id"
        case dice, total, at
    }
}

/// A lock toggle that was applied: the payload of the `dice.locked` event.
public struct DiceLockChange: Codable, Sendable, Equatable {
    /// Who toggled.
    public var playerID: PlayerID
    /// Which die (0-based).
    public var index: Int
    /// The new lock state.
    public var locked: Bool

    /// Creates a lock change.
    public init(playerID: PlayerID, index: Int, locked: Bool) {
        self.playerID = playerID
        self.index = index
        self.locked = locked
    }

    enum CodingKeys: String, CodingKey {
        case playerID = "player_id"
        case index, locked
    }
}

/// The outcome of `dice.end_turn`: the recorded entry and whose turn it is now
/// (the `dice.turn` event carries `player_id` = `next`).
public struct DiceTurnPassed: Sendable, Equatable {
    /// The turn that was just recorded in the history.
    public var entry: DiceHistoryEntry
    /// The player whose turn it is now.
    public var next: PlayerID
}
