import Foundation
import Logging
import PartyPostgres
import PartyStore
import PartyTestSupport
import PostgresNIO
import Synchronization
import Testing

/// Issue 34 (found by the partition harness): a node's batch that waited while its room moved —
/// the room's snapshot with a question's tallies — landed the tallies without the snapshot (the
/// snapshot write was fenced out, silently), so the store counted votes no room had. Now a batch
/// that carries a room's snapshot is written whole under the room's lease or not at all, and
/// says so (`notOwner`, never retried); and a node's sessions carry the server-side limits that
/// keep a transaction it left open when its network broke from holding locks for hours.
@Suite("Cluster: a batch is written under its room's lease or not at all", ClusterTrait.needsPostgres)
struct FencedBatchTests {
    private static let tally = StoreWrite.addToGameRecord(game: "would_you_rather", key: "q1", counters: ["a_votes": 1])

    private static func snapshot(_ code: String) -> StoreWrite {
        .saveRoomSnapshot(StoredRoomSnapshot(code: code, data: Data("{}".utf8), savedAt: 1))
    }

    /// Writes `writes` as one batch; the error it failed with, nil when it was committed.
    private static func write(_ store: PostgresStore, _ writes: [StoreWrite]) -> StoreError? {
        let outcome = Mutex<Result<Void, StoreError>?>(nil)
        store.write(writes) { result in outcome.withLock { $0 = result } }
        store.flush()
        guard let result = outcome.withLock({ $0 }) else { return .io("no result") }
        if case let .failure(error) = result { return error }
        return nil
    }

    @Test("the room's row names another owner, or this node holds no lease: nothing of the batch is written")
    func batchOfARoomNotOwnedIsRefusedWhole() throws {
        let (url, drop) = try TestPostgres.createTestDatabase()
        defer { drop() }
        let leases = RoomLeases(node: "n-me")
        let store = try PostgresStore(location: try PostgresLocation(url), logger: Logger(label: "test"), leases: leases)
        defer { store.close() }
        let database = TestDatabase(url: url, drop: {})
        _ = try database.scalar("""
            INSERT INTO partyline_room (code, owner, fence) VALUES ('MINE', 'n-me', 1), ('MOVED', 'n-other', 2) RETURNING 1
            """)
        leases.hold("MINE", fence: 1, as: "n-me")
        leases.hold("MOVED", fence: 1, as: "n-me")  // this node still believes it holds it

        #expect(Self.write(store, [Self.snapshot("MOVED"), Self.tally]) == .notOwner(room: "MOVED"))
        #expect(Self.write(store, [Self.snapshot("NOLEASE"), Self.tally]) == .notOwner(room: "NOLEASE"))
        #expect(try store.gameRecords(game: "would_you_rather", keys: ["q1"]).isEmpty, "no tally without its room")

        #expect(Self.write(store, [Self.snapshot("MINE"), Self.tally]) == nil)
        #expect(try store.gameRecords(game: "would_you_rather", keys: ["q1"])["q1"]?["a_votes"] == 1)
        #expect(try database.scalar("SELECT count(*) FROM partyline_room WHERE code = 'MINE' AND snapshot IS NOT NULL") == 1)
    }

    @Test("a node's sessions start with the server-side limits it asks for")
    func sessionLimits() throws {
        let (url, drop) = try TestPostgres.createTestDatabase()
        defer { drop() }
        var location = try PostgresLocation(url)
        location.idleInTransactionTimeoutMillis = 1500
        location.lockTimeoutMillis = 750
        let link = try PostgresLink(location: location, logger: Logger(label: "test"))
        defer { link.close() }
        let idle = try link.query("SHOW idle_in_transaction_session_timeout").rows.first.map { try $0.decode(String.self) }
        let lock = try link.query("SHOW lock_timeout").rows.first.map { try $0.decode(String.self) }
        #expect(idle == "1500ms")
        #expect(lock == "750ms")
    }
}
