/// Why a store operation failed.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data file exists but cannot be used (not SQLite, corrupt, unreadable, or written by a
    /// newer PartyLine). The store refused to start and left the file exactly as it was.
    case unreadable(path: String, reason: String)
    /// A read, write or file-system operation failed; the message says which and why.
    case io(String)
    /// The store was closed with ``PartyStore/close()``.
    case closed
    /// A batch carried the snapshot of room `room`, which this node no longer owns (another node
    /// took it over, or this one gave it up): nothing of the batch was written, and none of it
    /// may be written later — the room's new owner runs it on from its own snapshot (cluster).
    case notOwner(room: String)

    /// A one-line message for logs and operators.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "data file \(path) is unreadable: \(reason). It was left untouched; "
                + "move it away or restore a backup, then start again."
        case let .io(message):
            return "storage error: \(message)"
        case .closed:
            return "the store is closed"
        case let .notOwner(room):
            return "room \(room) belongs to another node now: nothing of the write was kept"
        }
    }
}
