import PartyCore

/// What a rotation (host's `fair.rotate`, or the room's end) publishes: the payload of
/// `fair.rotated`.
public struct FairReveal: Codable, Sendable, Equatable {
    /// The retired server seed, hex. Its SHA-256 is `previousCommitment`.
    public var revealedServerSeed: String
    /// The commitment that was published for the retired seed.
    public var previousCommitment: String
    /// The commitment of the new secret seed.
    public var commitment: String

    enum CodingKeys: String, CodingKey {
        case revealedServerSeed = "revealed_server_seed"
        case previousCommitment = "previous_commitment"
        case commitment
    }
}

/// The public part of a room's fairness state: the snapshot's `fair` object.
public struct FairView: Codable, Sendable, Equatable {
    /// SHA-256 (hex) of the current secret server seed.
    public var commitment: String
    /// The current client seed.
    public var clientSeed: String

    enum CodingKeys: String, CodingKey {
        case commitment
        case clientSeed = "client_seed"
    }
}

/// A room's provably fair state: the secret server seed, the client seed and the next nonce.
/// Contains the secret: persist it server-side only; publish ``view``.
public struct FairState: Codable, Sendable, Equatable {
    /// Longest client seed accepted.
    public static let clientSeedMaxLength = 64

    /// The secret server seed.
    public private(set) var serverSeed: FairSeed
    /// The client seed mixed into every result (any member may change it).
    public private(set) var clientSeed: String
    /// The nonce the next result will use (starts at 1, +1 per result, never reset).
    public private(set) var nextNonce: Int

    enum CodingKeys: String, CodingKey {
        case serverSeed = "server_seed"
        case clientSeed = "client_seed"
        case nextNonce = "next_nonce"
    }

    /// A new room's state: a random server seed and a random 16-hex-digit client seed.
    public init() {
        self.init(serverSeed: .random(), clientSeed: Crypto.hex(Crypto.randomBytes(8)), nextNonce: 1)
    }

    /// A state with given parts (tests, restore).
    public init(serverSeed: FairSeed, clientSeed: String, nextNonce: Int = 1) {
        self.serverSeed = serverSeed
        self.clientSeed = clientSeed
        self.nextNonce = nextNonce
    }

    /// SHA-256 (hex) of the current server seed.
    public var commitment: String { serverSeed.commitment }

    /// The public view for snapshots.
    public var view: FairView { FairView(commitment: commitment, clientSeed: clientSeed) }

    /// The stream for the next result and its nonce; consumes the nonce.
    public mutating func nextStream() -> (stream: FairStream, nonce: Int) {
        let nonce = nextNonce
        nextNonce += 1
        return (FairStream(serverSeed: serverSeed, clientSeed: clientSeed, nonce: nonce), nonce)
    }

    /// The stream for `nonce` under the current seeds (does not consume anything).
    public func stream(nonce: Int) -> FairStream {
        FairStream(serverSeed: serverSeed, clientSeed: clientSeed, nonce: nonce)
    }

    /// `fair.client_seed`: sets the client seed used from the next result on.
    /// - Throws: `badRequest` field `seed` unless it is 1–64 printable ASCII characters
    ///   (U+0021...U+007E: no spaces or control characters).
    public mutating func setClientSeed(_ seed: String) throws(RuleViolation) {
        guard !seed.isEmpty else { throw .badRequest(field: "seed", reason: "must not be empty") }
        guard seed.unicodeScalars.count <= Self.clientSeedMaxLength else {
            throw .badRequest(field: "seed", reason: "must be at most 64 characters")
        }
        guard seed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw .badRequest(field: "seed", reason: "must be printable ASCII without spaces")
        }
        clientSeed = seed
    }

    /// Retires the server seed: returns it with its commitment and commits a fresh one.
    /// Nonces continue. Used by `fair.rotate` and at the room's end.
    public mutating func rotate() -> FairReveal {
        rotate(to: .random())
    }

    /// Rotation to a given seed (tests).
    public mutating func rotate(to newSeed: FairSeed) -> FairReveal {
        let old = serverSeed
        serverSeed = newSeed
        return FairReveal(revealedServerSeed: old.hex, previousCommitment: old.commitment, commitment: newSeed.commitment)
    }
}
