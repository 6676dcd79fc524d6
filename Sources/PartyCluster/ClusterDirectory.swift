/// The cluster's shared state — nodes, room directory, leases — as the database keeps it.
/// ``PostgresDirectory`` is the implementation; the protocol keeps ``ClusterNode`` testable
/// against a fake. Every call is synchronous and may be made from any queue.
public protocol ClusterDirectory: AnyObject, Sendable {
    /// The secret relay links present, created by the first node that asks.
    func linkSecret() throws -> String
    /// Adds this node (state up, heartbeat now).
    func register(_ node: NodeRecord) throws
    /// Stamps the node's heartbeat with the database's clock; false when the node is no
    /// longer up (others declared it lost and may have taken its rooms).
    func heartbeat(node: String) throws -> Bool
    /// Marks nodes whose heartbeat is older than `timeoutSeconds` as down; returns their ids.
    func expireNodes(timeoutSeconds: Int) throws -> [String]
    /// Marks `node` down: this node's graceful stop (its rooms are saved), or its former id after
    /// it rejoined (its rooms are orphans from then on).
    func markDown(node: String) throws
    /// Every node.
    func nodes() throws -> [NodeRecord]
    /// Reserves `code` for a new room owned by `node` (fence 1); false when the code is taken or
    /// `node` is not up.
    func reserve(code: String, node: String) throws -> Bool
    /// The lease on `code`, nil when no such room.
    func lease(of code: String) throws -> RoomLease?
    /// Every room's lease.
    func leases() throws -> [String: RoomLease]
    /// Rooms whose owner is down or gone.
    func orphans() throws -> [String: RoomLease]
    /// Moves `code` from `from` to `node`, raising the fence, if `from` still holds it and `node` is up.
    func claim(code: String, from: RoomLease, node: String) throws -> ClaimedRoom?
    /// Hands every room `node` owns to no node (a drain): each row's owner becomes `marker`, a
    /// name no node has, so the rooms are orphans the other nodes claim at once (fences kept:
    /// a claim raises them). Returns the codes handed over.
    func handOff(node: String, to marker: String) throws -> [String]
    /// Deletes the directory row of `code` if `lease` still holds it (a room with no snapshot).
    func drop(code: String, lease: RoomLease) throws
    /// Calls `directoryChanged` with a room code when its row changes, `nodesChanged` when a node
    /// row does, and `reconnected` after the notification channel was re-established (reload).
    func listen(directoryChanged: @escaping @Sendable (String, RoomLease?) -> Void,
                nodesChanged: @escaping @Sendable () -> Void,
                reconnected: @escaping @Sendable () -> Void) throws
    /// Stops listening.
    func stopListening()
}
