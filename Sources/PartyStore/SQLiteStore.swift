import Dispatch
import Foundation
import GRDB
import Synchronization

/// The embedded ``PartyStore``: `partyline.sqlite` in a data directory, via GRDB.
///
/// **Group commit.** ``write(_:completion:)`` only appends the batch to a pending list and
/// returns; it never touches the disk on the caller's (room's) queue. A private serial writer
/// queue drains *everything* pending into **one** transaction (each batch inside its own
/// savepoint, so a failing batch fails alone), commits, then runs the completions in
/// submission order. While a transaction commits, new batches pile up and go into the next one.
///
/// **Durability and latency.** The file is in WAL mode with `synchronous = NORMAL`. A commit
/// appends to the WAL and is *not* fsynced, so it survives the process dying (SIGKILL, crash,
/// OOM) but a power loss or kernel panic may lose the last transactions; that is the
/// requirement (`kill -9` loses nothing acknowledged). The latency this adds to a reply that
/// waits for a write is one transaction per drain: the time left on the drain in progress plus
/// one commit (a WAL append, typically well under a millisecond to a few milliseconds), never
/// one fsync per message. Checkpoints happen in the background of later commits.
public final class SQLiteStore: PartyStore {
    private struct Pending {
        let writes: [StoreWrite]
        let completion: @Sendable (Result<Void, StoreError>) -> Void
    }

    private struct WriterState {
        var pending: [Pending] = []
        var drainScheduled = false
        var closed = false
    }

    /// The file name inside the data directory.
    public static let fileName = "partyline.sqlite"

    /// The database file.
    public let fileURL: URL
    private let pool: DatabasePool
    private let writer = DispatchQueue(label: "partyline.store.sqlite.writer")
    private let state = Mutex(WriterState())
    private let drains = Atomic<Int>(0)

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
    }

    /// Number of transactions the writer committed (or tried to). For tests of grouping.
    var drainCount: Int { drains.load(ordering: .relaxed) }

    /// The writer queue, so tests can hold it to watch batches group up.
    var writerQueueForTesting: DispatchQueue { writer }

    // MARK: Writes

    public func write(_ writes: [StoreWrite], completion: @escaping @Sendable (Result<Void, StoreError>) -> Void) {
        let accepted = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.pending.append(Pending(writes: writes, completion: completion))
            if !state.drainScheduled {
                state.drainScheduled = true
                // Enqueued under the lock so a later flush() is always behind this drain.
                writer.async { self.drain() }
            }
            return true
        }
        if !accepted {
            writer.async { completion(.failure(.closed)) }
        }
    }

    public func flush() {
        dispatchPrecondition(condition: .notOnQueue(writer))
        writer.sync {}
    }

    public func close() {
        dispatchPrecondition(condition: .notOnQueue(writer))
        let wasOpen = state.withLock { state -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        guard wasOpen else { return }
        flush()
        writer.sync { try? pool.close() }
    }

    /// Runs on `writer`: takes everything pending, commits it as one transaction, completes in order.
    private func drain() {
        dispatchPrecondition(condition: .onQueue(writer))
        let batches = state.withLock { state -> [Pending] in
            defer {
                state.pending = []
                state.drainScheduled = false
            }
            return state.pending
        }
        guard !batches.isEmpty else { return }
        drains.add(1, ordering: .relaxed)
        let superseded = StoreWrite.supersededSnapshots(batches.map(\.writes))
        let results: [Result<Void, StoreError>]
        do {
            results = try pool.write { db in
                batches.indices.map { index -> Result<Void, StoreError> in
                    let batch = batches[index]
                    if superseded.contains(index) { return .success(()) }
                    do {
                        try db.inSavepoint {
                            for write in batch.writes { try Self.apply(write, in: db) }
                            return .commit
                        }
                        return .success(())
                    } catch {
                        return .failure(.io("write failed: \(error)"))
                    }
                }
            }
        } catch {
            results = Array(repeating: .failure(.io("commit failed: \(error)")), count: batches.count)
        }
        for (batch, result) in zip(batches, results) {
            batch.completion(result)
        }
    }

    // MARK: Reads

    /// Runs a read on a pool reader, mapping failures to ``StoreError``.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        if state.withLock({ $0.closed }) { throw .closed }
        do {
            return try pool.read(body)
        } catch {
            throw .io("read failed: \(error)")
        }
    }
}
