import Foundation
import PartyCore
@testable import PartyPostgres
import PartyTestSupport
import Testing
@testable import PartyStore

@Suite("PostgresStore group commit", .enabled(if: TestPostgres.shouldRun, "PostgreSQL is not installed"))
struct PostgresStoreGroupCommitTests {
    @Test("batches queued while the writer is busy commit in one transaction, completed in order")
    func pendingBatchesShareOneTransaction() throws {
        try withPostgresDatabase { url in
            let store = try openPostgresStore(url)
            defer { store.close() }
            try expectQueuedBatchesShareOneDrain(store, writer: store.writerQueueForTesting) { store.drainCount }
        }
    }

    @Test("a failing batch fails alone; the batches around it in the same transaction commit")
    func failingBatchIsIsolated() throws {
        try withPostgresDatabase { url in
            let store = try openPostgresStore(url)
            defer { store.close() }
            // Break one table behind the store's back so writes to it fail.
            let side = try PostgresLink(location: PostgresLocation(url), logger: .init(label: "side"))
            defer { side.close() }
            try side.query("DROP TABLE wheel")

            try expectBrokenWheelBatchFailsAlone(store, writer: store.writerQueueForTesting) { store.drainCount }
        }
    }

    @Test("several snapshots of one room waiting for the same commit: only the last is written")
    func supersededInOneDrain() throws {
        try withPostgresDatabase { url in
            let store = try openPostgresStore(url)
            defer { store.close() }
            let completed = Recorder<Int>()
            store.writerQueueForTesting.suspend()
            let writes: [StoreWrite] = [
                .saveRoomSnapshot(StoredRoomSnapshot(code: "AAAA", data: Data("1".utf8), savedAt: 1)),
                .saveRoomSnapshot(StoredRoomSnapshot(code: "BBBB", data: Data("1".utf8), savedAt: 1)),
                .saveRoomSnapshot(StoredRoomSnapshot(code: "AAAA", data: Data("2".utf8), savedAt: 2)),
                .deleteRoomSnapshot(code: "BBBB"),
                .saveRoomSnapshot(StoredRoomSnapshot(code: "AAAA", data: Data("3".utf8), savedAt: 3)),
            ]
            for (index, write) in writes.enumerated() {
                store.write([write]) { result in completed.append(result.isSuccess ? index : -1) }
            }
            store.writerQueueForTesting.resume()
            store.flush()
            #expect(completed.all == Array(0..<5))
            #expect(try store.loadRoomSnapshots() == [StoredRoomSnapshot(code: "AAAA", data: Data("3".utf8), savedAt: 3)])
            #expect(try store.stats().roomSnapshots == 1)
        }
    }
}
