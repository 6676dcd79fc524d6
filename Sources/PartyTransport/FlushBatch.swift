import Glibc

/// Groups the writes of one turn of a queue — a room handling a request and fanning its events
/// out — so that each connection it sent to is written once, at the end of the turn, from the
/// turn's own thread, instead of scheduling a flush block on every member's queue.
///
/// Inside ``run(_:)``, ``Connection/send(_:)`` only appends and registers the connection here;
/// when `body` returns, every registered connection is flushed (see
/// ``Connection/flushFromBatch()``: plain connections with nothing else in flight are written
/// directly; the others get their usual flush block). Batches are per thread and may nest (the
/// inner one flushes at its own end).
public final class FlushBatch {
    private var connections: [Connection] = []

    private init() {}

    /// Runs `body` with a batch open on this thread, then flushes what it sent.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        let previous = current
        let batch = FlushBatch()
        setCurrent(batch)
        defer {
            setCurrent(previous)
            for connection in batch.connections { connection.flushFromBatch() }
        }
        return try body()
    }

    /// The batch open on this thread, if any.
    static var current: FlushBatch? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<FlushBatch>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Registers a connection that has bytes to write at the end of the batch.
    func add(_ connection: Connection) { connections.append(connection) }

    private static func setCurrent(_ batch: FlushBatch?) {
        pthread_setspecific(key, batch.map { Unmanaged.passUnretained($0).toOpaque() })
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
