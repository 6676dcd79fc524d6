import Foundation
import PartyCore
import PartyFair
import PartyProtocol
import PartyStore

extension RoomHost {
    /// Requests of the shared randomizers and the fairness protocol.
    static let randomizerRequestTypes: Set<String> = [
        "dice.roll", "dice.config", "dice.lock", "dice.end_turn", "dice.history",
        "wheel.create", "wheel.update", "wheel.rename", "wheel.delete", "wheel.list", "wheel.spin",
        "coin.flip", "fair.client_seed", "fair.rotate",
    ]

    func handleRandomizer(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let p = request.params
        let any = Int.min...Int.max
        switch request.type {
        case "dice.roll":
            let count = try p.optionalInt("count", in: any), sides = try p.optionalInt("sides", in: any)
            var f = fair
            var (stream, nonce) = f.nextStream()
            let roll = try rule { () throws(RuleViolation) in
                try dice.roll(by: player, count: count, sides: sides, roster: room.roster, now: now, rng: &stream)
            }
            fair = f
            reply(session, request)
            emit([Addressed(.everyone, fairResult("dice.rolled", player, roll, nonce: nonce))])
        case "dice.config":
            let mode = try p.choice("mode", DiceMode.allCases.map(\.rawValue))
            let count = try p.optionalInt("count", in: any), sides = try p.optionalInt("sides", in: any)
            guard room.host == player else { throw WireError(.notHost, "only the host can configure the dice table") }
            try rule { () throws(RuleViolation) in
                try dice.configure(mode: DiceMode(rawValue: mode) ?? .free, count: count, sides: sides, roster: room.roster, now: now)
            }
            reply(session, request)
            emit([Addressed(.everyone, PayloadEvent(wireType: "dice.config", payload: Fields([
                "mode": dice.mode.rawValue, "count": dice.count, "sides": dice.sides,
                "turn": dice.currentTurn(in: room.roster).map { $0 as any Encodable & Sendable } ?? NullValue(),
            ])))])
        case "dice.lock":
            let index = try p.int("index", in: any), locked = try p.bool("locked")
            let change = try rule { () throws(RuleViolation) in
                try dice.lock(index: index, locked: locked, by: player, roster: room.roster, now: now)
            }
            reply(session, request)
            emit([Addressed(.everyone, PayloadEvent(wireType: "dice.locked", payload: change))])
        case "dice.end_turn":
            let passed = try rule { () throws(RuleViolation) in try dice.endTurn(by: player, roster: room.roster, now: now) }
            let write = durable([.diceHistory(StoredDiceEntry(room: code, playerID: player, playerName: room.member(player)?.name ?? "",
                                                              values: passed.entry.dice, total: passed.entry.total, at: passed.entry.at))])
            reply(session, request, after: write)
            emit([Addressed(.everyone, PayloadEvent(wireType: "dice.turn", payload: Fields([
                "player_id": passed.next, "previous": player, "dice": passed.entry.dice, "total": passed.entry.total,
            ])))])
        case "dice.history":
            let entries = dice.history.map { e in
                Fields(["player_id": e.playerID, "name": room.member(e.playerID)?.name ?? "", "values": e.dice,
                        "total": e.total, "at_ms": e.at])
            }
            reply(session, request, Fields(["entries": entries]))
        case "coin.flip":
            var (stream, nonce) = fair.nextStream()
            let flip = CoinFlip.flip(rng: &stream)
            reply(session, request)
            emit([Addressed(.everyone, fairResult("coin.flipped", player, flip, nonce: nonce))])
        case "fair.client_seed":
            let seed = try p.string("seed")
            try rule { () throws(RuleViolation) in try fair.setClientSeed(seed) }
            reply(session, request)
            emit([Addressed(.everyone, PayloadEvent(wireType: "fair.client_seed", payload: Fields([
                "player_id": player, "client_seed": fair.clientSeed,
            ])))])
        case "fair.rotate":
            guard room.host == player else { throw WireError(.notHost, "only the host can rotate the server seed") }
            let clientSeed = fair.clientSeed
            let reveal = fair.rotate()
            let write = durable([.seedReveal(StoredSeedReveal(room: code, serverSeedHex: reveal.revealedServerSeed,
                                                              commitment: reveal.previousCommitment, clientSeed: clientSeed, revealedAt: now))])
            reply(session, request, after: write)
            emit([Addressed(.everyone, PayloadEvent(wireType: "fair.rotated", payload: reveal))])
        default:
            try handleWheel(request, from: session, player: player)
        }
    }

    /// A fair result event with its derivation inputs.
    func fairResult<P: Encodable & Sendable>(_ type: String, _ player: PlayerID, _ payload: P, nonce: Int, extra: Fields = Fields([:] as KeyValuePairs<String, (any Encodable & Sendable)?>)) -> FairResult<P> {
        FairResult(wireType: type, playerID: player, payload: payload, extra: extra, nonce: nonce,
                   clientSeed: fair.clientSeed, commitment: fair.commitment)
    }

    /// Reveals the room's server seed when the room ends for good, so past results can be checked.
    func revealSeedAtClose() {
        let clientSeed = fair.clientSeed
        let reveal = fair.rotate()
        store.write([.seedReveal(StoredSeedReveal(room: code, serverSeedHex: reveal.revealedServerSeed,
                                                  commitment: reveal.previousCommitment, clientSeed: clientSeed, revealedAt: now))]) { _ in }
    }
}
