import PartyStore
import PostgresNIO

/// Applies ``PostgresSchema/migrations`` at start.
///
/// Applied versions are recorded in `partyline_schema`. Everything runs under a transaction-level
/// advisory lock, so nodes starting at once take turns: the first applies a migration, the
/// others then find it recorded. Each migration is its own transaction. A database that has a
/// version this build does not know (written by a newer PartyLine) is refused, untouched.
public enum PostgresMigrator {
    /// The advisory lock key every PartyLine migration takes (`pg_advisory_xact_lock`).
    public static let lockKey: Int64 = 0x5041_5254_594C_494E  // "PARTYLIN"

    /// Brings the database up to date with `migrations`, or throws without changing it.
    public static func migrate(
        _ link: PostgresLink, migrations: [PostgresMigration] = PostgresSchema.migrations
    ) throws(StoreError) {
        let known = Set(migrations.map(\.version))
        do {
            let applied = try link.transaction { transaction in
                try lock(transaction)
                try transaction.query("""
                    CREATE TABLE IF NOT EXISTS partyline_schema (
                        version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
                    """)
                return try appliedVersions(transaction)
            }
            if let unknown = applied.subtracting(known).sorted().first {
                throw StoreError.unreadable(
                    path: link.location.description,
                    reason: "the database has schema version \(unknown), which this build does not know "
                        + "(it was written by a newer PartyLine)")
            }
            for migration in migrations where !applied.contains(migration.version) {
                try link.transaction { transaction in
                    try lock(transaction)
                    // Another node may have applied it while we waited for the lock.
                    guard try !appliedVersions(transaction).contains(migration.version) else { return }
                    for statement in migration.statements {
                        try transaction.query(PostgresQuery(unsafeSQL: statement))
                    }
                    try transaction.query("INSERT INTO partyline_schema (version) VALUES (\(migration.version))")
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            if let linkError = error as? PostgresLinkError, [.connect, .connectionLost, .closed].contains(linkError.kind) {
                throw .io("\(linkError)")
            }
            throw .unreadable(
                path: link.location.description, reason: "the schema upgrade failed and was rolled back: \(error)")
        }
    }

    private static func lock(_ transaction: PostgresTransaction) throws(PostgresLinkError) {
        try transaction.query("SELECT pg_advisory_xact_lock(\(lockKey))")
    }

    private static func appliedVersions(_ transaction: PostgresTransaction) throws -> Set<String> {
        Set(try transaction.query("SELECT version FROM partyline_schema").rows.map { try $0.decode(String.self) })
    }
}
