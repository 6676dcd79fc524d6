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
        case let .wyrVotes(questionID, aDelta, bDelta):
            try transaction.query("""
                INSERT INTO wyr_all_time (question_id, a_votes, b_votes)
                VALUES (\(questionID), GREATEST(0, \(aDelta)::bigint), GREATEST(0, \(bDelta)::bigint))
                ON CONFLICT (question_id) DO UPDATE SET
                    a_votes = GREATEST(0, wyr_all_time.a_votes + \(aDelta)::bigint),
                    b_votes = GREATEST(0, wyr_all_time.b_votes + \(bDelta)::bigint)
                """)
        case .resetWyrAllTime:
            try transaction.query("DELETE FROM wyr_all_time")
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

    /// Locks the existing tally rows that `batches` change, in question-id order, so nodes
    /// committing overlapping drains wait for each other instead of deadlocking.
    func lockTallies(of batches: [[StoreWrite]], skipping superseded: Set<Int>, in transaction: PostgresTransaction) throws {
        var ids: Set<String> = []
        for (index, writes) in batches.enumerated() where !superseded.contains(index) {
            for case let .wyrVotes(questionID, _, _) in writes { ids.insert(questionID) }
        }
        guard !ids.isEmpty else { return }
        let sorted = ids.sorted()
        try transaction.query("""
            SELECT question_id FROM wyr_all_time WHERE question_id = ANY(\(sorted)) ORDER BY question_id FOR UPDATE
            """)
    }
}
