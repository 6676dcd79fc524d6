import Foundation
import PartyCore

/// A live room frozen at shutdown. `data` is the server's own JSON; the store never reads it.
public struct StoredRoomSnapshot: Sendable, Equatable, Hashable {
    /// Room code.
    public var code: String
    /// Opaque JSON written and read by the server.
    public var data: Data
    /// When the snapshot was taken.
    public var savedAt: UnixMillis

    /// Creates a snapshot value.
    public init(code: String, data: Data, savedAt: UnixMillis) {
        self.code = code
        self.data = data
        self.savedAt = savedAt
    }
}
