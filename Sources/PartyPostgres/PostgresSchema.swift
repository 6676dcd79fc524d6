/// One step of the PostgreSQL schema: a version name and the statements that make it.
/// A released migration never changes; new ones are appended.
public struct PostgresMigration: Sendable {
    /// The name recorded in `partyline_schema` once applied (`v1`, `v2`, ...).
    public let version: String
    /// Statements run in order inside one transaction (one statement each: the extended
    /// protocol takes no multi-statement strings).
    public let statements: [String]

    /// Creates a migration.
    public init(version: String, statements: [String]) {
        self.version = version
        self.statements = statements
    }
}

/// The PostgreSQL schema as an ordered list of migrations, applied at start by
/// ``PostgresMigrator``. To change the schema, append a migration; never edit a released one.
public enum PostgresSchema {
    /// Every migration this build knows, oldest first.
    public static let migrations: [PostgresMigration] = [v1, v2, v3, v4, v5, v6]

    /// v1: the tables of the SQLite store's v1 and v2 (milliseconds are `bigint`, JSON is `text`).
    static let v1 = PostgresMigration(version: "v1", statements: [
        """
        CREATE TABLE profile (
            key text PRIMARY KEY,                -- hash of the token; the token is never stored
            name text NOT NULL,
            created_at bigint NOT NULL,
            last_seen_at bigint NOT NULL
        )
        """,
        """
        CREATE TABLE best_score (
            profile_key text NOT NULL,
            category text NOT NULL,
            score bigint NOT NULL,
            at bigint NOT NULL,
            PRIMARY KEY (profile_key, category)
        )
        """,
        """
        CREATE TABLE finished_round (
            id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            profile_key text NOT NULL,
            category text NOT NULL,
            score bigint NOT NULL,
            at bigint NOT NULL
        )
        """,
        "CREATE INDEX finished_round_by_profile ON finished_round (profile_key, at, id)",
        """
        CREATE TABLE wyr_all_time (
            question_id text PRIMARY KEY,
            a_votes bigint NOT NULL,
            b_votes bigint NOT NULL
        )
        """,
        """
        CREATE TABLE wheel (
            owner text NOT NULL,
            id text NOT NULL,
            name text NOT NULL,
            options text NOT NULL,               -- JSON [{label, weight}]
            updated_at bigint NOT NULL,
            PRIMARY KEY (owner, id)
        )
        """,
        """
        CREATE TABLE dice_history (
            id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            room text NOT NULL,
            player_id text NOT NULL,
            player_name text NOT NULL,
            dice_values text NOT NULL,           -- comma-separated faces
            total bigint NOT NULL,
            at bigint NOT NULL
        )
        """,
        "CREATE INDEX dice_history_by_room ON dice_history (room, at, id)",
        """
        CREATE TABLE seed_reveal (
            id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            room text NOT NULL,
            server_seed_hex text NOT NULL,
            commitment text NOT NULL,
            client_seed text NOT NULL,
            revealed_at bigint NOT NULL
        )
        """,
        "CREATE INDEX seed_reveal_by_room ON seed_reveal (room, revealed_at, id)",
        """
        CREATE TABLE room_snapshot (
            code text PRIMARY KEY,
            data bytea NOT NULL,                 -- the server's JSON, opaque here
            saved_at bigint NOT NULL
        )
        """,
    ])

    /// v3: Guess or Pass modes (as the SQLite store's v3): best scores are kept per mode, every
    /// score from before becomes a secret-mode score, and finished rounds record their mode.
    static let v3 = PostgresMigration(version: "v3", statements: [
        "ALTER TABLE best_score ADD COLUMN mode text NOT NULL DEFAULT 'secret'",
        "ALTER TABLE best_score DROP CONSTRAINT best_score_pkey",
        "ALTER TABLE best_score ADD PRIMARY KEY (profile_key, category, mode)",
        "ALTER TABLE finished_round ADD COLUMN mode text NOT NULL DEFAULT 'secret'",
    ])

    /// v4: games' store records behind the game seam (as the SQLite store's v4): one generic
    /// table of named counters per (game, key) replaces Would You Rather's own; each question's
    /// all-time tally becomes the record `would_you_rather`/<question id> with counters
    /// `a_votes` and `b_votes`.
    static let v4 = PostgresMigration(version: "v4", statements: [
        """
        CREATE TABLE game_record (
            game text NOT NULL,                  -- the game's id
            record_key text NOT NULL,            -- the game's key (a question id, ...)
            counter text NOT NULL,               -- a counter the game's record names
            value bigint NOT NULL,               -- never below zero
            PRIMARY KEY (game, record_key, counter)
        )
        """,
        """
        INSERT INTO game_record (game, record_key, counter, value)
            SELECT 'would_you_rather', question_id, 'a_votes', a_votes FROM wyr_all_time
        """,
        """
        INSERT INTO game_record (game, record_key, counter, value)
            SELECT 'would_you_rather', question_id, 'b_votes', b_votes FROM wyr_all_time
        """,
        "DROP TABLE wyr_all_time",
    ])
}
