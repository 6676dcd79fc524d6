import Foundation
import GRDB
import PartyCore
import Testing
@testable import PartyStore

@Suite("SQLiteStore files: reopen, migrations, refusing bad files")
struct SQLiteStoreFileTests {
    @Test("everything written is there after closing and reopening")
    func reopenPersists() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let wheel = StoredWheel(owner: "h1", id: "w1", name: "Lunch", options: [.init(label: "Pizza", weight: 1.5)],
                                updatedAt: 3)
        let roll = StoredDiceEntry.roll("ROOM", "p1", [2, 5], at: 4)
        let seed = StoredSeedReveal(room: "ROOM", serverSeedHex: "ff", commitment: "aa", clientSeed: "c", revealedAt: 5)
        let snapshot = StoredRoomSnapshot(code: "ROOM", data: Data(#"{"x":1}"#.utf8), savedAt: 6)
        do {
            let store = try SQLiteStore(directory: directory.url)
            try store.writeAndWait([
                .upsertProfile(key: "h1", name: "Ann", at: 1),
                .finishedRound(profileKey: "h1", category: "music", mode: "secret", score: 9, at: 2),
                .add(WyrTally(aVotes: 2, bVotes: 1), to: "q1"),
                .saveWheel(wheel), .diceHistory(roll), .seedReveal(seed), .replaceRoomSnapshots([snapshot]),
            ])
            store.close()
        }
        let reopened = try SQLiteStore(directory: directory.url)
        defer { reopened.close() }
        #expect(try reopened.profile(key: "h1") == Profile(key: "h1", name: "Ann", createdAt: 1, lastSeenAt: 1))
        #expect(try reopened.bestScores(profileKeys: ["h1"], category: "music", mode: "secret") == ["h1": 9])
        #expect(try reopened.records(WyrTally.self, keys: ["q1"]) == ["q1": WyrTally(aVotes: 2, bVotes: 1)])
        #expect(try reopened.wheels(owner: "h1") == [wheel])
        #expect(try reopened.diceHistory(room: "ROOM", limit: 10) == [roll])
        #expect(try reopened.revealedSeeds(room: "ROOM") == [seed])
        #expect(try reopened.loadRoomSnapshots() == [snapshot])
        var expected = StoreStats()
        (expected.profiles, expected.finishedRounds, expected.gameRecords, expected.gameCounterTotal) = (1, 1, 1, 3)
        (expected.wheels, expected.diceEntries, expected.seedReveals, expected.roomSnapshots) = (1, 1, 1, 1)
        #expect(try reopened.stats() == expected)
    }

    @Test("a missing data directory is created, and the file is in WAL mode")
    func createsDirectoryInWALMode() throws {
        let parent = try TemporaryDirectory()
        defer { parent.remove() }
        let nested = parent.url.appendingPathComponent("a/b/data", isDirectory: true)
        let store = try SQLiteStore(directory: nested)
        defer { store.close() }
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent(SQLiteStore.fileName).path))
        #expect(try store.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try store.read { try StoreSchema.migrator.appliedMigrations($0) } == StoreSchema.versions)
    }

    @Test("a v1 file is upgraded in place and keeps its data")
    func upgradesV1InPlace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let queue = try DatabaseQueue(path: directory.databaseURL.path)
            try StoreSchema.migrator.migrate(queue, upTo: "v1")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO profile VALUES ('h1', 'Old', 1, 2)")
                try db.execute(sql: "INSERT INTO finished_round (profile_key, category, score, at) VALUES ('h1', 'food', 4, 3)")
            }
            #expect(try queue.read { try StoreSchema.migrator.appliedMigrations($0) } == ["v1"])
            #expect(try queue.read { try $0.indexes(on: "finished_round") }.isEmpty)
            try queue.close()
        }
        let store = try SQLiteStore(directory: directory.url)
        defer { store.close() }
        #expect(try store.read { try StoreSchema.migrator.appliedMigrations($0) } == StoreSchema.versions)
        #expect(try store.read { try $0.indexes(on: "finished_round").map(\.name) } == ["finished_round_by_profile"])
        #expect(try store.profile(key: "h1") == Profile(key: "h1", name: "Old", createdAt: 1, lastSeenAt: 2))
        #expect(try store.finishedRounds(profileKey: "h1", limit: 5)
                == [StoredRound(profileKey: "h1", category: "food", mode: "secret", score: 4, at: 3)])
    }

    @Test("a v5 file's RSVPs survive v6 without a token key; the next answer under their name claims them")
    func upgradesV5RSVPs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let queue = try DatabaseQueue(path: directory.databaseURL.path)
            try StoreSchema.migrator.migrate(queue, upTo: "v5")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO night VALUES ('ABCD', 'planned', X'7B7D', NULL)")
                try db.execute(sql: "INSERT INTO night_rsvp VALUES ('ABCD', 'bea', 'Bea', 'yes', 5)")
            }
            try queue.close()
        }
        let store = try SQLiteStore(directory: directory.url)
        defer { store.close() }
        #expect(try store.read { try StoreSchema.migrator.appliedMigrations($0) } == StoreSchema.versions)
        #expect(try store.night(code: "ABCD")?.rsvps == [NightRSVP(name: "Bea", answer: .yes, at: 5)])
        try store.writeAndWait([.night(.rsvp(code: "ABCD", key: "bea", NightRSVP(name: "Bea", answer: .no, at: 6, tokenKey: "k")))])
        #expect(try store.night(code: "ABCD")?.rsvps == [NightRSVP(name: "Bea", answer: .no, at: 5, tokenKey: "k")])
    }

    @Test("a v2 file's best scores and rounds become secret-mode ones; classic starts empty")
    func upgradesV2BestScoresToSecretMode() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let queue = try DatabaseQueue(path: directory.databaseURL.path)
            try StoreSchema.migrator.migrate(queue, upTo: "v2")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO best_score VALUES ('h1', 'food', 7, 3)")
                try db.execute(sql: "INSERT INTO finished_round (profile_key, category, score, at) VALUES ('h1', 'food', 7, 3)")
            }
            try queue.close()
        }
        let store = try SQLiteStore(directory: directory.url)
        defer { store.close() }
        #expect(try store.bestScores(profileKeys: ["h1"], category: "food", mode: "secret") == ["h1": 7])
        #expect(try store.bestScores(profileKeys: ["h1"], category: "food", mode: "classic") == [:])
        #expect(try store.finishedRounds(profileKey: "h1", limit: 5)
                == [StoredRound(profileKey: "h1", category: "food", mode: "secret", score: 7, at: 3)])
        try store.writeAndWait([.finishedRound(profileKey: "h1", category: "food", mode: "classic", score: 9, at: 4)])
        #expect(try store.bestScores(profileKeys: ["h1"], category: "food", mode: "secret") == ["h1": 7])
        #expect(try store.bestScores(profileKeys: ["h1"], category: "food", mode: "classic") == ["h1": 9])
    }

    /// Fixtures that must be refused without being modified.
    enum BadFile: String, CaseIterable, Sendable, CustomStringConvertible {
        case randomBytes, textFile, sqliteHeaderThenGarbage, newerSchema
        var description: String { rawValue }

        /// Words the refusal's reason must contain.
        var expectedReason: String {
            switch self {
            case .randomBytes, .textFile: return "not an SQLite database"
            case .sqliteHeaderThenGarbage: return "SQLite cannot read it"
            case .newerSchema: return "newer PartyLine"
            }
        }
    }

    @Test("an unusable data file stops start-up and is left byte-for-byte untouched", arguments: BadFile.allCases)
    func refusesBadFile(kind: BadFile) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.databaseURL.path
        switch kind {
        case .randomBytes:
            try randomBytes(count: 8192, seed: 7).write(to: directory.databaseURL)
        case .textFile:
            try Data("players,scores\nann,3\n".utf8).write(to: directory.databaseURL)
        case .sqliteHeaderThenGarbage:
            try (Data("SQLite format 3\u{0}".utf8) + randomBytes(count: 4080, seed: 11)).write(to: directory.databaseURL)
        case .newerSchema:
            let queue = try DatabaseQueue(path: path)
            try StoreSchema.migrator.migrate(queue)
            try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')") }
            try queue.close()
        }
        let before = try Data(contentsOf: directory.databaseURL)
        let error = #expect(throws: StoreError.self) { try SQLiteStore(directory: directory.url) }
        guard case let .unreadable(reportedPath, reason) = error else {
            Issue.record("expected .unreadable, got \(String(describing: error))")
            return
        }
        #expect(reportedPath == path)
        #expect(reason.contains(kind.expectedReason), "\(reason)")
        #expect(error?.description.contains(path) == true)
        #expect(try Data(contentsOf: directory.databaseURL) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(leftovers == [SQLiteStore.fileName])
    }

    @Test("a directory where the data file should be is refused")
    func refusesDirectoryAsFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.databaseURL, withIntermediateDirectories: false)
        #expect(throws: StoreError.unreadable(path: directory.databaseURL.path, reason: "it is a directory, not a file")) {
            try SQLiteStore(directory: directory.url)
        }
    }
}
