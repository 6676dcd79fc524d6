import Dispatch
import Foundation
import Logging
import PartyCore
import PartyPostgres
import PartyTestSupport
import Synchronization
import Testing
@testable import PartyStore

/// Which implementation a parameterised test runs against.
enum StoreKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case memory
    case sqlite
    case postgres

    var description: String { rawValue }
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("partystore-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var databaseURL: URL { url.appendingPathComponent(SQLiteStore.fileName) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs `body` with a fresh store of `kind`, then closes it and removes its files.
func withStore(_ kind: StoreKind, _ body: (any PartyStore) throws -> Void) throws {
    switch kind {
    case .memory:
        let store = MemoryStore()
        defer { store.close() }
        try body(store)
    case .sqlite:
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try SQLiteStore(directory: directory.url)
        defer { store.close() }
        try body(store)
    case .postgres:
        guard TestPostgres.shouldRun else {
            print(TestPostgres.skipMessage)
            return
        }
        try withPostgresDatabase { url in
            let store = try openPostgresStore(url)
            defer { store.close() }
            try body(store)
        }
    }
}

/// Runs `body` with the URL of a fresh PostgreSQL database, dropped afterwards.
func withPostgresDatabase(_ body: (String) throws -> Void) throws {
    let database = try TestPostgres.createTestDatabase()
    defer { database.drop() }
    try body(database.url)
}

/// A ``PostgresStore`` on the database at `url`.
func openPostgresStore(_ url: String) throws -> PostgresStore {
    try PostgresStore(location: PostgresLocation(url), logger: Logger(label: "partyline.tests.store"))
}

/// 100 batches queued while `writer` is held (standing in for a commit in progress) commit in
/// one drain and complete in submission order.
func expectQueuedBatchesShareOneDrain(
    _ store: any PartyStore, writer: DispatchQueue, drainCount: () -> Int
) throws {
    let drainsBefore = drainCount()
    let completed = Recorder<Int>()
    writer.suspend()
    for index in 0..<100 {
        store.write([.add(WyrTally(aVotes: 1, bVotes: 0), to: "q")]) { result in
            completed.append(result.isSuccess ? index : -1)
        }
    }
    #expect(completed.all.isEmpty)
    #expect(try store.records(WyrTally.self, keys: ["q"]).isEmpty)
    writer.resume()
    store.flush()
    #expect(drainCount() == drainsBefore + 1)
    #expect(completed.all == Array(0..<100))
    #expect(try store.records(WyrTally.self, keys: ["q"]) == ["q": WyrTally(aVotes: 100, bVotes: 0)])
}

/// With the `wheel` table broken behind the store's back, three batches queued while `writer`
/// is held commit in one drain: the one saving a wheel fails alone, the two around it commit.
func expectBrokenWheelBatchFailsAlone(
    _ store: any PartyStore, writer: DispatchQueue, drainCount: () -> Int
) throws {
    let results = Recorder<String>()
    writer.suspend()
    store.write([.upsertProfile(key: "a", name: "A", at: 1)]) { results.append($0.isSuccess ? "a ok" : "a failed") }
    store.write([
        .upsertProfile(key: "b", name: "B", at: 1),
        .saveWheel(StoredWheel(owner: "b", id: "w", name: "W", options: [], updatedAt: 1)),
    ]) { results.append($0.isSuccess ? "b ok" : "b failed") }
    store.write([.upsertProfile(key: "c", name: "C", at: 1)]) { results.append($0.isSuccess ? "c ok" : "c failed") }
    let drainsBefore = drainCount()
    writer.resume()
    store.flush()
    #expect(drainCount() == drainsBefore + 1)
    #expect(results.all == ["a ok", "b failed", "c ok"])
    #expect(try store.profile(key: "a") != nil)
    #expect(try store.profile(key: "b") == nil)
    #expect(try store.profile(key: "c") != nil)
}

/// Collects values from completions running on another queue.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    func append(_ value: Value) { values.withLock { $0.append(value) } }

    var all: [Value] { values.withLock { $0 } }
}

/// Deterministic bytes for corrupt-file fixtures.
func randomBytes(count: Int, seed: UInt64) -> Data {
    var generator = SplitMix64(seed: seed)
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
}

extension StoredDiceEntry {
    static func roll(_ room: String, _ player: String, _ values: [Int], at: UnixMillis) -> StoredDiceEntry {
        StoredDiceEntry(room: room, playerID: player, playerName: "name-\(player)", values: values,
                        total: values.reduce(0, +), at: at)
    }
}
