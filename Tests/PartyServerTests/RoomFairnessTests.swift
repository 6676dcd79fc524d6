import Foundation
import PartyCore
import PartyFair
import PartyProtocol
import Testing
@testable import PartyServer

/// ``RoomFairness``: nonces, result events and seed reveals, without a room.
@Suite("Room fairness")
struct RoomFairnessTests {
    static let seed = FairSeed(hex: String(repeating: "ab", count: 32))!
    var fair = RoomFairness(FairState(serverSeed: seed, clientSeed: "client", nextNonce: 1))

    @Test("each draw takes the next nonce and its stream; a draw that throws takes none")
    mutating func nonces() throws {
        let first = fair.draw { CoinFlip.flip(rng: &$0) }
        #expect(first.nonce == 1)
        var replay = FairState(serverSeed: Self.seed, clientSeed: "client").stream(nonce: 1)
        #expect(first.result == CoinFlip.flip(rng: &replay), "anyone re-derives the result from the seeds and nonce")
        #expect(throws: WireError.self) {
            try fair.draw { _ throws(WireError) -> Int in throw WireError(.diceRolling, "still rolling") }
        }
        #expect(fair.draw { _ in 0 }.nonce == 2)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let view = String(decoding: try encoder.encode(fair.snapshotView), as: UTF8.self)
        #expect(view == #"{"client_seed":"client","commitment":"\#(Self.seed.commitment)","next_nonce":3}"#)
    }

    @Test("a result event carries the client seed and commitment it was drawn under")
    mutating func event() throws {
        try fair.setClientSeed("mine")
        let event = fair.event("coin.flipped", by: "p1", Fields(["side": "heads"]), nonce: 7)
        #expect(event.wireType == "coin.flipped")
        #expect(event.nonce == 7)
        #expect(event.clientSeed == "mine")
        #expect(event.commitment == Self.seed.commitment)
        #expect(throws: RuleViolation.self) { try fair.setClientSeed("has space") }
    }

    @Test("rotating reveals the old seed for the store and commits a new one")
    mutating func rotate() {
        let (reveal, record) = fair.rotate(room: "ABCD", at: 42)
        #expect(reveal.revealedServerSeed == Self.seed.hex)
        #expect(record.room == "ABCD" && record.serverSeedHex == Self.seed.hex && record.clientSeed == "client" && record.revealedAt == 42)
        #expect(record.commitment == Self.seed.commitment)
        #expect(fair.state.commitment != Self.seed.commitment)
    }
}
