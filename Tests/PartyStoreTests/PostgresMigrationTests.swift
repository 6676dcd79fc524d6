import Dispatch
import Foundation
import PartyPostgres
import PartyTestSupport
import PostgresNIO
import Testing
@testable import PartyStore

@Suite("PostgreSQL schema migrations", .enabled(if: TestPostgres.shouldRun, "PostgreSQL is not installed"))
struct PostgresMigrationTests {
    private static func versions(_ url: String) throws -> [String] {
        let link = try PostgresLink(location: PostgresLocation(url), logger: .init(label: "side"))
        defer { link.close() }
        return try link.query("SELECT version FROM partyline_schema ORDER BY version").rows.map { try $0.decode(String.self) }
    }

    @Test("opening a database again applies nothing twice and keeps the data")
    func idempotent() throws {
        try withPostgresDatabase { url in
            let first = try openPostgresStore(url)
            try first.writeAndWait([.upsertProfile(key: "a", name: "A", at: 1)])
            first.close()
            let second = try openPostgresStore(url)
            defer { second.close() }
            #expect(try second.profile(key: "a") != nil)
            #expect(try Self.versions(url) == PostgresSchema.migrations.map(\.version))
        }
    }

    @Test("a v2 database's best scores become secret-mode scores; classic starts empty")
    func upgradesBestScoresToSecretMode() throws {
        try withPostgresDatabase { url in
            do {
                let link = try PostgresLink(location: PostgresLocation(url), logger: .init(label: "side"))
                defer { link.close() }
                try PostgresMigrator.migrate(link, migrations: Array(PostgresSchema.migrations.prefix(2)))
                try link.query("INSERT INTO best_score (profile_key, category, score, at) VALUES ('h1', 'food', 7, 3)")
            }
            let store = try openPostgresStore(url)
            defer { store.close() }
            #expect(try store.bestScores(profileKeys: ["h1"], category: "food", mode: "secret") == ["h1": 7])
            #expect(try store.bestScores(profileKeys: ["h1"], category: "food", mode: "classic") == [:])
            try store.writeAndWait([.finishedRound(profileKey: "h1", category: "food", mode: "classic", score: 9, at: 4)])
            #expect(try store.bestScores(profileKeys: ["h1"], category: "food", mode: "secret") == ["h1": 7])
            #expect(try store.bestScores(profileKeys: ["h1"], category: "food", mode: "classic") == ["h1": 9])
        }
    }

    @Test("three stores opening the same fresh database at once all succeed")
    func concurrentStarts() throws {
        try withPostgresDatabase { url in
            let outcomes = Recorder<String>()
            let stores = Recorder<PostgresStore>()
            DispatchQueue.concurrentPerform(iterations: 3) { _ in
                do {
                    stores.append(try openPostgresStore(url))
                    outcomes.append("ok")
                } catch {
                    outcomes.append("\(error)")
                }
            }
            defer { stores.all.forEach { $0.close() } }
            #expect(outcomes.all == ["ok", "ok", "ok"])
            #expect(try Self.versions(url) == PostgresSchema.migrations.map(\.version))
            try stores.all[0].writeAndWait([.upsertProfile(key: "a", name: "A", at: 1)])
            #expect(try stores.all[2].profile(key: "a") != nil)
        }
    }

    @Test("an appended migration is applied once to a database at the current version")
    func appendedMigration() throws {
        try withPostgresDatabase { url in
            try openPostgresStore(url).close()
            let link = try PostgresLink(location: PostgresLocation(url), logger: .init(label: "side"))
            defer { link.close() }
            let extended = PostgresSchema.migrations + [
                PostgresMigration(version: "vz-test", statements: ["CREATE TABLE extra (x int)", "INSERT INTO extra VALUES (1)"]),
            ]
            try PostgresMigrator.migrate(link, migrations: extended)
            try PostgresMigrator.migrate(link, migrations: extended)
            #expect(try link.query("SELECT count(*) FROM extra").rows.first?.decode(Int.self) == 1)
            #expect(try Self.versions(url) == PostgresSchema.migrations.map(\.version) + ["vz-test"])
        }
    }

    @Test("a database with a version this build does not know is refused, untouched")
    func unknownVersionIsRefused() throws {
        try withPostgresDatabase { url in
            try openPostgresStore(url).close()
            let link = try PostgresLink(location: PostgresLocation(url), logger: .init(label: "side"))
            defer { link.close() }
            try link.query("INSERT INTO partyline_schema (version) VALUES ('v99')")
            do {
                _ = try openPostgresStore(url)
                Issue.record("a newer schema was accepted")
            } catch let error as StoreError {
                guard case let .unreadable(_, reason) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(reason.contains("v99"))
            }
            #expect(try Self.versions(url) == PostgresSchema.migrations.map(\.version) + ["v99"])
        }
    }
}
