import PartyCore
import PartyFair
import PartyProtocol
import PartyStore

/// The room's provably fair randomness (Protocol/FAIRNESS.md): its seeds and nonces
/// (``FairState``), how a randomizer result draws from them, what a result event carries for
/// anyone to re-derive it, and the seed reveal the store keeps. Pure: no store, no I/O.
struct RoomFairness: Sendable {
    /// The seeds and the next nonce (saved with the room).
    private(set) var state: FairState

    /// A room's fairness from `state` (a new random one by default).
    init(_ state: FairState = FairState()) { self.state = state }

    /// Draws one result: `body` gets the stream of the next nonce. The nonce is used only when
    /// `body` returns (a refused roll uses none).
    mutating func draw<T, E: Error>(_ body: (inout FairStream) throws(E) -> T) throws(E) -> (result: T, nonce: Int) {
        var next = state
        var (stream, nonce) = next.nextStream()
        let result = try body(&stream)
        state = next
        return (result, nonce)
    }

    /// The event of a result drawn with `nonce`: `payload`'s fields and `extra`, who asked, and
    /// the nonce, client seed and commitment it was derived with.
    func event<P: Encodable & Sendable>(_ type: String, by player: PlayerID, _ payload: P, nonce: Int,
                                         extra: Fields = Fields([:] as KeyValuePairs<String, (any Encodable & Sendable)?>)) -> FairResult<P> {
        FairResult(wireType: type, playerID: player, payload: payload, extra: extra, nonce: nonce,
                   clientSeed: state.clientSeed, commitment: state.commitment)
    }

    /// `fair.client_seed`: the seed mixed into results from the next one on.
    /// - Throws: `bad_request` naming `seed` for a seed the rules refuse.
    mutating func setClientSeed(_ seed: String) throws(RuleViolation) { try state.setClientSeed(seed) }

    /// The client seed in force.
    var clientSeed: String { state.clientSeed }

    /// Retires the server seed of room `code` at `at` (`fair.rotate`, or the room's end): the
    /// reveal for the room, and the record the store keeps so past results can be checked.
    mutating func rotate(room code: String, at: UnixMillis) -> (reveal: FairReveal, record: StoredSeedReveal) {
        let clientSeed = state.clientSeed
        let reveal = state.rotate()
        return (reveal, StoredSeedReveal(room: code, serverSeedHex: reveal.revealedServerSeed,
                                          commitment: reveal.previousCommitment, clientSeed: clientSeed, revealedAt: at))
    }

    /// The snapshot's `fair` object: {commitment, client_seed, next_nonce}.
    var snapshotView: Fields {
        Fields(["commitment": state.commitment, "client_seed": state.clientSeed, "next_nonce": state.nextNonce])
    }
}
