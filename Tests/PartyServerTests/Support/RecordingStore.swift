import PartyStore
import Synchronization

/// A ``MemoryStore`` that remembers every batch written to it, in submission order: for tests
/// of what the server commits together (a batch is one transaction in every store).
final class RecordingStore: PartyStore {
    private let inner: MemoryStore
    private let log = Mutex<[[StoreWrite]]>([])
    /// Runs before each batch is written, on the writer's thread (a test's slow disk).
    private let beforeWrite: @Sendable ([StoreWrite]) -> Void
    /// Whether a batch's completion waits for ``releaseHeld()`` (a commit that takes its time,
    /// without blocking the caller's queue).
    private let holdsCompletion: @Sendable ([StoreWrite]) -> Bool
    private let held = Mutex<[@Sendable () -> Void]>([])

    /// A recorder over `inner` (a fresh memory store unless given), running `beforeWrite` first;
    /// the completions of the batches `holdsCompletion` picks wait for ``releaseHeld()``.
    init(_ inner: MemoryStore = MemoryStore(), beforeWrite: @escaping @Sendable ([StoreWrite]) -> Void = { _ in },
         holdsCompletion: @escaping @Sendable ([StoreWrite]) -> Bool = { _ in false }) {
        self.inner = inner
        self.beforeWrite = beforeWrite
        self.holdsCompletion = holdsCompletion
    }

    /// How many completions are being held.
    var heldCount: Int { held.withLock { $0.count } }

    /// Completes the held batches, in the order they were written.
    func releaseHeld() {
        for complete in held.withLock({ h in defer { h = [] }; return h }) { complete() }
    }

    /// Every batch written so far.
    var batches: [[StoreWrite]] { log.withLock { $0 } }

    func profile(key: String) throws(StoreError) -> Profile? { try inner.profile(key: key) }
    func bestScores(profileKeys: [String], category: String, mode: String) throws(StoreError) -> [String: Int] {
        try inner.bestScores(profileKeys: profileKeys, category: category, mode: mode)
    }
    func bestScores(profileKey: String, mode: String) throws(StoreError) -> [String: Int] {
        try inner.bestScores(profileKey: profileKey, mode: mode)
    }
    func finishedRounds(profileKey: String, limit: Int) throws(StoreError) -> [StoredRound] {
        try inner.finishedRounds(profileKey: profileKey, limit: limit)
    }
    func gameRecords(game: String, keys: [String]) throws(StoreError) -> [String: [String: Int]] {
        try inner.gameRecords(game: game, keys: keys)
    }
    func wheels(owner: String) throws(StoreError) -> [StoredWheel] { try inner.wheels(owner: owner) }
    func diceHistory(room: String, limit: Int) throws(StoreError) -> [StoredDiceEntry] { try inner.diceHistory(room: room, limit: limit) }
    func revealedSeeds(room: String) throws(StoreError) -> [StoredSeedReveal] { try inner.revealedSeeds(room: room) }
    func loadRoomSnapshots() throws(StoreError) -> [StoredRoomSnapshot] { try inner.loadRoomSnapshots() }
    func night(code: String) throws(StoreError) -> StoredNight? { try inner.night(code: code) }
    func unendedNights() throws(StoreError) -> [StoredNight] { try inner.unendedNights() }
    func stats() throws(StoreError) -> StoreStats { try inner.stats() }

    func write(_ writes: [StoreWrite], completion: @escaping @Sendable (Result<Void, StoreError>) -> Void) {
        log.withLock { $0.append(writes) }
        beforeWrite(writes)
        guard holdsCompletion(writes) else { return inner.write(writes, completion: completion) }
        inner.write(writes) { result in self.held.withLock { $0.append { completion(result) } } }
    }

    func flush() { inner.flush() }
    func close() { inner.close() }
}
