import Foundation
import GRDB
import PartyCore
import PartyPostgres
import PartyTestSupport
import Testing
@testable import PartyStore

/// Schema v4: Would You Rather's own tally table becomes the generic game records. A database
/// written at v3 (the schema every earlier release left) is opened by this build, and every
/// tally reads the same, keeps counting, and is cleared with its game.
@Suite("v4: games' store records migrate from v3")
struct GameRecordMigrationTests {
    /// The tallies the v3 database holds before the upgrade.
    static let before: [String: WyrTally] = ["q-food-1": WyrTally(aVotes: 7, bVotes: 2), "q-zero": .zero]

    /// What the upgraded store must say, then after adding one vote to each side of q-food-1.
    private func checkUpgraded(_ store: some PartyStore) throws {
        #expect(try store.records(WyrTally.self, keys: ["q-food-1", "q-zero", "q-never"]) == Self.before)
        #expect(try store.gameRecords(game: WouldYouRather.id, keys: ["q-food-1"]) == ["q-food-1": ["a_votes": 7, "b_votes": 2]])
        let stats = try store.stats()
        #expect(stats.gameRecords == 2 && stats.gameCounterTotal == 9)
        try store.writeAndWait([.add(WyrTally(aVotes: 1, bVotes: 1), to: "q-food-1")])
        #expect(try store.records(WyrTally.self, keys: ["q-food-1"]) == ["q-food-1": WyrTally(aVotes: 8, bVotes: 3)])
        try store.writeAndWait([.deleteGameRecords(game: WouldYouRather.id)])
        #expect(try store.records(WyrTally.self, keys: ["q-food-1", "q-zero"]).isEmpty)
    }

    @Test("SQLite: a v3 file's all-time tallies read the same after v4")
    func sqlite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let queue = try DatabaseQueue(path: directory.databaseURL.path)
            try StoreSchema.migrator.migrate(queue, upTo: "v3")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO wyr_all_time (question_id, a_votes, b_votes) VALUES ('q-food-1', 7, 2)")
                try db.execute(sql: "INSERT INTO wyr_all_time (question_id, a_votes, b_votes) VALUES ('q-zero', 0, 0)")
            }
            #expect(try queue.read { try StoreSchema.migrator.appliedMigrations($0) } == ["v1", "v2", "v3"])
            try queue.close()
        }
        let store = try SQLiteStore(directory: directory.url)
        defer { store.close() }
        #expect(try store.read { try StoreSchema.migrator.appliedMigrations($0) }.contains("v4"))
        #expect(try store.read { try $0.tableExists("wyr_all_time") } == false)
        try checkUpgraded(store)
    }

    @Test("PostgreSQL: a v3 database's all-time tallies read the same after v4",
          .enabled(if: TestPostgres.shouldRun, "needs PostgreSQL (scripts/pg-local.sh ensure, or PostgreSQL installed)"))
    func postgres() throws {
        try withPostgresDatabase { url in
            do {
                let link = try PostgresLink(location: PostgresLocation(url), logger: .init(label: "side"))
                defer { link.close() }
                try PostgresMigrator.migrate(link, migrations: PostgresSchema.migrations.filter { ["v1", "v2", "v3"].contains($0.version) })
                try link.query("INSERT INTO wyr_all_time (question_id, a_votes, b_votes) VALUES ('q-food-1', 7, 2), ('q-zero', 0, 0)")
            }
            let store = try openPostgresStore(url)
            defer { store.close() }
            try checkUpgraded(store)
        }
    }
}
