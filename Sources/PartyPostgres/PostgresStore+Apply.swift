import PartyStore
import PostgresNIO

extension PostgresStore {
    /// Applies one write inside the writer's transaction. Semantics match SQLite's (and `MemoryState`'s).
    func apply(_ write: StoreWrite, in transaction: PostgresTransaction) throws {
        switch write {
        case let .upsertProfile(key, name, at):
            try transaction.query("""
                INSERT INTO profile (key, name, created_at, last_seen_at) VALUES (\(key), \(name), \(at), \(at))
                ON CONFLICT (key) DO UPDATE SET name = excluded.name, last_seen_at = excluded.last_seen_at
                """)
        case let .finishedRound(profileKey, category, mode, score, at):
            try transaction.query("""
                INSERT INTO finished_round (profile_key, category, mode, score, at)
                VALUES (\(profileKey), \(category), \(mode), \(score), \(at))
                """)
            try transaction.query("""
                INSERT INTO best_score (profile_key, category, mode, score, at)
                VALUES (\(profileKey), \(category), \(mode), \(score), \(at))
                ON CONFLICT (profile_key, category, mode) DO UPDATE SET score = excluded.score, at = excluded.at
                WHERE excluded.score > best_score.score
                """)
        case let .addToGameRecord(game, key, counters):
            for (counter, amount) in counters.sorted(by: { $0.key < $1.key }) {
                try transaction.query("""
                    INSERT INTO game_record (game, record_key, counter, value)
                    VALUES (\(game), \(key), \(counter), GREATEST(0, \(amount)::bigint))
                    ON CONFLICT (game, record_key, counter) DO UPDATE SET
                        value = GREATEST(0, game_record.value + \(amount)::bigint)
                    """)
            }
        case let .deleteGameRecords(game):
            try transaction.query("DELETE FROM game_record WHERE game = \(game)")
        case let .saveWheel(wheel):
            let options = try StoreTextColumns.encodeOptions(wheel.options)
            try transaction.query("""
                INSERT INTO wheel (owner, id, name, options, updated_at)
                VALUES (\(wheel.owner), \(wheel.id), \(wheel.name), \(options), \(wheel.updatedAt))
                ON CONFLICT (owner, id) DO UPDATE SET
                    name = excluded.name, options = excluded.options, updated_at = excluded.updated_at
                """)
        case let .deleteWheel(owner, id):
            try transaction.query("DELETE FROM wheel WHERE owner = \(owner) AND id = \(id)")
        case let .diceHistory(entry):
            let values = StoreTextColumns.encodeValues(entry.values)
            try transaction.query("""
                INSERT INTO dice_history (room, player_id, player_name, dice_values, total, at)
                VALUES (\(entry.room), \(entry.playerID), \(entry.playerName), \(values), \(entry.total), \(entry.at))
                """)
        case let .seedReveal(reveal):
            try transaction.query("""
                INSERT INTO seed_reveal (room, server_seed_hex, commitment, client_seed, revealed_at)
                VALUES (\(reveal.room), \(reveal.serverSeedHex), \(reveal.commitment), \(reveal.clientSeed), \(reveal.revealedAt))
                """)
        case .replaceRoomSnapshots, .clearRoomSnapshots, .saveRoomSnapshot, .deleteRoomSnapshot, .touchRoomSnapshots:
            try snapshots.apply(write, in: transaction)
        case let .night(change):
            try applyNight(change, in: transaction)
        }
    }

    /// Locks the existing game-record rows that `batches` add to, in (game, key) order, so nodes
    /// committing overlapping drains wait for each other instead of deadlocking.
    func lockTallies(of batches: [[StoreWrite]], skipping superseded: Set<Int>, in transaction: PostgresTransaction) throws {
        var addresses: Set<[String]> = []
        for (index, writes) in batches.enumerated() where !superseded.contains(index) {
            for case let .addToGameRecord(game, key, _) in writes { addresses.insert([game, key]) }
        }
        guard !addresses.isEmpty else { return }
        let sorted = addresses.sorted { $0.lexicographicallyPrecedes($1) }
        let games = sorted.map { $0[0] }, keys = sorted.map { $0[1] }
        try transaction.query("""
            SELECT r.game FROM game_record r JOIN unnest(\(games)::text[], \(keys)::text[]) AS w(game, record_key)
                ON r.game = w.game AND r.record_key = w.record_key
            ORDER BY r.game, r.record_key, r.counter FOR UPDATE OF r
            """)
    }
}
