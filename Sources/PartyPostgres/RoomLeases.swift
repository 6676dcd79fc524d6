import Synchronization

/// The rooms this node owns in a cluster, with the fence of each lease. The cluster node keeps
/// it (reserve, takeover, loss); ``PostgresStore`` reads it to write room snapshots into the
/// directory row *only while the lease it claimed still holds* (`WHERE owner = node AND fence =
/// f`), so a node that lost a room can never overwrite the snapshot of the node that took it.
///
/// A node that lost the database is dead to the cluster: it rejoins under a new id
/// (``renew(node:)``), and every lease of the old id is forgotten at once.
public final class RoomLeases: Sendable {
    private struct State {
        var node: String
        var fences: [String: Int64] = [:]
    }
    private let state: Mutex<State>

    /// Creates an empty set for `node`.
    public init(node: String) {
        state = Mutex(State(node: node))
    }

    /// This node's current id.
    public var node: String { state.withLock { $0.node } }

    /// Records that this node, as `node`, holds `code` under `fence`; false (nothing recorded)
    /// when the node has rejoined under another id since it made the claim.
    @discardableResult
    public func hold(_ code: String, fence: Int64, as node: String) -> Bool {
        state.withLock { s in
            guard s.node == node else { return false }
            s.fences[code] = fence
            return true
        }
    }

    /// Forgets `code` (closed, or lost to another node).
    public func release(_ code: String) {
        state.withLock { _ = $0.fences.removeValue(forKey: code) }
    }

    /// Forgets every lease (this node stopped serving its rooms).
    public func releaseAll() {
        state.withLock { $0.fences.removeAll() }
    }

    /// Takes a new node id with no leases: the old id is dead, its rooms go to whoever claims them.
    public func renew(node: String) {
        state.withLock { $0 = State(node: node) }
    }

    /// The fence this node holds `code` under, nil when it holds no lease on it.
    public func fence(of code: String) -> Int64? {
        state.withLock { $0.fences[code] }
    }

    /// The node id and fence `code` is held under, read together (a snapshot write is fenced by
    /// both), nil when this node holds no lease on it.
    public func lease(of code: String) -> (node: String, fence: Int64)? {
        state.withLock { s in s.fences[code].map { (s.node, $0) } }
    }

    /// Every room held, with its fence.
    public var all: [String: Int64] { state.withLock { $0.fences } }
}
