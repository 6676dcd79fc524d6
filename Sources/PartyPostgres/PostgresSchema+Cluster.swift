extension PostgresSchema {
    /// v2: the cluster's tables (`partyd --cluster`): the link secret, the nodes with their
    /// heartbeats, and the room directory — one row per live room, which is at once the code's
    /// reservation, the owner's lease (owner + fence) and the room's latest snapshot. Triggers
    /// push every change of a room's owner and of a node's state to `LISTEN`ing nodes.
    static let v2 = PostgresMigration(version: "v2", statements: [
        "CREATE TABLE partyline_cluster_secret (id integer PRIMARY KEY CHECK (id = 1), secret text NOT NULL)",
        """
        CREATE TABLE partyline_node (
            id text PRIMARY KEY,
            name text NOT NULL,
            host text NOT NULL,                  -- where other nodes reach its relay link port
            port integer NOT NULL,
            up boolean NOT NULL DEFAULT true,
            started_at timestamptz NOT NULL DEFAULT now(),
            heartbeat_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        """
        CREATE TABLE partyline_room (
            code text PRIMARY KEY,               -- unique across the cluster: the row is the reservation
            owner text NOT NULL,                 -- the node running the room
            fence bigint NOT NULL DEFAULT 1,     -- raised by every takeover; snapshot writes must match it
            snapshot bytea,                      -- the owner's latest SavedRoom JSON
            saved_at bigint NOT NULL DEFAULT 0,
            created_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        "CREATE INDEX partyline_room_by_owner ON partyline_room (owner)",
        """
        CREATE FUNCTION partyline_room_notify() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'DELETE' THEN
                PERFORM pg_notify('partyline_directory', OLD.code);
            ELSE
                PERFORM pg_notify('partyline_directory', NEW.code || ' ' || NEW.owner || ' ' || NEW.fence);
            END IF;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER partyline_room_changed AFTER INSERT OR DELETE OR UPDATE OF owner, fence ON partyline_room
            FOR EACH ROW EXECUTE FUNCTION partyline_room_notify()
        """,
        """
        CREATE FUNCTION partyline_node_notify() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'DELETE' THEN
                PERFORM pg_notify('partyline_nodes', OLD.id);
            ELSE
                PERFORM pg_notify('partyline_nodes', NEW.id);
            END IF;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER partyline_node_changed AFTER INSERT OR DELETE OR UPDATE OF up, host, port ON partyline_node
            FOR EACH ROW EXECUTE FUNCTION partyline_node_notify()
        """,
    ])
}
