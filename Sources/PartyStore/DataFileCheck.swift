import Foundation
import GRDB

/// Inspects an existing data file *without writing to it* before the store opens it for
/// writing, so a corrupt, foreign or too-new file stops start-up and stays byte-for-byte intact.
enum DataFileCheck {
    private static let sqliteHeader = Data("SQLite format 3\u{0}".utf8)

    /// Returns normally when `url` is missing, empty, or a healthy PartyLine database that this
    /// build can open (possibly after migrations); throws ``StoreError/unreadable(path:reason:)``.
    static func validate(_ url: URL, migrator: DatabaseMigrator) throws(StoreError) {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue {
            throw .unreadable(path: path, reason: "it is a directory, not a file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: "it cannot be opened for reading (check permissions)")
        }
        let header: Data
        do {
            header = try handle.read(upToCount: sqliteHeader.count) ?? Data()
            try handle.close()
        } catch {
            throw .unreadable(path: path, reason: "reading it failed: \(error)")
        }
        if header.isEmpty { return }  // SQLite treats an empty file as a new database.
        guard header == sqliteHeader else {
            throw .unreadable(path: path, reason: "it is not an SQLite database (wrong header)")
        }
        try inspectReadOnly(path: path, migrator: migrator)
    }

    private static func inspectReadOnly(path: String, migrator: DatabaseMigrator) throws(StoreError) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "partyline.store.check"
        let outcome: (problems: [String], superseded: Bool)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            outcome = try queue.read { db in
                let problems = try String.fetchAll(db, sql: "PRAGMA quick_check")
                let superseded = try migrator.hasBeenSuperseded(db)
                return (problems, superseded)
            }
            try queue.close()
        } catch {
            throw .unreadable(path: path, reason: "SQLite cannot read it: \(error)")
        }
        guard outcome.problems == ["ok"] else {
            let detail = outcome.problems.prefix(3).joined(separator: "; ")
            throw .unreadable(path: path, reason: "the integrity check failed: \(detail)")
        }
        if outcome.superseded {
            throw .unreadable(path: path, reason: "it was written by a newer PartyLine (unknown schema migrations)")
        }
    }
}
