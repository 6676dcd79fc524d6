extension DiceTable {
    /// Host's `dice.config`: switches mode and sets the dice count and faces. Host-only is
    /// checked by the server. Turns mode starts with `count` unlocked dice showing 1 and the
    /// turn at the first player in join order; the history is kept.
    /// - Throws: `badRequest` for `count`/`sides` out of range; `diceRolling` while any dice
    ///   of the table are rolling.
    public mutating func configure(mode: DiceMode, count: Int?, sides: Int?, roster: Roster, now: UnixMillis) throws(RuleViolation) {
        let count = try Self.validatedCount(count ?? self.count)
        let sides = try Self.validatedSides(sides ?? self.sides)
        if isRolling(now: now) { throw .diceRolling }
        self.mode = mode
        self.count = count
        self.sides = sides
        rollerRollingUntil = [:]
        tableRollingUntil = nil
        rolledThisTurn = false
        turnSlot = 0
        if mode == .turns {
            dice = Array(repeating: Die(value: 1), count: count)
            turn = roster.playerIDs.first
        } else {
            dice = []
            turn = nil
        }
    }

    /// `dice.roll` by `player` at `now`.
    ///
    /// Free mode: rolls `count` (default: the table's) dice with `sides` faces; refused with
    /// `diceRolling` while this roller's previous dice still roll. Turns mode: `count`/`sides`
    /// are ignored; rolls the unlocked dice of the set; only the current player may roll.
    /// Order of checks: `badRequest` (free-mode parameters), `notYourTurn`, `diceRolling`,
    /// `wrongPhase` (every die locked).
    public mutating func roll(by player: PlayerID, count: Int? = nil, sides: Int? = nil, roster: Roster, now: UnixMillis, rng: inout some RandomSource) throws(RuleViolation) -> DiceRoll {
        switch mode {
        case .free:
            let n = try Self.validatedCount(count ?? self.count)
            let s = try Self.validatedSides(sides ?? self.sides)
            if isRolling(for: player, now: now) { throw .diceRolling }
            let rolled = Self.draw(Array(repeating: Die(value: 1), count: n), sides: s, rng: &rng)
            let settles = now + Self.window(rolled)
            rollerRollingUntil = rollerRollingUntil.filter { now < $0.value }
            rollerRollingUntil[player] = settles
            return DiceRoll(playerID: player, sides: s, dice: rolled, mode: .free, settlesAtMs: settles)
        case .turns:
            try requireTurn(of: player, roster: roster, now: now)
            if dice.allSatisfy(\.locked) { throw .wrongPhase("every die is locked: unlock one or end your turn") }
            let rolled = Self.draw(dice, sides: self.sides, rng: &rng)
            dice = rolled.map { Die(value: $0.value, locked: $0.locked) }
            let settles = now + Self.window(rolled)
            tableRollingUntil = settles
            rolledThisTurn = true
            return DiceRoll(playerID: player, sides: self.sides, dice: rolled, mode: .turns, settlesAtMs: settles)
        }
    }

    /// `dice.lock` {index, locked} (turns mode only).
    /// Order of checks: `wrongPhase` (free mode), `notYourTurn`, `diceRolling`, `wrongPhase`
    /// (nothing rolled yet this turn), `badRequest` field `index`.
    public mutating func lock(index: Int, locked: Bool, by player: PlayerID, roster: Roster, now: UnixMillis) throws(RuleViolation) -> DiceLockChange {
        guard mode == .turns else { throw .wrongPhase("dice.lock exists in turns mode only") }
        try requireTurn(of: player, roster: roster, now: now)
        guard rolledThisTurn else { throw .wrongPhase("roll before locking dice") }
        guard dice.indices.contains(index) else {
            throw .badRequest(field: "index", reason: "must be between 0 and \(dice.count - 1)")
        }
        dice[index].locked = locked
        return DiceLockChange(playerID: player, index: index, locked: locked)
    }

    /// `dice.end_turn` (turns mode only): records the final dice in the history (last 50 kept),
    /// unlocks every die and passes the turn to the next player in join order.
    /// Order of checks: `wrongPhase` (free mode), `notYourTurn`, `diceRolling`, `wrongPhase`
    /// (no roll yet this turn).
    public mutating func endTurn(by player: PlayerID, roster: Roster, now: UnixMillis) throws(RuleViolation) -> DiceTurnPassed {
        guard mode == .turns else { throw .wrongPhase("dice.end_turn exists in turns mode only") }
        try requireTurn(of: player, roster: roster, now: now)
        guard rolledThisTurn else { throw .wrongPhase("roll before ending your turn") }
        let entry = DiceHistoryEntry(playerID: player, dice: dice.map(\.value), at: now)
        history.append(entry)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        let players = roster.playerIDs
        let position = players.firstIndex(of: player) ?? 0
        let nextSlot = (position + 1) % players.count
        turn = players[nextSlot]
        turnSlot = nextSlot
        rolledThisTurn = false
        for i in dice.indices { dice[i].locked = false }
        return DiceTurnPassed(entry: entry, next: players[nextSlot])
    }

    /// Permission first (`notYourTurn`), then the rolling window (`diceRolling`).
    private mutating func requireTurn(of player: PlayerID, roster: Roster, now: UnixMillis) throws(RuleViolation) {
        guard let current = currentTurn(in: roster), current == player else { throw .notYourTurn }
        if isRolling(for: player, now: now) { throw .diceRolling }
        if current != turn {
            // The recorded player left: the turn moved to `current`, who starts afresh.
            turn = current
            turnSlot = roster.playerIDs.firstIndex(of: current) ?? 0
            rolledThisTurn = false
            for i in dice.indices { dice[i].locked = false }
        }
    }

    /// The draws of one roll, in the documented order (Protocol/FAIRNESS.md): first a value
    /// `1 + uniform(below: sides)` for every unlocked die in index order, then for every die
    /// (locked ones too) in index order `delay = uniform(below: 251)` and
    /// `duration = 500 + uniform(below: 501)`.
    public static func draw(_ dice: [Die], sides: Int, rng: inout some RandomSource) -> [RolledDie] {
        var values = dice.map(\.value)
        for i in dice.indices where !dice[i].locked {
            values[i] = 1 + rng.uniform(below: sides)
        }
        var rolled: [RolledDie] = []
        rolled.reserveCapacity(dice.count)
        for i in dice.indices {
            let delay = rng.uniform(below: delayRange.count)
            let duration = durationRange.lowerBound + rng.uniform(below: durationRange.count)
            rolled.append(RolledDie(value: values[i], locked: dice[i].locked, delayMs: delay, durationMs: duration))
        }
        return rolled
    }

    /// Milliseconds from the roll until its last die stops.
    static func window(_ rolled: [RolledDie]) -> UnixMillis {
        UnixMillis(rolled.map { $0.delayMs + $0.durationMs }.max() ?? 0)
    }

    static func validatedCount(_ count: Int) throws(RuleViolation) -> Int {
        guard countRange.contains(count) else { throw .badRequest(field: "count", reason: "must be between 1 and 100") }
        return count
    }

    static func validatedSides(_ sides: Int) throws(RuleViolation) -> Int {
        guard sidesRange.contains(sides) else { throw .badRequest(field: "sides", reason: "must be between 2 and 100") }
        return sides
    }
}
