import GRDB

extension SQLiteStore {
    public func profile(key: String) throws(StoreError) -> Profile? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM profile WHERE key = ?", arguments: [key]).map {
                Profile(key: $0["key"], name: $0["name"], createdAt: $0["created_at"], lastSeenAt: $0["last_seen_at"])
            }
        }
    }

    public func bestScores(profileKeys: [String], category: String, mode: String) throws(StoreError) -> [String: Int] {
        guard !profileKeys.isEmpty else { return [:] }
        return try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT profile_key, score FROM best_score
                    WHERE category = ? AND mode = ? AND profile_key IN (\(databaseQuestionMarks(count: profileKeys.count)))
                    """,
                arguments: StatementArguments([category, mode] + profileKeys))
            return Dictionary(rows.map { ($0["profile_key"], $0["score"]) }, uniquingKeysWith: { first, _ in first })
        }
    }

    public func bestScores(profileKey: String, mode: String) throws(StoreError) -> [String: Int] {
        try read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT category, score FROM best_score WHERE profile_key = ? AND mode = ?", arguments: [profileKey, mode])
            return Dictionary(rows.map { ($0["category"], $0["score"]) }, uniquingKeysWith: { first, _ in first })
        }
    }

    public func finishedRounds(profileKey: String, limit: Int) throws(StoreError) -> [StoredRound] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT * FROM finished_round WHERE profile_key = ? ORDER BY at DESC, id DESC LIMIT ?",
                arguments: [profileKey, max(0, limit)]
            ).map {
                StoredRound(profileKey: $0["profile_key"], category: $0["category"], mode: $0["mode"], score: $0["score"], at: $0["at"])
            }
        }
    }

    public func gameRecords(game: String, keys: [String]) throws(StoreError) -> [String: [String: Int]] {
        guard !keys.isEmpty else { return [:] }
        return try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT record_key, counter, value FROM game_record
                    WHERE game = ? AND record_key IN (\(databaseQuestionMarks(count: keys.count)))
                    """,
                arguments: StatementArguments([game] + keys))
            var records: [String: [String: Int]] = [:]
            for row in rows { records[row["record_key"], default: [:]][row["counter"]] = row["value"] }
            return records
        }
    }

    public func wheels(owner: String) throws(StoreError) -> [StoredWheel] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM wheel WHERE owner = ? ORDER BY updated_at, id", arguments: [owner]
            ).map { row in
                StoredWheel(
                    owner: row["owner"], id: row["id"], name: row["name"],
                    options: try StoreTextColumns.decodeOptions(row["options"]), updatedAt: row["updated_at"])
            }
        }
    }

    public func diceHistory(room: String, limit: Int) throws(StoreError) -> [StoredDiceEntry] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT * FROM dice_history WHERE room = ? ORDER BY at DESC, id DESC LIMIT ?",
                arguments: [room, max(0, limit)]
            ).map { row in
                StoredDiceEntry(
                    room: row["room"], playerID: row["player_id"], playerName: row["player_name"],
                    values: StoreTextColumns.decodeValues(row["dice_values"]), total: row["total"], at: row["at"])
            }
        }
    }

    public func revealedSeeds(room: String) throws(StoreError) -> [StoredSeedReveal] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM seed_reveal WHERE room = ? ORDER BY revealed_at, id", arguments: [room]
            ).map { row in
                StoredSeedReveal(
                    room: row["room"], serverSeedHex: row["server_seed_hex"], commitment: row["commitment"],
                    clientSeed: row["client_seed"], revealedAt: row["revealed_at"])
            }
        }
    }

    public func loadRoomSnapshots() throws(StoreError) -> [StoredRoomSnapshot] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM room_snapshot ORDER BY code").map {
                StoredRoomSnapshot(code: $0["code"], data: $0["data"], savedAt: $0["saved_at"])
            }
        }
    }

    public func stats() throws(StoreError) -> StoreStats {
        try read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT
                        (SELECT COUNT(*) FROM profile) AS profiles,
                        (SELECT COUNT(*) FROM finished_round) AS rounds,
                        (SELECT COUNT(*) FROM (SELECT DISTINCT game, record_key FROM game_record)) AS game_records,
                        (SELECT COALESCE(SUM(value), 0) FROM game_record) AS game_counters,
                        (SELECT COUNT(*) FROM wheel) AS wheels,
                        (SELECT COUNT(*) FROM dice_history) AS dice,
                        (SELECT COUNT(*) FROM seed_reveal) AS seeds,
                        (SELECT COUNT(*) FROM room_snapshot) AS snapshots
                    """)
            var stats = StoreStats()
            guard let row else { return stats }
            stats.profiles = row["profiles"]
            stats.finishedRounds = row["rounds"]
            stats.gameRecords = row["game_records"]
            stats.gameCounterTotal = row["game_counters"]
            stats.wheels = row["wheels"]
            stats.diceEntries = row["dice"]
            stats.seedReveals = row["seeds"]
            stats.roomSnapshots = row["snapshots"]
            return stats
        }
    }
}
