import PartyCore
import PartyProtocol
import PartyStore

/// The room's randomizers: the shared dice table, the coin and the provably fair protocol
/// (Protocol/FAIRNESS.md). Every result is drawn from the room's ``RoomFairness`` with a fresh
/// nonce and carries the commitment to the server seed it came from; the seed itself is only
/// revealed by `fair.rotate` (or the room's end), and stored before anyone is told it.
extension RequestTable {
    /// Dice, coin and the fairness protocol's request types.
    static let randomizerRows: [RequestRoute] = [
        .machine("dice.roll", RoomMachine.diceRoll),
        .machine("dice.config", senders: .host(RoomMachine.diceConfigRefusal), RoomMachine.diceConfig),
        .machine("dice.lock", RoomMachine.diceLock),
        .machine("dice.end_turn", RoomMachine.diceEndTurn),
        .machine("dice.history", saved: false, RoomMachine.diceHistory),
        .machine("coin.flip", RoomMachine.coinFlip),
        .machine("fair.client_seed", RoomMachine.fairClientSeed),
        .machine("fair.rotate", senders: .host(RoomMachine.fairRotateRefusal), RoomMachine.fairRotate),
    ]
}

extension RoomMachine {
    /// `dice.config`'s refusal to anyone but the host.
    static let diceConfigRefusal = "only the host can configure the dice table"
    /// `fair.rotate`'s refusal to anyone but the host.
    static let fairRotateRefusal = "only the host can rotate the server seed"

    /// Any integer: the dice table's own rules say which counts and sides it takes.
    private static let anyInt = Int.min...Int.max

    /// `dice.roll` {count?, sides?} → ok, then `dice.rolled` to everyone, with the fairness
    /// inputs (nonce, client seed, commitment). A refused roll uses no nonce.
    static func diceRoll(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                         _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let count = try request.params.optionalInt("count", in: anyInt), sides = try request.params.optionalInt("sides", in: anyInt)
        let roster = state.roster
        // The table is rolled on a copy and put back: `fair` and `dice` are both fields of `state`.
        var table = state.dice
        let (roll, nonce) = try state.fair.draw { stream throws(WireError) in
            try rule { () throws(RuleViolation) in
                try table.roll(by: player, count: count, sides: sides, roster: roster, now: now, rng: &stream)
            }
        }
        state.dice = table
        return [.reply(NoFields(), after: nil), .emit(.everyone, state.fair.event("dice.rolled", by: player, roll, nonce: nonce))]
    }

    /// `dice.config` {mode, count?, sides?} (host) → ok, then `dice.config` {mode, count, sides, turn}.
    static func diceConfig(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                           _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let p = request.params
        let mode = try p.choice("mode", DiceMode.allCases.map(\.rawValue))
        let count = try p.optionalInt("count", in: anyInt), sides = try p.optionalInt("sides", in: anyInt)
        try state.requireHost(player, diceConfigRefusal)
        let roster = state.roster
        try rule { () throws(RuleViolation) in
            try state.dice.configure(mode: DiceMode(rawValue: mode) ?? .free, count: count, sides: sides, roster: roster, now: now)
        }
        let dice = state.dice
        return [.reply(NoFields(), after: nil), .emit(.everyone, PayloadEvent(wireType: "dice.config", payload: Fields([
            "mode": dice.mode.rawValue, "count": dice.count, "sides": dice.sides,
            "turn": dice.currentTurn(in: roster).map { $0 as any Encodable & Sendable } ?? NullValue(),
        ])))]
    }

    /// `dice.lock` {index, locked} (turns mode, the player whose turn it is) → ok, then `dice.locked`.
    static func diceLock(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                         _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let index = try request.params.int("index", in: anyInt), locked = try request.params.bool("locked")
        let roster = state.roster
        let change = try rule { () throws(RuleViolation) in
            try state.dice.lock(index: index, locked: locked, by: player, roster: roster, now: now)
        }
        return [.reply(NoFields(), after: nil), .emit(.everyone, PayloadEvent(wireType: "dice.locked", payload: change))]
    }

    /// `dice.end_turn` (turns mode) → ok once the finished turn is stored (with the room's
    /// snapshot, in one write), then `dice.turn` {player_id, previous, dice, total}.
    static func diceEndTurn(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let roster = state.roster
        let passed = try rule { () throws(RuleViolation) in try state.dice.endTurn(by: player, roster: roster, now: now) }
        let entry = StoredDiceEntry(room: state.code, playerID: player, playerName: state.room.member(player)?.name ?? "",
                                    values: passed.entry.dice, total: passed.entry.total, at: passed.entry.at)
        let write = state.nextWrite()
        return [.save([.diceHistory(entry)], write), .reply(NoFields(), after: write),
                .emit(.everyone, PayloadEvent(wireType: "dice.turn", payload: Fields([
                    "player_id": passed.next, "previous": player, "dice": passed.entry.dice, "total": passed.entry.total,
                ])))]
    }

    /// `dice.history` → ok {entries: [{player_id, name, values, total, at_ms}]}: the table's finished turns.
    static func diceHistory(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let room = state.room
        let entries = state.dice.history.map { e in
            Fields(["player_id": e.playerID, "name": room.member(e.playerID)?.name ?? "", "values": e.dice,
                    "total": e.total, "at_ms": e.at])
        }
        return [.reply(Fields(["entries": entries]), after: nil)]
    }

    /// `coin.flip` → ok, then `coin.flipped` to everyone, with the fairness inputs.
    static func coinFlip(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                         _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let (flip, nonce) = state.fair.draw { CoinFlip.flip(rng: &$0) }
        return [.reply(NoFields(), after: nil), .emit(.everyone, state.fair.event("coin.flipped", by: player, flip, nonce: nonce))]
    }

    /// `fair.client_seed` {seed} → ok, then `fair.client_seed` {player_id, client_seed}: the seed
    /// mixed into results from the next one on.
    static func fairClientSeed(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                               _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let seed = try request.params.string("seed")
        try rule { () throws(RuleViolation) in try state.fair.setClientSeed(seed) }
        return [.reply(NoFields(), after: nil), .emit(.everyone, PayloadEvent(wireType: "fair.client_seed", payload: Fields([
            "player_id": player, "client_seed": state.fair.clientSeed,
        ])))]
    }

    /// `fair.rotate` (host) → ok once the retired server seed is stored (with the room's
    /// snapshot, in one write: a restored room never deals from a revealed seed), then
    /// `fair.rotated` {revealed_server_seed, previous_commitment, commitment}.
    static func fairRotate(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                           _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        try state.requireHost(player, fairRotateRefusal)
        let code = state.code
        let (reveal, record) = state.fair.rotate(room: code, at: now)
        let write = state.nextWrite()
        return [.save([.seedReveal(record)], write), .reply(NoFields(), after: write),
                .emit(.everyone, PayloadEvent(wireType: "fair.rotated", payload: reveal))]
    }
}
