import PartyCore

/// A player's profile. `key` is a hash of the player's token; the token is never stored.
public struct Profile: Sendable, Equatable, Hashable {
    /// Hash of the resume token (computed by the server).
    public var key: String
    /// The display name last used.
    public var name: String
    /// When the profile was first written.
    public var createdAt: UnixMillis
    /// When the profile was last upserted.
    public var lastSeenAt: UnixMillis

    /// Creates a profile value.
    public init(key: String, name: String, createdAt: UnixMillis, lastSeenAt: UnixMillis) {
        self.key = key
        self.name = name
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
    }
}
