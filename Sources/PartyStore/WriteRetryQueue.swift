import Synchronization

/// Batches whose commit failed (a full disk, a lost database connection), kept and written again
/// once the store takes writes again, so a result the server announced as "not saved yet" is
/// stored when it can be.
///
/// Only batches whose every write is ``StoreWrite/isRetryable`` are kept: they mean the same
/// whenever they land. ``retryPending(done:)`` first tries the oldest batch alone (a probe: on a
/// still-full disk one failure costs little); when it commits, every other waiting batch follows,
/// each in its own batch so one that still fails stays while the rest go. A probe that fails
/// again goes to the back, so a batch the store refuses for good cannot hold the others up.
/// At most `capacity` batches wait; beyond that the oldest is dropped (and counted).
public final class WriteRetryQueue: Sendable {
    /// Batches kept by default.
    public static let defaultCapacity = 10_000

    private struct State {
        var waiting: [[StoreWrite]] = []
        var retrying = false
        var dropped = 0
    }

    private let store: any PartyStore
    private let capacity: Int
    private let state = Mutex(State())

    /// Retries into `store`, keeping at most `capacity` batches.
    public init(store: any PartyStore, capacity: Int = WriteRetryQueue.defaultCapacity) {
        self.store = store
        self.capacity = max(1, capacity)
    }

    /// Batches waiting for a retry.
    public var pendingCount: Int { state.withLock { $0.waiting.count } }

    /// Batches dropped because the queue was full.
    public var droppedCount: Int { state.withLock { $0.dropped } }

    /// Keeps `batch` (which failed to commit) for a retry when all of it is retryable; returns
    /// whether it was kept.
    @discardableResult
    public func keep(_ batch: [StoreWrite]) -> Bool {
        guard !batch.isEmpty, batch.allSatisfy(\.isRetryable) else { return false }
        state.withLock { state in
            state.waiting.append(batch)
            if state.waiting.count > capacity {
                state.waiting.removeFirst()
                state.dropped += 1
            }
        }
        return true
    }

    /// Writes the waiting batches again (see the type's description), unless a retry is under
    /// way or nothing waits. `done` runs with the number still waiting when this round is over
    /// (on the store's queue, or at once when there was nothing to do). Safe from a write completion.
    public func retryPending(done: (@Sendable (Int) -> Void)? = nil) {
        let probe: [StoreWrite]? = state.withLock { state in
            guard !state.retrying, !state.waiting.isEmpty else { return nil }
            state.retrying = true
            return state.waiting.removeFirst()
        }
        guard let probe else {
            done?(pendingCount)
            return
        }
        store.write(probe) { [self] result in
            guard case .success = result else {
                finish(failed: [probe], done: done)
                return
            }
            retryRest(done: done)
        }
    }

    /// The probe committed: everything else that waits goes now.
    private func retryRest(done: (@Sendable (Int) -> Void)?) {
        let rest = state.withLock { state -> [[StoreWrite]] in
            defer { state.waiting = [] }
            return state.waiting
        }
        guard !rest.isEmpty else {
            finish(failed: [], done: done)
            return
        }
        let failed = Mutex<[[StoreWrite]]>([])
        for (index, batch) in rest.enumerated() {
            store.write(batch) { [self] result in
                if case .failure = result { failed.withLock { $0.append(batch) } }
                // Completions run in submission order: the last one ends the round.
                if index == rest.count - 1 { finish(failed: failed.withLock { $0 }, done: done) }
            }
        }
    }

    /// Puts `failed` back behind anything kept meanwhile, and ends the round.
    private func finish(failed: [[StoreWrite]], done: (@Sendable (Int) -> Void)?) {
        let count = state.withLock { state -> Int in
            state.waiting += failed
            while state.waiting.count > capacity {
                state.waiting.removeFirst()
                state.dropped += 1
            }
            state.retrying = false
            return state.waiting.count
        }
        done?(count)
    }
}
