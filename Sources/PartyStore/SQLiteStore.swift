import Dispatch
import Foundation
import GRDB

/// The embedded ``PartyStore``: `partyline.sqlite` in a data directory, via GRDB.
///
/// **Group commit.** ``write(_:completion:)`` only appends the batch to a pending list and
/// returns; it never touches the disk on the caller's (room's) queue. A private serial writer
/// queue (``GroupCommitWriter``) drains *everything* pending into **one** transaction (each
/// batch inside its own savepoint, so a failing batch fails alone), commits, then runs the
/// completions in submission order. While a transaction commits, new batches pile up and go
/// into the next one.
///
/// **Durability and latency.** The file is in WAL mode with `synchronous = NORMAL`. A commit
/// appends to the WAL and is *not* fsynced, so it survives the process dying (SIGKILL, crash,
/// OOM) but a power loss or kernel panic may lose the last transactions; that is the
/// requirement (`kill -9` loses nothing acknowledged). The latency this adds to a reply that
/// waits for a write is one transaction per drain: the time left on the drain in progress plus
/// one commit (a WAL append, typically well under a millisecond to a few milliseconds), never
/// one fsync per message. Checkpoints happen in the background of later commits.
public final class SQLiteStore: PartyStore {
    /// The file name inside the data directory.
    public static let fileName = "partyline.sqlite"

    /// The database file.
    public let fileURL: URL
    private let pool: DatabasePool
    private let writer = GroupCommitWriter(label: "partyline.store.sqlite.writer")

    /// Opens (creating if needed) `directory/partyline.sqlite` and upgrades its schema in place.
    /// An existing file is first inspected read-only; a file that is not SQLite, is corrupt, or
    /// comes from a newer version throws ``StoreError/unreadable(path:reason:)`` and is left
    /// exactly as it was.
    public init(directory: URL) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create data directory \(directory.path): \(error.localizedDescription)")
        }
        let url = directory.appendingPathComponent(Self.fileName)
        let migrator = StoreSchema.migrator
        try DataFileCheck.validate(url, migrator: migrator)

        var configuration = Configuration()
        configuration.label = "partyline.store"
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Explicit although GRDB's default for WAL: durable against process death, not power loss.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            pool = try DatabasePool(path: url.path, configuration: configuration)
        } catch {
            throw .unreadable(path: url.path, reason: "SQLite cannot open it: \(error)")
        }
        do {
            try migrator.migrate(pool)
        } catch {
            try? pool.close()
            throw .unreadable(path: url.path, reason: "the schema upgrade failed and was rolled back: \(error)")
        }
        fileURL = url
        writer.attach { [unowned self] batches, superseded in commit(batches, skipping: superseded) }
    }

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
        writer.close { try? pool.close() }
    }

    /// Runs on the writer queue: all `batches` in one transaction, each in its own savepoint.
    private func commit(_ batches: [[StoreWrite]], skipping superseded: Set<Int>) -> [Result<Void, StoreError>] {
        do {
            return try pool.write { db in
                let results = batches.indices.map { index -> Result<Void, StoreError> in
                    if superseded.contains(index) { return .success(()) }
                    // A full disk (SQLITE_FULL) or an I/O error may roll the whole transaction
                    // back: the batches after it must not run (and commit) on their own.
                    guard db.isInsideTransaction else { return .failure(.io("write skipped: the transaction was rolled back")) }
                    do {
                        try db.inSavepoint {
                            for write in batches[index] { try Self.apply(write, in: db) }
                            return .commit
                        }
                        return .success(())
                    } catch {
                        return .failure(.io("write failed: \(error)"))
                    }
                }
                // Rolled back as a whole: the batches that "succeeded" before are gone too.
                return db.isInsideTransaction ? results
                    : Array(repeating: .failure(.io("the transaction was rolled back")), count: batches.count)
            }
        } catch {
            return Array(repeating: .failure(.io("commit failed: \(error)")), count: batches.count)
        }
    }

    // MARK: Reads

    /// Runs a read on a pool reader, mapping failures to ``StoreError``.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        if writer.isClosed { throw .closed }
        do {
            return try pool.read(body)
        } catch {
            throw .io("read failed: \(error)")
        }
    }
}
