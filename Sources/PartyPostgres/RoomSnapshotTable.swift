import Foundation
import PartyStore
import PostgresNIO

/// Where ``PostgresStore`` keeps live-room snapshots. Every snapshot write and read of the store
/// goes through here, and only here.
///
/// A single server uses the `room_snapshot` table, as SQLite does. A cluster node (`leases` set)
/// keeps each room's snapshot in its row of the room directory `partyline_room` instead, and
/// writes it only `WHERE owner = this node AND fence = the fence it holds`: a node that lost a
/// room to another can never overwrite it. Such a node loads no snapshots at start (rooms come
/// to it by takeover) and deletes nothing but the rows of its own rooms.
struct RoomSnapshotTable: Sendable {
    /// The cluster node's leases; nil for a single server.
    let leases: RoomLeases?

    /// Applies a snapshot write (`replaceRoomSnapshots`, `clearRoomSnapshots`,
    /// `saveRoomSnapshot`, `deleteRoomSnapshot`, `touchRoomSnapshots`) in the writer's
    /// transaction. Other writes are not snapshot writes and are ignored.
    func apply(_ write: StoreWrite, in transaction: PostgresTransaction) throws {
        if let leases { return try applyToDirectory(write, leases: leases, in: transaction) }
        switch write {
        case let .replaceRoomSnapshots(list):
            try transaction.query("DELETE FROM room_snapshot")
            for snapshot in list { try save(snapshot, in: transaction) }
        case .clearRoomSnapshots:
            try transaction.query("DELETE FROM room_snapshot")
        case let .saveRoomSnapshot(snapshot):
            try save(snapshot, in: transaction)
        case let .deleteRoomSnapshot(code):
            try transaction.query("DELETE FROM room_snapshot WHERE code = \(code)")
        case let .touchRoomSnapshots(at):
            try transaction.query("UPDATE room_snapshot SET saved_at = \(at)")
        default:
            break
        }
    }

    /// A cluster node's snapshot writes, fenced by its leases. The heartbeat stamp is not needed:
    /// a takeover reads the old node's own heartbeat.
    private func applyToDirectory(_ write: StoreWrite, leases: RoomLeases, in transaction: PostgresTransaction) throws {
        switch write {
        case let .replaceRoomSnapshots(list):
            for snapshot in list { _ = try saveFenced(snapshot, leases: leases, in: transaction) }  // each room that is still ours
        case let .saveRoomSnapshot(snapshot):
            // One room's snapshot, alone or with the writes it holds (a finished round, a
            // question's tallies: RoomHost.durable): written under the lease, or none of the
            // batch is — a batch that waited while the room moved must not land its tallies
            // without the snapshot that counts them (issue 34, the partition harness).
            guard try saveFenced(snapshot, leases: leases, in: transaction) else { throw NotOwner(room: snapshot.code) }
        case let .deleteRoomSnapshot(code):
            guard let lease = leases.lease(of: code) else { return }
            try transaction.query("DELETE FROM partyline_room WHERE code = \(code) AND owner = \(lease.node) AND fence = \(lease.fence)")
            leases.release(code)
        default:
            break  // clearRoomSnapshots, touchRoomSnapshots: other nodes' rooms are not ours to touch
        }
    }

    /// Writes the snapshot if this node still holds the room's lease and the directory agrees;
    /// whether it did.
    private func saveFenced(_ snapshot: StoredRoomSnapshot, leases: RoomLeases, in transaction: PostgresTransaction) throws -> Bool {
        guard let lease = leases.lease(of: snapshot.code) else { return false }
        return try transaction.query("""
            UPDATE partyline_room SET snapshot = \(snapshot.data), saved_at = \(snapshot.savedAt)
            WHERE code = \(snapshot.code) AND owner = \(lease.node) AND fence = \(lease.fence)
            """).metadata.rows == 1
    }

    /// A room's snapshot could not be written under its lease: the room is another node's.
    struct NotOwner: Error {
        let room: String
    }

    /// Every snapshot, by room code.
    func load(from link: PostgresLink) throws -> [StoredRoomSnapshot] {
        guard leases == nil else { return [] }
        return try link.query("SELECT code, data, saved_at FROM room_snapshot ORDER BY code", idempotent: true).rows.map { row in
            let (code, data, savedAt) = try row.decode((String, Data, Int64).self)
            return StoredRoomSnapshot(code: code, data: data, savedAt: savedAt)
        }
    }

    /// How many snapshots there are (`partyd stats`): a single server's and a cluster's (a
    /// database serves one or the other, so the sum is whichever is in use).
    func count(from link: PostgresLink) throws -> Int {
        try link.query("""
            SELECT (SELECT count(*) FROM room_snapshot) + (SELECT count(*) FROM partyline_room WHERE snapshot IS NOT NULL)
            """, idempotent: true).rows.first.map { try $0.decode(Int.self) } ?? 0
    }

    private func save(_ snapshot: StoredRoomSnapshot, in transaction: PostgresTransaction) throws {
        try transaction.query("""
            INSERT INTO room_snapshot (code, data, saved_at) VALUES (\(snapshot.code), \(snapshot.data), \(snapshot.savedAt))
            ON CONFLICT (code) DO UPDATE SET data = excluded.data, saved_at = excluded.saved_at
            """)
    }
}
