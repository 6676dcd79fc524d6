import GRDB

/// The SQLite schema as an ordered list of migrations. A migration, once released, never
/// changes: a new version appends `v3`, `v4`, ... and `DatabaseMigrator` applies only the ones
/// a file lacks, each in its own transaction, so an older file is upgraded in place.
enum StoreSchema {
    /// Identifiers in order; the last one is what a current file has.
    static let versions = ["v1", "v2", "v3", "v4", "v5", "v6"]

    /// Every migration this build knows.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: v1)
        migrator.registerMigration("v2", migrate: v2)
        migrator.registerMigration("v3", migrate: v3)
        migrator.registerMigration("v4", migrate: v4)
        migrator.registerMigration("v5", migrate: v5)
        migrator.registerMigration("v6", migrate: v6)
        return migrator
    }

    /// v1: profiles, Guess or Pass scores, WYR tallies, wheels, dice history, seeds, snapshots.
    static func v1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE profile (
                key TEXT PRIMARY KEY NOT NULL,        -- hash of the token; the token is never stored
                name TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                last_seen_at INTEGER NOT NULL
            );
            CREATE TABLE best_score (
                profile_key TEXT NOT NULL,
                category TEXT NOT NULL,
                score INTEGER NOT NULL,
                at INTEGER NOT NULL,
                PRIMARY KEY (profile_key, category)
            );
            CREATE TABLE finished_round (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                profile_key TEXT NOT NULL,
                category TEXT NOT NULL,
                score INTEGER NOT NULL,
                at INTEGER NOT NULL
            );
            CREATE TABLE wyr_all_time (
                question_id TEXT PRIMARY KEY NOT NULL,
                a_votes INTEGER NOT NULL,
                b_votes INTEGER NOT NULL
            );
            CREATE TABLE wheel (
                owner TEXT NOT NULL,
                id TEXT NOT NULL,
                name TEXT NOT NULL,
                options TEXT NOT NULL,               -- JSON [{label, weight}]
                updated_at INTEGER NOT NULL,
                PRIMARY KEY (owner, id)
            );
            CREATE TABLE dice_history (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                room TEXT NOT NULL,
                player_id TEXT NOT NULL,
                player_name TEXT NOT NULL,
                dice_values TEXT NOT NULL,           -- comma-separated faces
                total INTEGER NOT NULL,
                at INTEGER NOT NULL
            );
            CREATE INDEX dice_history_by_room ON dice_history (room, at, id);
            CREATE TABLE seed_reveal (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                room TEXT NOT NULL,
                server_seed_hex TEXT NOT NULL,
                commitment TEXT NOT NULL,
                client_seed TEXT NOT NULL,
                revealed_at INTEGER NOT NULL
            );
            CREATE INDEX seed_reveal_by_room ON seed_reveal (room, revealed_at, id);
            CREATE TABLE room_snapshot (
                code TEXT PRIMARY KEY NOT NULL,
                data BLOB NOT NULL,                  -- the server's JSON, opaque here
                saved_at INTEGER NOT NULL
            );
            """)
    }

    /// v2: index for a profile's recent rounds (`finishedRounds(profileKey:limit:)`).
    static func v2(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX finished_round_by_profile ON finished_round (profile_key, at, id)")
    }

    /// v3: Guess or Pass modes. Best scores are kept per mode (`secret`, `classic`): the table is
    /// rebuilt with `mode` in its key, and every score from before becomes a secret-mode score.
    /// Finished rounds record their mode too.
    static func v3(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE best_score_by_mode (
                profile_key TEXT NOT NULL,
                category TEXT NOT NULL,
                mode TEXT NOT NULL,
                score INTEGER NOT NULL,
                at INTEGER NOT NULL,
                PRIMARY KEY (profile_key, category, mode)
            );
            INSERT INTO best_score_by_mode (profile_key, category, mode, score, at)
                SELECT profile_key, category, 'secret', score, at FROM best_score;
            DROP TABLE best_score;
            ALTER TABLE best_score_by_mode RENAME TO best_score;
            ALTER TABLE finished_round ADD COLUMN mode TEXT NOT NULL DEFAULT 'secret';
            """)
    }

    /// v4: games' store records behind the game seam. One generic table of named counters per
    /// (game, key) replaces Would You Rather's own: each question's all-time tally becomes the
    /// record `would_you_rather`/<question id> with counters `a_votes` and `b_votes`.
    static func v4(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE game_record (
                game TEXT NOT NULL,                  -- the game's id
                record_key TEXT NOT NULL,            -- the game's key (a question id, ...)
                counter TEXT NOT NULL,               -- a counter the game's record names
                value INTEGER NOT NULL,              -- never below zero
                PRIMARY KEY (game, record_key, counter)
            );
            INSERT INTO game_record (game, record_key, counter, value)
                SELECT 'would_you_rather', question_id, 'a_votes', a_votes FROM wyr_all_time;
            INSERT INTO game_record (game, record_key, counter, value)
                SELECT 'would_you_rather', question_id, 'b_votes', b_votes FROM wyr_all_time;
            DROP TABLE wyr_all_time;
            """)
    }
}
