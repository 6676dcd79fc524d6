import Dispatch
import Foundation
import PartyCore
@testable import PartyPostgres
import PartyTestSupport
import Testing
@testable import PartyStore

/// Several stores on one database, as several nodes run them, and a database that goes away.
@Suite("PostgresStore: several nodes, lost connections", .enabled(if: TestPostgres.shouldRun, "PostgreSQL is not installed"))
struct PostgresStoreClusterTests {
    @Test("three stores adding votes to the same questions at once end with exact totals")
    func concurrentTalliesAreExact() throws {
        try withPostgresDatabase { url in
            let nodes = 3
            let batchesPerNode = 300
            let questions = ["q0", "q1", "q2", "q3"]
            let stores = try (0..<nodes).map { _ in try openPostgresStore(url) }
            defer { stores.forEach { $0.close() } }
            let failures = Recorder<String>()
            // Batch i of node n votes A on one question and B on the next; nodes walk the
            // questions in different orders, so their transactions overlap on the same rows.
            @Sendable func batch(node: Int, index: Int) -> [StoreWrite] {
                let first = questions[(index + node) % questions.count]
                let second = questions[(index + node + 1 + node) % questions.count]
                return [.add(WyrTally(aVotes: 1, bVotes: 0), to: first), .add(WyrTally(aVotes: 0, bVotes: 1), to: second)]
            }
            DispatchQueue.concurrentPerform(iterations: nodes) { node in
                for index in 0..<batchesPerNode {
                    stores[node].write(batch(node: node, index: index)) { result in
                        if case let .failure(error) = result { failures.append("\(error)") }
                    }
                }
                stores[node].flush()
            }
            var expected = MemoryState()
            for node in 0..<nodes {
                for index in 0..<batchesPerNode { batch(node: node, index: index).forEach { expected.apply($0) } }
            }
            #expect(failures.all.isEmpty)
            #expect(try stores[0].gameRecords(game: WyrTally.game, keys: questions) == expected.gameRecords(game: WyrTally.game, keys: questions))
            #expect(try stores[2].stats().gameCounterTotal == nodes * batchesPerNode * 2)
        }
    }

    @Test("after PostgreSQL terminated its connections, the next write and read reconnect")
    func survivesTerminatedConnections() throws {
        try withPostgresDatabase { url in
            let store = try openPostgresStore(url)
            defer { store.close() }
            try store.writeAndWait([.upsertProfile(key: "a", name: "A", at: 1)])
            #expect(try store.profile(key: "a") != nil)

            let terminated = try TestPostgres.terminateConnections(to: PostgresLocation(url).database)
            #expect(terminated >= 2)  // the writer and the reader

            try store.writeAndWait([.upsertProfile(key: "b", name: "B", at: 2)])
            #expect(try store.profile(key: "b") == Profile(key: "b", name: "B", createdAt: 2, lastSeenAt: 2))

            try TestPostgres.terminateConnections(to: PostgresLocation(url).database)
            #expect(try store.stats().profiles == 2)  // a read first this time
            try store.writeAndWait([.add(WyrTally(aVotes: 1, bVotes: 0), to: "q")])
            #expect(try store.records(WyrTally.self, keys: ["q"]) == ["q": WyrTally(aVotes: 1, bVotes: 0)])
        }
    }

    @Test("a closed store refuses reads and completes writes with closed")
    func closedStore() throws {
        try withPostgresDatabase { url in
            let store = try openPostgresStore(url)
            store.close()
            #expect(throws: StoreError.closed) { try store.profile(key: "a") }
            #expect(throws: StoreError.closed) { try store.writeAndWait([.upsertProfile(key: "a", name: "A", at: 1)]) }
        }
    }
}
