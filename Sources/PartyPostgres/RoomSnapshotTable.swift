import Foundation
import PartyStore
import PostgresNIO

/// Where ``PostgresStore`` keeps live-room snapshots: the `room_snapshot` table. Every snapshot
/// write and read of the store goes through here, and only here, so another keeper (a fenced
/// room directory shared by nodes) can replace it without touching the rest of the store.
struct RoomSnapshotTable: Sendable {
    /// Applies a snapshot write (`replaceRoomSnapshots`, `clearRoomSnapshots`,
    /// `saveRoomSnapshot`, `deleteRoomSnapshot`, `touchRoomSnapshots`) in the writer's
    /// transaction. Other writes are not snapshot writes and are ignored.
    func apply(_ write: StoreWrite, in transaction: PostgresTransaction) throws {
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

    /// Every snapshot, by room code.
    func load(from link: PostgresLink) throws -> [StoredRoomSnapshot] {
        try link.query("SELECT code, data, saved_at FROM room_snapshot ORDER BY code", idempotent: true).rows.map { row in
            let (code, data, savedAt) = try row.decode((String, Data, Int64).self)
            return StoredRoomSnapshot(code: code, data: data, savedAt: savedAt)
        }
    }

    /// How many snapshots there are (`partyd stats`).
    func count(from link: PostgresLink) throws -> Int {
        try link.query("SELECT count(*) FROM room_snapshot", idempotent: true).rows.first.map { try $0.decode(Int.self) } ?? 0
    }

    private func save(_ snapshot: StoredRoomSnapshot, in transaction: PostgresTransaction) throws {
        try transaction.query("""
            INSERT INTO room_snapshot (code, data, saved_at) VALUES (\(snapshot.code), \(snapshot.data), \(snapshot.savedAt))
            ON CONFLICT (code) DO UPDATE SET data = excluded.data, saved_at = excluded.saved_at
            """)
    }
}
