import ArgumentParser
import Foundation
import Logging
import PartyPostgres
import PartyStore

/// Where an operator command finds the store: `--database` (or `PARTYLINE_DATABASE`), else the
/// SQLite file in `--data-dir`.
struct StoreLocationOptions: ParsableArguments {
    @Option(help: "Folder holding partyline.sqlite (default $PARTYLINE_DATA_DIR, else ./data).")
    var dataDir = defaultDataDir()

    @Option(name: .customLong("database"), help: "The PostgreSQL store instead: postgres://USER[:PASSWORD]@HOST[:PORT]/DB (default $PARTYLINE_DATABASE).")
    var databaseOption: String?

    /// `--database`, else `$PARTYLINE_DATABASE` (empty means unset).
    var database: String? {
        if let databaseOption, !databaseOption.isEmpty { return databaseOption }
        let env = ProcessInfo.processInfo.environment["PARTYLINE_DATABASE"] ?? ""
        return env.isEmpty ? nil : env
    }

    /// Opens the store; a missing SQLite file is an error (a mistyped --data-dir must not
    /// silently create an empty store and report zeros).
    func openExisting() throws -> PartyStore {
        guard let database else { return try openExistingStore(dataDir) }
        do {
            let location = try PostgresLocation(database)
            var logger = Logger(label: "partyd")
            logger.logLevel = .warning
            return try PostgresStore(location: location, logger: logger, leases: nil)
        } catch {
            throw StartupError(message: "cannot open the PostgreSQL store: \(error)")
        }
    }

    /// Whether a server uses the store, as far as this machine can tell.
    var statusLine: String {
        database == nil ? "\(partyd.serverStatus(dataDir))" : "PostgreSQL (servers on other machines may share it)"
    }
}
