import PartyCore
import Synchronization

/// PartyStore: the server's persistence behind one small protocol.
///
/// ## The durability rule
///
/// **A write that a reply or event reports as done is committed before that frame is sent.**
/// The server never sends "saved" (an `ok` reply, a `gop.round_ended` with `best_score`, a
/// `wyr.results` with `all_time`, a `wheel.create` reply, ...) from the room's queue right
/// after calling ``PartyStore/write(_:completion:)``: it sends the frame *from the completion*,
/// which a store runs only after the batch is committed. Until then the frame simply waits.
///
/// ## What "committed" means
///
/// ``SQLiteStore`` runs SQLite in WAL mode with `synchronous = NORMAL`: a committed
/// transaction survives the process being killed (`kill -9`, a crash, an OOM kill) because
/// it is in the WAL file in the OS page cache, but not necessarily a power loss or kernel
/// panic. That is the requirement; see ``SQLiteStore`` for the latency it costs.
///
/// ## Identity
///
/// Profiles are keyed by a *hash* of the player's resume token computed by the server.
/// The token itself is never passed to, nor stored by, a `PartyStore`.
///
/// ## Threads
///
/// Every method may be called from any thread. Reads are synchronous and meant for rare
/// moments (join, game start, a game's records, start-up). Writes are queued and grouped; the
/// completion runs on the store's private queue, so hop back to your own queue in it and
/// never block there (calling ``PartyStore/flush()`` from a completion would deadlock).
public protocol PartyStore: AnyObject, Sendable {
    // MARK: Reads

    /// The profile stored under `key` (a hash of the player's token), or `nil`.
    func profile(key: String) throws(StoreError) -> Profile?

    /// Best Guess or Pass score in `category` and `mode` (`secret` or `classic`) for each of
    /// `profileKeys` that has one.
    func bestScores(profileKeys: [String], category: String, mode: String) throws(StoreError) -> [String: Int]

    /// Every category's best score of one profile in `mode`, keyed by category.
    func bestScores(profileKey: String, mode: String) throws(StoreError) -> [String: Int]

    /// The profile's most recent finished rounds, newest first, at most `limit`.
    func finishedRounds(profileKey: String, limit: Int) throws(StoreError) -> [StoredRound]

    /// The records of `game` stored under any of `keys`, each as its counters; a key never
    /// written is absent. A game reads them typed through ``records(_:keys:)``.
    func gameRecords(game: String, keys: [String]) throws(StoreError) -> [String: [String: Int]]

    /// The wheels `owner` (a profile key) has saved, oldest update first, then by id.
    func wheels(owner: String) throws(StoreError) -> [StoredWheel]

    /// A room's dice history, newest first (by `at`, then by submission), at most `limit`.
    func diceHistory(room: String, limit: Int) throws(StoreError) -> [StoredDiceEntry]

    /// The seeds revealed in a room, oldest first.
    func revealedSeeds(room: String) throws(StoreError) -> [StoredSeedReveal]

    /// The room snapshots saved at the last shutdown, by room code.
    func loadRoomSnapshots() throws(StoreError) -> [StoredRoomSnapshot]

    /// The night `code` with its RSVPs, or nil.
    func night(code: String) throws(StoreError) -> StoredNight?

    /// Every night that has not ended (planned or open), without RSVPs: a starting server
    /// reserves their codes and arms their opening times.
    func unendedNights() throws(StoreError) -> [StoredNight]

    /// Row counts for `partyd stats`.
    func stats() throws(StoreError) -> StoreStats

    // MARK: Writes

    /// Queues `writes` as one batch. `completion` runs on the store's private queue only
    /// after the batch is committed (or with the error that prevented it). Completions run
    /// in submission order. Batches are atomic: all of a batch or none of it.
    func write(_ writes: [StoreWrite], completion: @escaping @Sendable (Result<Void, StoreError>) -> Void)

    /// Queues `writes` and blocks until they are committed. For shutdown, tools and tests.
    func writeAndWait(_ writes: [StoreWrite]) throws(StoreError)

    /// Blocks until every batch queued before this call is committed and its completion has run.
    func flush()

    /// Flushes, then closes. Later writes complete with ``StoreError/closed``; later reads throw it.
    func close()
}

extension PartyStore {
    /// Writes `writes` and waits until they are committed (shutdown, operator commands, tests).
    /// Must not be called from a write completion: `flush()` would wait for itself.
    public func writeAndWait(_ writes: [StoreWrite]) throws(StoreError) {
        let outcome = Mutex<Result<Void, StoreError>?>(nil)
        write(writes) { result in outcome.withLock { $0 = result } }
        flush()
        let result = outcome.withLock { $0 } ?? .failure(.io("write did not complete"))
        try result.get()
    }
}
