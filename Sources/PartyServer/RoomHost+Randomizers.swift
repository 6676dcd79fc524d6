import Foundation
import PartyCore
import PartyFair
import PartyProtocol
import PartyStore

extension RoomHost {
    /// Any integer: the dice table's own rules say which counts and sides it takes.
    private static let anyInt = Int.min...Int.max

    /// `dice.roll` {count?, sides?} → event `dice.rolled`, with the fairness inputs.
    func diceRoll(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let count = try request.params.optionalInt("count", in: Self.anyInt), sides = try request.params.optionalInt("sides", in: Self.anyInt)
        let roster = self.roster, t = now
        // The table is rolled on a copy and put back: `fair` and `dice` are both fields of
        // `state`, which one access at a time may change.
        var table = dice
        let (roll, nonce) = try fair.draw { stream throws(WireError) in
            try rule { () throws(RuleViolation) in
                try table.roll(by: player, count: count, sides: sides, roster: roster, now: t, rng: &stream)
            }
        }
        dice = table
        reply(session, request)
        emit([Addressed(.everyone, fair.event("dice.rolled", by: player, roll, nonce: nonce))])
    }

    /// `dice.config` {mode, count?, sides?} (host) → event `dice.config`.
    func diceConfig(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let p = request.params
        let mode = try p.choice("mode", DiceMode.allCases.map(\.rawValue))
        let count = try p.optionalInt("count", in: Self.anyInt), sides = try p.optionalInt("sides", in: Self.anyInt)
        try requireHost(request, player)
        let roster = self.roster, now = self.now
        try rule { () throws(RuleViolation) in
            try dice.configure(mode: DiceMode(rawValue: mode) ?? .free, count: count, sides: sides, roster: roster, now: now)
        }
        reply(session, request)
        emit([Addressed(.everyone, PayloadEvent(wireType: "dice.config", payload: Fields([
            "mode": dice.mode.rawValue, "count": dice.count, "sides": dice.sides,
            "turn": dice.currentTurn(in: roster).map { $0 as any Encodable & Sendable } ?? NullValue(),
        ])))])
    }

    /// `dice.lock` {index, locked} (turns mode) → event `dice.locked`.
    func diceLock(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let index = try request.params.int("index", in: Self.anyInt), locked = try request.params.bool("locked")
        let roster = self.roster, now = self.now
        let change = try rule { () throws(RuleViolation) in
            try dice.lock(index: index, locked: locked, by: player, roster: roster, now: now)
        }
        reply(session, request)
        emit([Addressed(.everyone, PayloadEvent(wireType: "dice.locked", payload: change))])
    }

    /// `dice.end_turn` (turns mode) → event `dice.turn`; the finished turn is stored before `ok`.
    func diceEndTurn(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let roster = self.roster, now = self.now
        let passed = try rule { () throws(RuleViolation) in try dice.endTurn(by: player, roster: roster, now: now) }
        let entry = StoredDiceEntry(room: code, playerID: player, playerName: room.member(player)?.name ?? "",
                                    values: passed.entry.dice, total: passed.entry.total, at: passed.entry.at)
        let write = durable([.diceHistory(entry)], roomChanged: true)
        reply(session, request, after: write)
        emit([Addressed(.everyone, PayloadEvent(wireType: "dice.turn", payload: Fields([
            "player_id": passed.next, "previous": player, "dice": passed.entry.dice, "total": passed.entry.total,
        ])))])
    }

    /// `dice.history` → ok {entries}: the table's finished turns.
    func diceHistory(_ request: Request, from session: Session, player _: PlayerID) {
        let entries = dice.history.map { e in
            Fields(["player_id": e.playerID, "name": room.member(e.playerID)?.name ?? "", "values": e.dice,
                    "total": e.total, "at_ms": e.at])
        }
        reply(session, request, Fields(["entries": entries]))
    }

    /// `coin.flip` → event `coin.flipped`, with the fairness inputs.
    func coinFlip(_ request: Request, from session: Session, player: PlayerID) {
        let (flip, nonce) = fair.draw { CoinFlip.flip(rng: &$0) }
        reply(session, request)
        emit([Addressed(.everyone, fair.event("coin.flipped", by: player, flip, nonce: nonce))])
    }

    /// `fair.client_seed` {seed} → event `fair.client_seed`: the seed mixed into later results.
    func fairClientSeed(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let seed = try request.params.string("seed")
        try rule { () throws(RuleViolation) in try fair.setClientSeed(seed) }
        reply(session, request)
        emit([Addressed(.everyone, PayloadEvent(wireType: "fair.client_seed", payload: Fields([
            "player_id": player, "client_seed": fair.clientSeed,
        ])))])
    }

    /// `fair.rotate` (host) → event `fair.rotated`: reveals the server seed (stored before `ok`)
    /// and commits to a new one.
    func fairRotate(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try requireHost(request, player)
        let (reveal, record) = fair.rotate(room: code, at: now)
        let write = durable([.seedReveal(record)], roomChanged: true)  // a restored room never deals from a revealed seed
        reply(session, request, after: write)
        emit([Addressed(.everyone, PayloadEvent(wireType: "fair.rotated", payload: reveal))])
    }

    /// Reveals the room's server seed when the room ends for good, so past results can be checked.
    func revealSeedAtClose() {
        store.write([.seedReveal(fair.rotate(room: code, at: now).record)]) { _ in }
    }
}
