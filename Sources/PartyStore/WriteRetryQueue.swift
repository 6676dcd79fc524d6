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
        var generation = 0
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

    /// Which ``forgetAll()`` the queue is at: a write records it when it is submitted and passes
    /// it to ``keep(_:submittedIn:)``, so a write that fails after a forget is not kept.
    public var generation: Int { state.withLock { $0.generation } }

    /// Keeps `batch` (which failed to commit) for a retry when all of it is retryable and, when
    /// `submittedIn` is given, it was submitted since the last ``forgetAll()``; returns whether it was kept.
    @discardableResult
    public func keep(_ batch: [StoreWrite], submittedIn generation: Int? = nil) -> Bool {
        guard !batch.isEmpty, batch.allSatisfy(\.isRetryable) else { return false }
        return state.withLock { state in
            guard generation.map({ $0 == state.generation }) ?? true else { return false }
            state.waiting.append(batch)
            if state.waiting.count > capacity {
                state.waiting.removeFirst()
                state.dropped += 1
            }
            return true
        }
    }

    /// Drops every waiting batch, and every batch submitted before now that fails later: what
    /// they would have written is no longer this server's to write (a cluster node that stopped
    /// serving its rooms; the nodes that took them over run them on from their snapshots).
    /// Returns how many batches were waiting.
    @discardableResult
    public func forgetAll() -> Int {
        state.withLock { state in
            defer {
                state.waiting = []
                state.generation += 1
            }
            return state.waiting.count
        }
    }

    /// Writes the waiting batches again (see the type's description), unless a retry is under
    /// way or nothing waits. `done` runs with the number still waiting when this round is over
    /// (on the store's queue, or at once when there was nothing to do). Safe from a write completion.
    public func retryPending(done: (@Sendable (Int) -> Void)? = nil) {
        let round: (probe: [StoreWrite], generation: Int)? = state.withLock { state in
            guard !state.retrying, !state.waiting.isEmpty else { return nil }
            state.retrying = true
            return (state.waiting.removeFirst(), state.generation)
        }
        guard let (probe, generation) = round else {
            done?(pendingCount)
            return
        }
        store.write(probe) { [self] result in
            guard case .success = result else {
                finish(failed: [probe], generation: generation, done: done)
                return
            }
            retryRest(generation: generation, done: done)
        }
    }

    /// The probe committed: everything else that waits goes now.
    private func retryRest(generation: Int, done: (@Sendable (Int) -> Void)?) {
        let rest = state.withLock { state -> [[StoreWrite]] in
            defer { state.waiting = [] }
            return state.waiting
        }
        guard !rest.isEmpty else {
            finish(failed: [], generation: generation, done: done)
            return
        }
        let failed = Mutex<[[StoreWrite]]>([])
        for (index, batch) in rest.enumerated() {
            store.write(batch) { [self] result in
                if case .failure = result { failed.withLock { $0.append(batch) } }
                // Completions run in submission order: the last one ends the round.
                if index == rest.count - 1 { finish(failed: failed.withLock { $0 }, generation: generation, done: done) }
            }
        }
    }

    /// Puts `failed` back behind anything kept meanwhile (unless everything was forgotten since
    /// the round began), and ends the round.
    private func finish(failed: [[StoreWrite]], generation: Int, done: (@Sendable (Int) -> Void)?) {
        let count = state.withLock { state -> Int in
            if generation == state.generation { state.waiting += failed }
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
