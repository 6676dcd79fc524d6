import PartyStore
import PostgresNIO

extension PostgresStore {
    public func profile(key: String) throws(StoreError) -> Profile? {
        try read { link in
            try link.query("SELECT key, name, created_at, last_seen_at FROM profile WHERE key = \(key)", idempotent: true)
                .rows.first.map { row in
                    let (key, name, createdAt, lastSeenAt) = try row.decode((String, String, Int64, Int64).self)
                    return Profile(key: key, name: name, createdAt: createdAt, lastSeenAt: lastSeenAt)
                }
        }
    }

    public func bestScores(profileKeys: [String], category: String, mode: String) throws(StoreError) -> [String: Int] {
        guard !profileKeys.isEmpty else { return [:] }
        return try read { link in
            try keyedInts(link.query("""
                SELECT profile_key, score FROM best_score
                WHERE category = \(category) AND mode = \(mode) AND profile_key = ANY(\(profileKeys))
                """, idempotent: true))
        }
    }

    public func bestScores(profileKey: String, mode: String) throws(StoreError) -> [String: Int] {
        try read { link in
            try keyedInts(link.query(
                "SELECT category, score FROM best_score WHERE profile_key = \(profileKey) AND mode = \(mode)", idempotent: true))
        }
    }

    public func finishedRounds(profileKey: String, limit: Int) throws(StoreError) -> [StoredRound] {
        try read { link in
            try link.query("""
                SELECT profile_key, category, mode, score, at FROM finished_round WHERE profile_key = \(profileKey)
                ORDER BY at DESC, id DESC LIMIT \(max(0, limit))
                """, idempotent: true).rows.map { row in
                let (key, category, mode, score, at) = try row.decode((String, String, String, Int, Int64).self)
                return StoredRound(profileKey: key, category: category, mode: mode, score: score, at: at)
            }
        }
    }

    public func wyrAllTime(questionIDs: [String]) throws(StoreError) -> [String: WyrTotals] {
        guard !questionIDs.isEmpty else { return [:] }
        return try read { link in
            var totals: [String: WyrTotals] = [:]
            for row in try link.query("""
                SELECT question_id, a_votes, b_votes FROM wyr_all_time WHERE question_id = ANY(\(questionIDs))
                """, idempotent: true).rows {
                let (id, a, b) = try row.decode((String, Int, Int).self)
                totals[id] = WyrTotals(aVotes: a, bVotes: b)
            }
            return totals
        }
    }

    public func wheels(owner: String) throws(StoreError) -> [StoredWheel] {
        try read { link in
            try link.query("""
                SELECT owner, id, name, options, updated_at FROM wheel WHERE owner = \(owner) ORDER BY updated_at, id
                """, idempotent: true).rows.map { row in
                let (owner, id, name, options, updatedAt) = try row.decode((String, String, String, String, Int64).self)
                return StoredWheel(
                    owner: owner, id: id, name: name, options: try StoreTextColumns.decodeOptions(options), updatedAt: updatedAt)
            }
        }
    }

    public func diceHistory(room: String, limit: Int) throws(StoreError) -> [StoredDiceEntry] {
        try read { link in
            try link.query("""
                SELECT room, player_id, player_name, dice_values, total, at FROM dice_history WHERE room = \(room)
                ORDER BY at DESC, id DESC LIMIT \(max(0, limit))
                """, idempotent: true).rows.map { row in
                let (room, player, name, values, total, at) = try row.decode((String, String, String, String, Int, Int64).self)
                return StoredDiceEntry(
                    room: room, playerID: player, playerName: name, values: StoreTextColumns.decodeValues(values),
                    total: total, at: at)
            }
        }
    }

    public func revealedSeeds(room: String) throws(StoreError) -> [StoredSeedReveal] {
        try read { link in
            try link.query("""
                SELECT room, server_seed_hex, commitment, client_seed, revealed_at FROM seed_reveal WHERE room = \(room)
                ORDER BY revealed_at, id
                """, idempotent: true).rows.map { row in
                let (room, seed, commitment, clientSeed, at) = try row.decode((String, String, String, String, Int64).self)
                return StoredSeedReveal(
                    room: room, serverSeedHex: seed, commitment: commitment, clientSeed: clientSeed, revealedAt: at)
            }
        }
    }

    public func loadRoomSnapshots() throws(StoreError) -> [StoredRoomSnapshot] {
        try read { link in try snapshots.load(from: link) }
    }

    public func stats() throws(StoreError) -> StoreStats {
        try read { link in
            var stats = StoreStats()
            if let row = try link.query("""
                SELECT
                    (SELECT count(*) FROM profile),
                    (SELECT count(*) FROM finished_round),
                    (SELECT count(*) FROM wyr_all_time),
                    (SELECT COALESCE(sum(a_votes + b_votes), 0)::bigint FROM wyr_all_time),
                    (SELECT count(*) FROM wheel),
                    (SELECT count(*) FROM dice_history),
                    (SELECT count(*) FROM seed_reveal)
                """, idempotent: true).rows.first {
                (stats.profiles, stats.finishedRounds, stats.wyrQuestions, stats.wyrVotes, stats.wheels,
                 stats.diceEntries, stats.seedReveals) = try row.decode((Int, Int, Int, Int, Int, Int, Int).self)
            }
            stats.roomSnapshots = try snapshots.count(from: link)
            return stats
        }
    }

    /// Runs a read on the reader link, mapping failures to ``StoreError``.
    func read<T>(_ body: (PostgresLink) throws -> T) throws(StoreError) -> T {
        if isClosed { throw .closed }
        do {
            return try body(readerLink)
        } catch {
            throw .io("read failed: \(error)")
        }
    }

    private func keyedInts(_ result: PostgresQueryResult) throws -> [String: Int] {
        var values: [String: Int] = [:]
        for row in result.rows {
            let (key, value) = try row.decode((String, Int).self)
            values[key] = value
        }
        return values
    }
}
