import Dispatch
import Synchronization

/// An in-memory ``PartyStore`` for unit tests of the server. Same semantics as
/// ``SQLiteStore``: writes are applied on a private serial queue in submission order, and each
/// completion runs there, asynchronously, after its batch is applied. Reads see only applied
/// batches. Nothing survives the process. Tests make its writes fail with
/// ``failWrites(with:)`` (a full disk, a lost database), then let them succeed again.
public final class MemoryStore: PartyStore {
    private struct Guarded {
        var state = MemoryState()
        var closed = false
        var failure: StoreError?
    }

    private let guarded = Mutex(Guarded())
    private let queue = DispatchQueue(label: "partyline.store.memory")

    /// Creates an empty store.
    public init() {}

    private func read<T>(_ body: (MemoryState) -> T) throws(StoreError) -> T {
        let result: T? = guarded.withLock { $0.closed ? nil : body($0.state) }
        guard let result else { throw StoreError.closed }
        return result
    }

    public func profile(key: String) throws(StoreError) -> Profile? {
        try read { $0.profile(key: key) }
    }

    public func bestScores(profileKeys: [String], category: String, mode: String) throws(StoreError) -> [String: Int] {
        try read { $0.bestScores(profileKeys: profileKeys, category: category, mode: mode) }
    }

    public func bestScores(profileKey: String, mode: String) throws(StoreError) -> [String: Int] {
        try read { $0.bestScores(profileKey: profileKey, mode: mode) }
    }

    public func finishedRounds(profileKey: String, limit: Int) throws(StoreError) -> [StoredRound] {
        try read { $0.finishedRounds(profileKey: profileKey, limit: limit) }
    }

    public func gameRecords(game: String, keys: [String]) throws(StoreError) -> [String: [String: Int]] {
        try read { $0.gameRecords(game: game, keys: keys) }
    }

    public func wheels(owner: String) throws(StoreError) -> [StoredWheel] {
        try read { $0.wheels(owner: owner) }
    }

    public func diceHistory(room: String, limit: Int) throws(StoreError) -> [StoredDiceEntry] {
        try read { $0.diceHistory(room: room, limit: limit) }
    }

    public func revealedSeeds(room: String) throws(StoreError) -> [StoredSeedReveal] {
        try read { $0.revealedSeeds(room: room) }
    }

    public func loadRoomSnapshots() throws(StoreError) -> [StoredRoomSnapshot] {
        try read { $0.loadRoomSnapshots() }
    }

    public func night(code: String) throws(StoreError) -> StoredNight? {
        try read { $0.nights.night(code: code) }
    }

    public func unendedNights() throws(StoreError) -> [StoredNight] {
        try read { $0.nights.unended() }
    }

    public func stats() throws(StoreError) -> StoreStats {
        try read { $0.stats() }
    }

    public func write(_ writes: [StoreWrite], completion: @escaping @Sendable (Result<Void, StoreError>) -> Void) {
        queue.async {
            let outcome = self.guarded.withLock { guarded -> Result<Void, StoreError> in
                guard !guarded.closed else { return .failure(.closed) }
                if let failure = guarded.failure { return .failure(failure) }
                for write in writes { guarded.state.apply(write) }
                return .success(())
            }
            completion(outcome)
        }
    }

    /// Holds every write back (a slow disk) until ``resumeWrites()``: writes queue up in order,
    /// their completions wait, reads see what was applied before. Tests only; resume before ``flush()``.
    public func pauseWrites() { queue.suspend() }

    /// Applies the writes held since ``pauseWrites()``, in order.
    public func resumeWrites() { queue.resume() }

    /// While `error` is set, every write fails with it and changes nothing
    /// (reads still work, as on a full disk); nil lets writes succeed again.
    public func failWrites(with error: StoreError?) {
        guarded.withLock { $0.failure = error }
    }

    public func flush() {
        dispatchPrecondition(condition: .notOnQueue(queue))
        queue.sync {}
    }

    public func close() {
        flush()
        guarded.withLock { $0.closed = true }
    }
}
