extension PostgresSchema {
    /// v5: game nights and their RSVPs (as the SQLite store's v5). A cluster's nodes share them:
    /// any node answers `night.get` and `/n/CODE`, and a takeover finds the night where it was.
    static let v5 = PostgresMigration(version: "v5", statements: [
        """
        CREATE TABLE night (
            code text PRIMARY KEY,
            state text NOT NULL,                 -- planned, open, ended
            data bytea NOT NULL,                 -- the server's JSON, opaque here
            ended_at bigint                      -- retention counts from here
        )
        """,
        "CREATE INDEX night_by_state ON night (state, ended_at)",
        """
        CREATE TABLE night_rsvp (
            code text NOT NULL,
            name_key text NOT NULL,
            name text NOT NULL,
            answer text NOT NULL,
            at bigint NOT NULL,
            seq bigserial,
            PRIMARY KEY (code, name_key)
        )
        """,
    ])

    /// v6: an RSVP belongs to whoever gave it (as the SQLite store's v6): the hash of its
    /// `rsvp_token`, NULL for answers kept before.
    static let v6 = PostgresMigration(version: "v6", statements: [
        "ALTER TABLE night_rsvp ADD COLUMN token_key text",
    ])
}
