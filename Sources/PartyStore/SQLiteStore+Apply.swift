import Foundation
import GRDB

extension SQLiteStore {
    /// Applies one write inside the writer's transaction. Semantics match `MemoryState.apply`.
    static func apply(_ write: StoreWrite, in db: Database) throws {
        switch write {
        case let .upsertProfile(key, name, at):
            try db.execute(
                sql: """
                    INSERT INTO profile (key, name, created_at, last_seen_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET name = excluded.name, last_seen_at = excluded.last_seen_at
                    """,
                arguments: [key, name, at, at])
        case let .finishedRound(profileKey, category, mode, score, at):
            try db.execute(
                sql: "INSERT INTO finished_round (profile_key, category, mode, score, at) VALUES (?, ?, ?, ?, ?)",
                arguments: [profileKey, category, mode, score, at])
            try db.execute(
                sql: """
                    INSERT INTO best_score (profile_key, category, mode, score, at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (profile_key, category, mode) DO UPDATE SET score = excluded.score, at = excluded.at
                    WHERE excluded.score > best_score.score
                    """,
                arguments: [profileKey, category, mode, score, at])
        case let .wyrVotes(questionID, aDelta, bDelta):
            try db.execute(
                sql: """
                    INSERT INTO wyr_all_time (question_id, a_votes, b_votes) VALUES (:q, MAX(0, :a), MAX(0, :b))
                    ON CONFLICT (question_id) DO UPDATE SET
                        a_votes = MAX(0, wyr_all_time.a_votes + :a), b_votes = MAX(0, wyr_all_time.b_votes + :b)
                    """,
                arguments: ["q": questionID, "a": aDelta, "b": bDelta])
        case .resetWyrAllTime:
            try db.execute(sql: "DELETE FROM wyr_all_time")
        case let .saveWheel(wheel):
            try db.execute(
                sql: """
                    INSERT INTO wheel (owner, id, name, options, updated_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (owner, id) DO UPDATE SET
                        name = excluded.name, options = excluded.options, updated_at = excluded.updated_at
                    """,
                arguments: [
                    wheel.owner, wheel.id, wheel.name, try StoreTextColumns.encodeOptions(wheel.options), wheel.updatedAt,
                ])
        case let .deleteWheel(owner, id):
            try db.execute(sql: "DELETE FROM wheel WHERE owner = ? AND id = ?", arguments: [owner, id])
        case let .diceHistory(entry):
            try db.execute(
                sql: """
                    INSERT INTO dice_history (room, player_id, player_name, dice_values, total, at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    entry.room, entry.playerID, entry.playerName, StoreTextColumns.encodeValues(entry.values),
                    entry.total, entry.at,
                ])
        case let .seedReveal(reveal):
            try db.execute(
                sql: """
                    INSERT INTO seed_reveal (room, server_seed_hex, commitment, client_seed, revealed_at)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [reveal.room, reveal.serverSeedHex, reveal.commitment, reveal.clientSeed, reveal.revealedAt])
        case let .replaceRoomSnapshots(snapshots):
            try db.execute(sql: "DELETE FROM room_snapshot")
            for snapshot in snapshots { try apply(.saveRoomSnapshot(snapshot), in: db) }
        case .clearRoomSnapshots:
            try db.execute(sql: "DELETE FROM room_snapshot")
        case let .saveRoomSnapshot(snapshot):
            try db.execute(
                sql: "INSERT OR REPLACE INTO room_snapshot (code, data, saved_at) VALUES (?, ?, ?)",
                arguments: [snapshot.code, snapshot.data, snapshot.savedAt])
        case let .deleteRoomSnapshot(code):
            try db.execute(sql: "DELETE FROM room_snapshot WHERE code = ?", arguments: [code])
        case let .touchRoomSnapshots(at):
            try db.execute(sql: "UPDATE room_snapshot SET saved_at = ?", arguments: [at])
        case let .night(change):
            try applyNight(change, in: db)
        }
    }}
