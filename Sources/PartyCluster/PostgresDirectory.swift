import Foundation
import Logging
import PartyPostgres
import PostgresNIO

/// The cluster's shared state in PostgreSQL (tables of schema v2, see `PostgresSchema+Cluster`):
/// every method is one short statement on a private ``PostgresLink``; a second link only
/// `LISTEN`s, so a slow query never delays a notification.
public final class PostgresDirectory: ClusterDirectory {
    private let link: PostgresLink
    private let listener: PostgresLink

    /// Connects to the database at `location` (its schema is migrated by ``PostgresStore``).
    public init(location: PostgresLocation, logger: Logger) throws {
        link = try PostgresLink(location: location, logger: logger)
        listener = try PostgresLink(location: location, logger: logger)
    }

    public func linkSecret() throws -> String {
        let fresh = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        try link.query("INSERT INTO partyline_cluster_secret (id, secret) VALUES (1, \(fresh)) ON CONFLICT (id) DO NOTHING")
        let rows = try link.query("SELECT secret FROM partyline_cluster_secret WHERE id = 1", idempotent: true).rows
        guard let secret = try rows.first?.decode(String.self) else { throw DirectoryError("the cluster secret is missing") }
        return secret
    }

    public func register(_ node: NodeRecord) throws {
        try link.query("""
            INSERT INTO partyline_node (id, name, host, port, up, heartbeat_at) VALUES (\(node.id), \(node.name), \(node.host), \(node.port), true, now())
            ON CONFLICT (id) DO UPDATE SET up = true, host = excluded.host, port = excluded.port, heartbeat_at = now()
            """)
    }

    public func heartbeat(node: String) throws -> Bool {
        try link.query("UPDATE partyline_node SET heartbeat_at = now() WHERE id = \(node) AND up").metadata.rows == 1
    }

    public func expireNodes(timeoutSeconds: Int) throws -> [String] {
        let rows = try link.query("""
            UPDATE partyline_node SET up = false
            WHERE up AND heartbeat_at < now() - make_interval(secs => \(Double(timeoutSeconds))) RETURNING id
            """).rows
        // Nodes long gone that own nothing any more are forgotten.
        try link.query("""
            DELETE FROM partyline_node n WHERE NOT n.up AND n.heartbeat_at < now() - interval '1 day'
            AND NOT EXISTS (SELECT 1 FROM partyline_room r WHERE r.owner = n.id)
            """)
        return try rows.map { try $0.decode(String.self) }
    }

    public func markDown(node: String) throws {
        try link.query("UPDATE partyline_node SET up = false WHERE id = \(node)")
    }

    public func nodes() throws -> [NodeRecord] {
        try link.query("SELECT id, name, host, port, up FROM partyline_node", idempotent: true).rows.map { row in
            let (id, name, host, port, up) = try row.decode((String, String, String, Int, Bool).self)
            return NodeRecord(id: id, name: name, host: host, port: port, up: up)
        }
    }

    public func reserve(code: String, node: String) throws -> Bool {
        // Only while the node is up: a room of a node the others count as down would be an orphan at once.
        try link.query("""
            INSERT INTO partyline_room (code, owner, fence)
            SELECT \(code), \(node), 1 WHERE EXISTS (SELECT 1 FROM partyline_node WHERE id = \(node) AND up)
            ON CONFLICT (code) DO NOTHING
            """).metadata.rows == 1
    }

    public func lease(of code: String) throws -> RoomLease? {
        try link.query("SELECT owner, fence FROM partyline_room WHERE code = \(code)", idempotent: true).rows.first.map { row in
            let (owner, fence) = try row.decode((String, Int64).self)
            return RoomLease(node: owner, fence: fence)
        }
    }

    public func leases() throws -> [String: RoomLease] {
        try Self.leases(link.query("SELECT code, owner, fence FROM partyline_room", idempotent: true))
    }

    public func orphans() throws -> [String: RoomLease] {
        try Self.leases(link.query("""
            SELECT r.code, r.owner, r.fence FROM partyline_room r LEFT JOIN partyline_node n ON n.id = r.owner
            WHERE n.id IS NULL OR NOT n.up
            """, idempotent: true))
    }

    public func claim(code: String, from: RoomLease, node: String) throws -> ClaimedRoom? {
        // The old node's last heartbeat says until when the room was alive (timers shift by the rest).
        let rows = try link.query("""
            UPDATE partyline_room r SET owner = \(node), fence = r.fence + 1
            WHERE r.code = \(code) AND r.owner = \(from.node) AND r.fence = \(from.fence)
              AND EXISTS (SELECT 1 FROM partyline_node me WHERE me.id = \(node) AND me.up)
            RETURNING r.fence, r.snapshot, GREATEST(r.saved_at, COALESCE((SELECT (extract(epoch FROM n.heartbeat_at) * 1000)::bigint
                FROM partyline_node n WHERE n.id = \(from.node)), 0))
            """).rows
        return try rows.first.map { row in
            let (fence, snapshot, aliveAt) = try row.decode((Int64, ByteBuffer?, Int64).self)
            return ClaimedRoom(code: code, lease: RoomLease(node: node, fence: fence),
                               snapshot: snapshot.map { Array($0.readableBytesView) }, aliveAt: aliveAt)
        }
    }

    public func handOff(node: String, to marker: String) throws -> [String] {
        try link.query("UPDATE partyline_room SET owner = \(marker) WHERE owner = \(node) RETURNING code").rows.map {
            try $0.decode(String.self)
        }
    }

    public func drop(code: String, lease: RoomLease) throws {
        try link.query("DELETE FROM partyline_room WHERE code = \(code) AND owner = \(lease.node) AND fence = \(lease.fence)")
    }

    public func listen(directoryChanged: @escaping @Sendable (String, RoomLease?) -> Void,
                       nodesChanged: @escaping @Sendable () -> Void,
                       reconnected: @escaping @Sendable () -> Void) throws {
        listener.onReconnect(reconnected)
        try listener.addListener(channel: "partyline_directory") { payload in
            let parts = payload.split(separator: " ")
            guard let code = parts.first.map(String.init) else { return }
            if parts.count == 3, let fence = Int64(parts[2]) {
                directoryChanged(code, RoomLease(node: String(parts[1]), fence: fence))
            } else {
                directoryChanged(code, nil)
            }
        }
        try listener.addListener(channel: "partyline_nodes") { _ in nodesChanged() }
    }

    public func stopListening() {
        listener.close()
    }

    private static func leases(_ result: PostgresQueryResult) throws -> [String: RoomLease] {
        var out: [String: RoomLease] = [:]
        for row in result.rows {
            let (code, owner, fence) = try row.decode((String, String, Int64).self)
            out[code] = RoomLease(node: owner, fence: fence)
        }
        return out
    }
}

/// A directory answer that makes no sense (a missing row that must exist).
struct DirectoryError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
