import Synchronization

/// The rooms this node owns in a cluster, with the fence of each lease. The cluster node keeps
/// it (reserve, takeover, loss); ``PostgresStore`` reads it to write room snapshots into the
/// directory row *only while the lease it claimed still holds* (`WHERE owner = node AND fence =
/// f`), so a node that lost a room can never overwrite the snapshot of the node that took it.
public final class RoomLeases: Sendable {
    /// This node's id.
    public let node: String
    private let fences = Mutex<[String: Int64]>([:])

    /// Creates an empty set for `node`.
    public init(node: String) {
        self.node = node
    }

    /// Records that this node holds `code` under `fence`.
    public func hold(_ code: String, fence: Int64) {
        fences.withLock { $0[code] = fence }
    }

    /// Forgets `code` (closed, or lost to another node).
    public func release(_ code: String) {
        fences.withLock { $0[code] = nil }
    }

    /// The fence this node holds `code` under, nil when it holds no lease on it.
    public func fence(of code: String) -> Int64? {
        fences.withLock { $0[code] }
    }

    /// Every room held, with its fence.
    public var all: [String: Int64] { fences.withLock { $0 } }
}
