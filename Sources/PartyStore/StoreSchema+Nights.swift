import GRDB

extension StoreSchema {
    /// v5: game nights (their JSON beside the columns the store queries) and their RSVPs, one row
    /// per name (keyed by the name's skeleton).
    static func v5(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE night (
                code TEXT PRIMARY KEY NOT NULL,
                state TEXT NOT NULL,                 -- planned, open, ended
                data BLOB NOT NULL,                  -- the server's JSON, opaque here
                ended_at INTEGER                     -- retention counts from here
            );
            CREATE INDEX night_by_state ON night (state, ended_at);
            CREATE TABLE night_rsvp (
                code TEXT NOT NULL,
                name_key TEXT NOT NULL,
                name TEXT NOT NULL,
                answer TEXT NOT NULL,
                at INTEGER NOT NULL,
                PRIMARY KEY (code, name_key)
            );
            """)
    }

    /// v6: an RSVP belongs to whoever gave it: the hash of its `rsvp_token` (NULL for answers
    /// kept before, which the next answer under their name claims).
    static func v6(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE night_rsvp ADD COLUMN token_key TEXT")
    }
}
