import Dispatch
import Foundation
import GRDB
import PartyCore
import Synchronization
import Testing
@testable import PartyStore

@Suite("SQLiteStore group commit")
struct SQLiteStoreGroupCommitTests {
    @Test("batches queued while the writer is busy commit in one transaction, completed in order")
    func pendingBatchesShareOneTransaction() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try SQLiteStore(directory: directory.url)
        defer { store.close() }
        try expectQueuedBatchesShareOneDrain(store, writer: store.writerQueueForTesting) { store.drainCount }
    }

    @Test("1,000 writes from several threads all complete, in order per submitter, and survive reopening")
    func concurrentSubmitters() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let submitters = 4
        let perSubmitter = 250
        let completions = (0..<submitters).map { _ in Recorder<Int>() }
        let failures = Recorder<String>()
        do {
            let store = try SQLiteStore(directory: directory.url)
            DispatchQueue.concurrentPerform(iterations: submitters) { submitter in
                for index in 0..<perSubmitter {
                    let write = StoreWrite.finishedRound(
                        profileKey: "s\(submitter)", category: "mixed", mode: "secret", score: index, at: UnixMillis(index))
                    store.write([write]) { result in
                        if case let .failure(error) = result { failures.append("\(error)") }
                        completions[submitter].append(index)
                    }
                }
            }
            store.flush()
            #expect(store.drainCount <= submitters * perSubmitter)
            store.close()
        }
        #expect(failures.all.isEmpty)
        for recorder in completions {
            #expect(recorder.all == Array(0..<perSubmitter))
        }

        let reopened = try SQLiteStore(directory: directory.url)
        defer { reopened.close() }
        #expect(try reopened.stats().finishedRounds == submitters * perSubmitter)
        let keys = (0..<submitters).map { "s\($0)" }
        #expect(try reopened.bestScores(profileKeys: keys, category: "mixed", mode: "secret")
                == Dictionary(uniqueKeysWithValues: keys.map { ($0, perSubmitter - 1) }))
        for key in keys {
            let rounds = try reopened.finishedRounds(profileKey: key, limit: perSubmitter + 1)
            #expect(rounds.map(\.score) == Array((0..<perSubmitter).reversed()))
        }
    }

    @Test("a failing batch fails alone; the batches around it in the same transaction commit")
    func failingBatchIsIsolated() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try SQLiteStore(directory: directory.url)
        defer { store.close() }
        // Break one table behind the store's back so writes to it fail.
        let side = try DatabaseQueue(path: directory.databaseURL.path)
        try side.write { try $0.execute(sql: "DROP TABLE wheel") }
        try side.close()

        try expectBrokenWheelBatchFailsAlone(store, writer: store.writerQueueForTesting) { store.drainCount }
    }
}
