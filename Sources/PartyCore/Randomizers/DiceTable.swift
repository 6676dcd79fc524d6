/// A room's shared dice table: free rolls or turns with locks, plus the rolling window
/// during which the dice animate and the table refuses new actions.
///
/// Pure value type: randomness comes in as `inout some RandomSource`, time as `now`.
/// The rolling window is transient: it is not part of the `Codable` form, so a saved
/// table stores only the settled (final) values and a restored table is never rolling.
public struct DiceTable: Codable, Sendable, Equatable {
    /// Most history entries kept; older ones are dropped.
    public static let historyLimit = 50
    /// Allowed number of dice per roll or per turns-mode table.
    public static let countRange = 1...100
    /// Allowed faces per die.
    public static let sidesRange = 2...100
    /// Range of `delay_ms` drawn per die.
    public static let delayRange = 0...250
    /// Range of `duration_ms` drawn per die.
    public static let durationRange = 500...1000

    /// Free or turns.
    public internal(set) var mode: DiceMode = .free
    /// Dice per roll (free mode: the default when `dice.roll` gives no `count`; turns: the set's size).
    public internal(set) var count: Int = 2
    /// Faces per die (free mode: the default when `dice.roll` gives no `sides`).
    public internal(set) var sides: Int = 6
    /// The turns-mode dice in index order (empty in free mode). Values are always final.
    public internal(set) var dice: [Die] = []
    /// The player whose turn it was last recorded (turns mode); see ``currentTurn(in:)``.
    public internal(set) var turn: PlayerID?
    /// Position of `turn` among the roster's players when it was assigned; used to find the
    /// next player if `turn` has left.
    var turnSlot: Int = 0
    /// Whether the current turn's player has rolled at least once.
    public internal(set) var rolledThisTurn = false
    /// Finished turns, oldest first, at most ``historyLimit``.
    public internal(set) var history: [DiceHistoryEntry] = []

    /// Turns mode: the server time until which the table's dice are rolling (transient).
    var tableRollingUntil: UnixMillis?
    /// Free mode: per roller, the server time until which their dice are rolling (transient).
    var rollerRollingUntil: [PlayerID: UnixMillis] = [:]

    enum CodingKeys: String, CodingKey {
        case mode, count, sides, dice, turn, history
        case turnSlot = "turn_slot"
        case rolledThisTurn = "rolled_this_turn"
    }

    /// A new table in free mode with 2 six-sided dice as the default roll.
    public init() {}

    /// Whether any dice of the table are still rolling at `now`.
    public func isRolling(now: UnixMillis) -> Bool {
        if let until = tableRollingUntil, now < until { return true }
        return rollerRollingUntil.values.contains { now < $0 }
    }

    /// Whether `player`'s request would meet rolling dice: in free mode the window is per
    /// roller, in turns mode it is the whole table's.
    public func isRolling(for player: PlayerID, now: UnixMillis) -> Bool {
        switch mode {
        case .free:
            if let until = rollerRollingUntil[player] { return now < until }
            return false
        case .turns:
            if let until = tableRollingUntil { return now < until }
            return false
        }
    }

    /// The latest time at which a running roll settles, or nil when nothing is rolling at `now`.
    public func rollingUntil(now: UnixMillis) -> UnixMillis? {
        let all = rollerRollingUntil.values.filter { now < $0 } + [tableRollingUntil].compactMap { $0 }.filter { now < $0 }
        return all.max()
    }

    /// The table as it is saved: identical rules state, final values, no rolling window.
    /// (This is also exactly what `Codable` stores.)
    public func settledSnapshot() -> DiceTable {
        var copy = self
        copy.tableRollingUntil = nil
        copy.rollerRollingUntil = [:]
        return copy
    }

    /// Whose turn it is in turns mode, given the room's current roster: the recorded player
    /// if still a player in the room, otherwise the player now at the recorded position
    /// (players who left are skipped). Nil in free mode or when the room has no players.
    public func currentTurn(in roster: Roster) -> PlayerID? {
        guard mode == .turns else { return nil }
        let players = roster.playerIDs
        guard !players.isEmpty else { return nil }
        if let turn, players.contains(turn) { return turn }
        return players[turnSlot % players.count]
    }

    /// What members see: the table state at `now` for a snapshot or `dice.history`.
    public func view(roster: Roster, now: UnixMillis) -> DiceTableView {
        let rollers = rollerRollingUntil.filter { now < $0.value }
            .map { DiceTableView.RollerWindow(playerID: $0.key, untilMs: $0.value) }
            .sorted { $0.playerID < $1.playerID }
        let tableUntil = tableRollingUntil.flatMap { now < $0 ? $0 : nil }
        return DiceTableView(
            mode: mode, count: count, sides: sides,
            dice: mode == .turns ? dice : nil,
            turn: currentTurn(in: roster),
            rolledThisTurn: mode == .turns ? rolledThisTurn : nil,
            rollingUntilMs: tableUntil,
            rolling: rollers,
            history: history)
    }
}
