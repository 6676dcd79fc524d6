import Dispatch
import Synchronization

/// The write side every SQL store shares: group commit on a private serial queue.
///
/// ``write(_:completion:)`` only appends the batch to a pending list and returns; it never
/// touches the database on the caller's queue. The writer queue drains *everything* pending at
/// once through the store's commit function (one transaction for all of them), then runs the
/// completions in submission order. While a drain commits, new batches pile up for the next one.
public final class GroupCommitWriter: Sendable {
    /// Commits `batches` as one transaction, skipping (and reporting as successful) those whose
    /// indexes are in `superseded`; returns one result per batch, in order.
    public typealias Commit = @Sendable (_ batches: [[StoreWrite]], _ superseded: Set<Int>) -> [Result<Void, StoreError>]

    private struct Pending {
        let writes: [StoreWrite]
        let completion: @Sendable (Result<Void, StoreError>) -> Void
    }

    private struct State {
        var pending: [Pending] = []
        var drainScheduled = false
        var closed = false
        var commit: Commit?
    }

    /// The writer queue: drains and completions run here. Tests suspend it to watch batches group up.
    public let queue: DispatchQueue
    private let state = Mutex(State())
    private let drains = Atomic<Int>(0)

    /// Creates a writer whose queue has `label`. Nothing is committed before ``attach(_:)``.
    public init(label: String) {
        queue = DispatchQueue(label: label)
    }

    /// Sets the commit function (once the store is fully initialised; capture it `unowned`).
    public func attach(_ commit: @escaping Commit) {
        state.withLock { $0.commit = commit }
    }

    /// Whether ``close(then:)`` was called.
    public var isClosed: Bool { state.withLock { $0.closed } }

    /// Number of drains (transactions) so far. For tests of grouping.
    public var drainCount: Int { drains.load(ordering: .relaxed) }

    /// Queues a batch; see ``PartyStore/write(_:completion:)``.
    public func write(_ writes: [StoreWrite], completion: @escaping @Sendable (Result<Void, StoreError>) -> Void) {
        let accepted = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.pending.append(Pending(writes: writes, completion: completion))
            if !state.drainScheduled {
                state.drainScheduled = true
                // Enqueued under the lock so a later flush() is always behind this drain.
                queue.async { self.drain() }
            }
            return true
        }
        if !accepted {
            queue.async { completion(.failure(.closed)) }
        }
    }

    /// Blocks until every batch queued before this call is committed and completed.
    public func flush() {
        dispatchPrecondition(condition: .notOnQueue(queue))
        queue.sync {}
    }

    /// Refuses later writes, flushes, then runs `finish` (closing the database) on the writer
    /// queue. Does nothing the second time.
    public func close(then finish: () -> Void) {
        dispatchPrecondition(condition: .notOnQueue(queue))
        let wasOpen = state.withLock { state -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        guard wasOpen else { return }
        flush()
        queue.sync { finish() }
    }

    /// Runs on `queue`: takes everything pending, commits it as one transaction, completes in order.
    private func drain() {
        dispatchPrecondition(condition: .onQueue(queue))
        let (batches, commit) = state.withLock { state -> ([Pending], Commit?) in
            defer {
                state.pending = []
                state.drainScheduled = false
            }
            return (state.pending, state.commit)
        }
        guard !batches.isEmpty else { return }
        drains.add(1, ordering: .relaxed)
        let writes = batches.map(\.writes)
        let results = commit?(writes, StoreWrite.supersededSnapshots(writes))
            ?? Array(repeating: .failure(.io("the store is not open")), count: batches.count)
        for (batch, result) in zip(batches, results) {
            batch.completion(result)
        }
    }
}
