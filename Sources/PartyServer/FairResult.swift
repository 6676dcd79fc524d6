import PartyCore
import PartyFair
import PartyProtocol

/// A randomizer result on the wire: the result's own fields, who asked, and what anyone needs
/// to re-derive it (`nonce`, `client_seed`, `commitment`; see Protocol/FAIRNESS.md).
struct FairResult<Payload: Encodable & Sendable>: WireEvent {
    var wireType: String
    var playerID: PlayerID
    var payload: Payload
    var extra: Fields
    var nonce: Int
    var clientSeed: String
    var commitment: String

    enum Key: String, CodingKey { case player_id, nonce, client_seed, commitment }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(playerID, forKey: .player_id)
        try payload.encode(to: encoder)
        try extra.encode(to: encoder)
        try c.encode(nonce, forKey: .nonce)
        try c.encode(clientSeed, forKey: .client_seed)
        try c.encode(commitment, forKey: .commitment)
    }
}

/// A plain event from a Codable core value (dice.locked, dice.turn, fair.rotated...).
struct PayloadEvent<Payload: Encodable & Sendable>: WireEvent {
    var wireType: String
    var payload: Payload
    func encode(to encoder: any Encoder) throws { try payload.encode(to: encoder) }
}
