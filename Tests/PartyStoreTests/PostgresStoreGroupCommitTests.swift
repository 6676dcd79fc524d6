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
            let drainsBefore = store.drainCount
            let completed = Recorder<Int>()
            store.writerQueueForTesting.suspend()  // stands in for a commit in progress
            for index in 0..<100 {
                store.write([.wyrVotes(questionID: "q", aDelta: 1, bDelta: 0)]) { result in
                    completed.append(result.isSuccess ? index : -1)
                }
            }
            #expect(completed.all.isEmpty)
            #expect(try store.wyrAllTime(questionIDs: ["q"]).isEmpty)
            store.writerQueueForTesting.resume()
            store.flush()

            #expect(store.drainCount == drainsBefore + 1)
            #expect(completed.all == Array(0..<100))
            #expect(try store.wyrAllTime(questionIDs: ["q"]) == ["q": WyrTotals(aVotes: 100, bVotes: 0)])
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

            let results = Recorder<String>()
            store.writerQueueForTesting.suspend()
            store.write([.upsertProfile(key: "a", name: "A", at: 1)]) { results.append($0.isSuccess ? "a ok" : "a failed") }
            store.write([
                .upsertProfile(key: "b", name: "B", at: 1),
                .saveWheel(StoredWheel(owner: "b", id: "w", name: "W", options: [], updatedAt: 1)),
            ]) { results.append($0.isSuccess ? "b ok" : "b failed") }
            store.write([.upsertProfile(key: "c", name: "C", at: 1)]) { results.append($0.isSuccess ? "c ok" : "c failed") }
            let drainsBefore = store.drainCount
            store.writerQueueForTesting.resume()
            store.flush()

            #expect(store.drainCount == drainsBefore + 1)
            #expect(results.all == ["a ok", "b failed", "c ok"])
            #expect(try store.profile(key: "a") != nil)
            #expect(try store.profile(key: "b") == nil)
            #expect(try store.profile(key: "c") != nil)
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
