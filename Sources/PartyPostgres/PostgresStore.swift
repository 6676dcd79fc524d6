import Dispatch
import Logging
import PartyStore
import PostgresNIO

/// The ``PartyStore`` on PostgreSQL, for running several `partyd` nodes on one database.
///
/// **Durability.** A batch is done when PostgreSQL's `COMMIT` returned: the transaction is in
/// PostgreSQL's WAL, flushed as the server's `synchronous_commit` says (the default, `on`,
/// flushes it to disk before answering; replicas count as configured there). Completions, and so
/// every reply or event that reports a write as done, run only after `COMMIT` returned, as
/// ``PartyStore``'s durability rule requires. A `COMMIT` cut off by a lost connection is reported
/// as a failure (its outcome is unknown) and is never retried, since tallies would count twice.
///
/// **Group commit.** ``write(_:completion:)`` only appends the batch to a pending list. A
/// private serial writer (`GroupCommitWriter`, shared with `SQLiteStore`) drains *everything*
/// pending into **one** transaction, each batch inside its own `SAVEPOINT` (a failing batch
/// fails alone, the others commit), skips snapshot batches a later batch of the same drain
/// supersedes, commits, then runs the completions in submission order. While a transaction
/// commits, new batches pile up for the next one.
///
/// **Several nodes.** All-time tallies are atomic increments in SQL, never read-modify-write
/// in Swift. A drain first locks the tally rows it touches in id order (nodes then cannot
/// deadlock on them); a batch that still meets a deadlock or serialization failure is rolled
/// back to its savepoint and retried, and after a few failed retries the whole transaction is.
///
/// **Connections.** One writer link and one reader link (see ``PostgresLink``); reads are
/// synchronous queries on the reader and retried once on a new connection when the old one was
/// lost. Room snapshots go through one seam (`RoomSnapshotTable`).
public final class PostgresStore: PartyStore {
    /// Retries of one batch, back to its savepoint, after a deadlock or serialization failure.
    static let batchConflictRetries = 3
    /// Retries of a whole drain when a batch kept meeting conflicts.
    static let transactionConflictRetries = 5

    /// The database.
    public let location: PostgresLocation
    let logger: Logger
    let writerLink: PostgresLink
    let readerLink: PostgresLink
    let snapshots: RoomSnapshotTable
    private let writer = GroupCommitWriter(label: "partyline.store.postgres.writer")

    /// Connects to `location`, applies missing migrations (``PostgresMigrator``) and opens a
    /// writer and a reader connection. Throws ``StoreError/io(_:)`` when PostgreSQL cannot be
    /// reached and ``StoreError/unreadable(path:reason:)`` when the schema cannot be used.
    ///
    /// With `leases` (a cluster node) room snapshots live in the room directory
    /// (`partyline_room`) and are written only under the leases this node holds.
    public init(location: PostgresLocation, logger: Logger, leases: RoomLeases? = nil) throws(StoreError) {
        self.location = location
        self.logger = logger
        self.snapshots = RoomSnapshotTable(leases: leases)
        do {
            writerLink = try PostgresLink(location: location, logger: logger)
            readerLink = try PostgresLink(location: location, logger: logger)
        } catch {
            throw .io("\(error)")
        }
        do {
            try writerLink.query("SELECT 1")
            try readerLink.query("SELECT 1")
        } catch {
            writerLink.close()
            readerLink.close()
            throw .io("\(error)")
        }
        do {
            try PostgresMigrator.migrate(writerLink)
        } catch {
            writerLink.close()
            readerLink.close()
            throw error
        }
        writer.attach { [unowned self] batches, superseded in commit(batches, skipping: superseded) }
    }

    /// Whether ``close()`` was called.
    var isClosed: Bool { writer.isClosed }

    /// Number of transactions the writer committed (or tried to). For tests of grouping.
    var drainCount: Int { writer.drainCount }

    /// The writer queue, so tests can hold it to watch batches group up.
    var writerQueueForTesting: DispatchQueue { writer.queue }

    // MARK: Writes

    public func write(_ writes: [StoreWrite], completion: @escaping @Sendable (Result<Void, StoreError>) -> Void) {
        writer.write(writes, completion: completion)
    }

    public func flush() {
        writer.flush()
    }

    public func close() {
        writer.close {
            writerLink.close()
            readerLink.close()
        }
    }

    /// Runs on the writer queue: all `batches` in one transaction (see the type's documentation).
    private func commit(_ batches: [[StoreWrite]], skipping superseded: Set<Int>) -> [Result<Void, StoreError>] {
        do {
            return try commitRetryingConflicts(batches, skipping: superseded)
        } catch {
            return Array(repeating: .failure(.io("commit failed: \(error)")), count: batches.count)
        }
    }

    /// One transaction for all `batches`, retried whole after persistent conflicts.
    private func commitRetryingConflicts(
        _ batches: [[StoreWrite]], skipping superseded: Set<Int>
    ) throws -> [Result<Void, StoreError>] {
        var attempt = 0
        while true {
            do {
                return try writerLink.transaction { transaction in
                    try lockTallies(of: batches, skipping: superseded, in: transaction)
                    return try batches.indices.map { index throws -> Result<Void, StoreError> in
                        if superseded.contains(index) { return .success(()) }
                        return try applyBatch(batches[index], in: transaction)
                    }
                }
            } catch let error as PostgresLinkError where error.isTransientConflict && attempt < Self.transactionConflictRetries {
                attempt += 1
                logger.debug("PostgreSQL store: transaction conflict, retrying the drain: \(error)")
            }
        }
    }

    /// One batch inside its own savepoint. A failure of the batch is its result; a lost
    /// connection or a conflict that outlasts the retries is thrown (the transaction is retried).
    private func applyBatch(_ writes: [StoreWrite], in transaction: PostgresTransaction) throws -> Result<Void, StoreError> {
        var conflicts = 0
        while true {
            try transaction.query("SAVEPOINT batch")
            do {
                for write in writes { try apply(write, in: transaction) }
                try transaction.query("RELEASE SAVEPOINT batch")
                return .success(())
            } catch {
                let linkError = error as? PostgresLinkError
                if linkError?.kind == .connectionLost { throw error }
                try transaction.query("ROLLBACK TO SAVEPOINT batch")
                try transaction.query("RELEASE SAVEPOINT batch")
                if let notOwner = error as? RoomSnapshotTable.NotOwner { return .failure(.notOwner(room: notOwner.room)) }
                guard let linkError, linkError.isTransientConflict else {
                    return .failure(.io("write failed: \(error)"))
                }
                conflicts += 1
                if conflicts > Self.batchConflictRetries { throw linkError }
            }
        }
    }
}
