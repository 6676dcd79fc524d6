import Dispatch
import PartyCore
import Synchronization
import Testing
@testable import PartyStore

/// Issue 26, item 9: what a full disk refused is written once the store takes writes again.
@Suite("Write retry queue (a full disk, then room again)")
struct WriteRetryQueueTests {
    static let full = StoreError.io("database or disk is full")

    /// Runs one retry round and returns how many batches still wait.
    func retry(_ queue: WriteRetryQueue) -> Int {
        let left = Mutex<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        queue.retryPending { count in
            left.withLock { $0 = count }
            done.signal()
        }
        done.wait()
        return left.withLock { $0 } ?? -1
    }

    @Test("a failing MemoryStore changes nothing and says why")
    func memoryStoreFails() throws {
        let store = MemoryStore()
        store.failWrites(with: Self.full)
        #expect(throws: Self.full) { try store.writeAndWait([.add(WyrTally(aVotes: 1, bVotes: 0), to: "q1")]) }
        #expect(try store.records(WyrTally.self, keys: ["q1"]).isEmpty)
        store.failWrites(with: nil)
        try store.writeAndWait([.add(WyrTally(aVotes: 1, bVotes: 0), to: "q1")])
        #expect(try store.records(WyrTally.self, keys: ["q1"]) == ["q1": WyrTally(aVotes: 1, bVotes: 0)])
    }

    @Test("appends and deltas are kept; replacing and deleting are not")
    func onlyRetryableBatches() {
        let queue = WriteRetryQueue(store: MemoryStore())
        #expect(queue.keep([.add(WyrTally(aVotes: 1, bVotes: 2), to: "q1")]))
        #expect(queue.keep([.finishedRound(profileKey: "k", category: "animals", mode: "secret", score: 3, at: 1), .upsertProfile(key: "k", name: "A", at: 1)]))
        #expect(!queue.keep([.saveWheel(StoredWheel(owner: "k", id: "w", name: "W", options: [], updatedAt: 1))]))
        #expect(!queue.keep([.add(WyrTally(aVotes: 1, bVotes: 0), to: "q1"), .deleteWheel(owner: "k", id: "w")]))
        #expect(!queue.keep([]))
        #expect(queue.pendingCount == 2)
    }

    @Test("forgetting drops what waits and what was submitted before but fails after (a cluster node that fenced itself, issue 34)")
    func forgetAllDropsEarlierWrites() throws {
        let store = MemoryStore()
        let queue = WriteRetryQueue(store: store)
        let tally: [StoreWrite] = [.add(WyrTally(aVotes: 1, bVotes: 0), to: "q1")]
        let before = queue.generation
        #expect(queue.keep(tally, submittedIn: before))
        #expect(queue.forgetAll() == 1)
        #expect(queue.pendingCount == 0)
        #expect(!queue.keep(tally, submittedIn: before), "submitted before the forget, failed after: not kept")
        #expect(queue.keep(tally, submittedIn: queue.generation))
        #expect(retry(queue) == 0)
        #expect(try store.records(WyrTally.self, keys: ["q1"]) == ["q1": WyrTally(aVotes: 1, bVotes: 0)], "only the later batch was written")
    }

    @Test("while the disk is full nothing is lost; once it has room every kept batch is written once")
    func retriesWhenTheStoreRecovers() throws {
        let store = MemoryStore()
        let queue = WriteRetryQueue(store: store)
        store.failWrites(with: Self.full)
        queue.keep([.add(WyrTally(aVotes: 2, bVotes: 1), to: "q1")])
        queue.keep([.finishedRound(profileKey: "k", category: "animals", mode: "secret", score: 3, at: 10)])
        queue.keep([.add(WyrTally(aVotes: 1, bVotes: 0), to: "q1")])
        #expect(retry(queue) == 3)
        #expect(retry(queue) == 3)
        #expect(try store.records(WyrTally.self, keys: ["q1"]).isEmpty)
        #expect(try store.bestScores(profileKey: "k", mode: "secret").isEmpty)

        store.failWrites(with: nil)
        #expect(retry(queue) == 0)
        #expect(try store.records(WyrTally.self, keys: ["q1"]) == ["q1": WyrTally(aVotes: 3, bVotes: 1)])
        #expect(try store.bestScores(profileKey: "k", mode: "secret") == ["animals": 3])
        #expect(retry(queue) == 0)
        #expect(try store.records(WyrTally.self, keys: ["q1"]) == ["q1": WyrTally(aVotes: 3, bVotes: 1)], "written once")
    }

    @Test("at most capacity batches wait; the oldest go first")
    func capacity() throws {
        let store = MemoryStore()
        let queue = WriteRetryQueue(store: store, capacity: 2)
        for at in 1...3 { queue.keep([.diceHistory(StoredDiceEntry(room: "ABCD", playerID: "p1", playerName: "A", values: [at], total: at, at: Int64(at)))]) }
        #expect(queue.pendingCount == 2 && queue.droppedCount == 1)
        #expect(retry(queue) == 0)
        #expect(try store.diceHistory(room: "ABCD", limit: 10).map(\.total) == [3, 2])
    }
}
