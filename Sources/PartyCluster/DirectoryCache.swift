import PartyServer

/// The room directory and node table as this node last heard of them (kept current by
/// notifications; read by every join and resume for a room not live here).
struct DirectoryCache: Sendable {
    /// Leases by room code.
    var rooms: [String: RoomLease] = [:]
    /// Nodes by id.
    var nodes: [String: NodeRecord] = [:]
    /// This node's own former ids (it rejoined after fencing itself): dead, whatever the node
    /// table says until the news arrives.
    var retired: Set<String> = []

    /// Replaces the node table.
    mutating func replaceNodes(_ records: [NodeRecord]) {
        nodes = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
    }

    /// Where `code` runs: nil when the directory has no such room, or names a node this node
    /// has not heard of yet (its notification is on its way, or reading the node table failed):
    /// ask the database. Only a node known to be down (or this node's own former id, or a drained
    /// node's hand-off) means moving.
    func location(of code: String, me: String) -> RoomLocation? {
        guard let lease = rooms[code] else { return nil }
        if lease.node == me { return .here }
        if retired.contains(lease.node) || lease.node.hasSuffix(ClusterNode.handOffSuffix) { return .moving }
        guard let node = nodes[lease.node] else { return nil }
        guard node.up else { return .moving }
        return .node(host: node.host, port: node.port)
    }
}
