import PartyCore

/// A randomizer server seed revealed in a room, so anyone can check past results.
public struct StoredSeedReveal: Sendable, Equatable, Hashable {
    /// Room code.
    public var room: String
    /// The revealed server seed, hex.
    public var serverSeedHex: String
    /// The commitment that was published before the seed was used (64 hex chars).
    public var commitment: String
    /// The client seed that was mixed in (empty when none).
    public var clientSeed: String
    /// When the seed was revealed.
    public var revealedAt: UnixMillis

    /// Creates a seed reveal.
    public init(room: String, serverSeedHex: String, commitment: String, clientSeed: String = "", revealedAt: UnixMillis) {
        self.room = room
        self.serverSeedHex = serverSeedHex
        self.commitment = commitment
        self.clientSeed = clientSeed
        self.revealedAt = revealedAt
    }
}
