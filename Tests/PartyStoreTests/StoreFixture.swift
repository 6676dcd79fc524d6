import Foundation
import Logging
import PartyCore
import PartyPostgres
import PartyTestSupport
import Synchronization
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
