import Foundation
import PartyPostgres
import PostgresNIO

/// A PostgreSQL server for tests, found once per test process.
///
/// The server is `PARTYLINE_TEST_DATABASE` (a `postgres://` URL) when set; otherwise
/// `scripts/pg-local.sh ensure` starts (or reuses) a throw-away local one. When PostgreSQL is
/// not installed, PostgreSQL tests are skipped with a message, unless
/// `PARTYLINE_REQUIRE_POSTGRES=1`: then they fail.
public enum TestPostgres {
    /// Whether a server was found, or why not.
    public enum Availability: Sendable {
        /// A server to create test databases on (its database is the maintenance database).
        case available(PostgresLocation)
        /// No server: PostgreSQL is not installed here.
        case notInstalled(String)
        /// A server should exist but could not be started or reached.
        case broken(String)
    }

    /// The server, looked up (and started if needed) on first use.
    public static let availability: Availability = findServer()

    /// Whether PostgreSQL tests must run (and fail without a server): `PARTYLINE_REQUIRE_POSTGRES=1`.
    public static var isRequired: Bool { ProcessInfo.processInfo.environment["PARTYLINE_REQUIRE_POSTGRES"] == "1" }

    /// Whether PostgreSQL tests should run: a server is there, or one is required (and its
    /// absence is then a failure). Use as `.enabled(if: TestPostgres.shouldRun, …)`.
    public static var shouldRun: Bool {
        if case .notInstalled = availability { return isRequired }
        return true
    }

    /// The message printed when PostgreSQL tests are skipped.
    public static var skipMessage: String {
        if case let .notInstalled(reason) = availability {
            return "PostgreSQL tests skipped: \(reason) (set PARTYLINE_REQUIRE_POSTGRES=1 to fail instead)"
        }
        return ""
    }

    /// The server's location, or an error saying why there is none.
    public static func server() throws -> PostgresLocation {
        switch availability {
        case let .available(location): return location
        case let .notInstalled(reason): throw TestPostgresError(message: "PostgreSQL is required but not installed: \(reason)")
        case let .broken(reason): throw TestPostgresError(message: reason)
        }
    }

    /// Creates a fresh, empty database `partyline_t_<random>` and returns its URL and a closure
    /// that drops it (terminating whatever is still connected to it).
    public static func createTestDatabase() throws -> (url: String, drop: @Sendable () -> Void) {
        let server = try server()
        let link = try maintenanceLink(server)
        let name = "partyline_t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try link.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        let drop: @Sendable () -> Void = {
            _ = try? link.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"))
        }
        return (server.with(database: name).url, drop)
    }

    /// Terminates every other connection to `database` (as a PostgreSQL restart would).
    /// Returns how many were terminated.
    @discardableResult
    public static func terminateConnections(to database: String) throws -> Int {
        let link = try maintenanceLink(try server())
        let result = try link.query("""
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = \(database) AND pid <> pg_backend_pid()
            """)
        return result.rows.count
    }

    /// `scripts/pg-local.sh` of this checkout.
    static var scriptPath: String {
        RepoPaths.path("scripts/pg-local.sh")
    }

    private static let maintenance = NSLock()
    nonisolated(unsafe) private static var maintenanceLinkStorage: PostgresLink?

    private static func maintenanceLink(_ server: PostgresLocation) throws -> PostgresLink {
        maintenance.lock()
        defer { maintenance.unlock() }
        if let link = maintenanceLinkStorage { return link }
        let link = try PostgresLink(location: server, logger: .init(label: "partyline.tests.postgres"))
        maintenanceLinkStorage = link
        return link
    }

    private static func findServer() -> Availability {
        if let url = ProcessInfo.processInfo.environment["PARTYLINE_TEST_DATABASE"], !url.isEmpty {
            do {
                return .available(try PostgresLocation(url))
            } catch {
                return .broken("PARTYLINE_TEST_DATABASE: \(error)")
            }
        }
        // posix_spawn + waitpid, not Foundation's Process: its waitUntilExit was seen to hang for
        // good here after the script had started the server (which outlives the script).
        guard let run = ScriptRun(scriptPath, "ensure") else {
            return .broken("cannot run \(scriptPath)")
        }
        let printed = run.stdout
        let complaint = run.stderr
        let message = complaint.trimmingCharacters(in: .whitespacesAndNewlines)
        switch run.status {
        case 0:
            do {
                return .available(try PostgresLocation(printed.trimmingCharacters(in: .whitespacesAndNewlines)))
            } catch {
                return .broken("scripts/pg-local.sh printed an unusable URL: \(error)")
            }
        case 3:
            return .notInstalled(message)
        default:
            return .broken("scripts/pg-local.sh ensure failed (\(run.status)): \(message)")
        }
    }
}

/// A test could not get the PostgreSQL it needs.
public struct TestPostgresError: Error, CustomStringConvertible {
    /// Why.
    public let message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
