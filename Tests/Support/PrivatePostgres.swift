import Foundation

/// A PostgreSQL server of one test's own, for tests that stop and start it (a database restart):
/// `scripts/pg-local.sh` with `PARTYLINE_PG_DIR` and `PARTYLINE_PG_PORT` set to a folder and a
/// port of its own. The shared test server (``TestPostgres``) is never stopped.
public final class PrivatePostgres: Sendable {
    /// Its data folder (removed by ``destroy()``).
    public let directory: String
    /// The port it listens on (127.0.0.1).
    public let port: Int
    /// Its maintenance database's `postgres://` URL (a throw-away server: tests use it directly).
    public let url: String

    /// Creates and starts a server in a fresh folder under the temporary directory, on `port`.
    /// Returns nil (and says so) when PostgreSQL is not installed and not required.
    public static func start(label: String, port: Int) throws -> PrivatePostgres? {
        guard TestPostgres.shouldRun else {
            print(TestPostgres.skipMessage)
            return nil
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("partyline-pg-\(label)-\(UUID().uuidString.prefix(8))").path
        let server = PrivatePostgres(directory: folder, port: port)
        do {
            try server.start()
        } catch {
            server.destroy()
            throw error
        }
        return server
    }

    private init(directory: String, port: Int) {
        self.directory = directory
        self.port = port
        self.url = "postgres://postgres@127.0.0.1:\(port)/postgres"
    }

    /// Starts the server (made on the first call); returns when it accepts connections.
    public func start() throws {
        try run("ensure")
    }

    /// Stops the server (fast shutdown: every connection is cut, as in a restart).
    public func stop() throws {
        try run("stop")
    }

    /// Stops the server and removes its folder and logs.
    public func destroy() {
        try? stop()
        for path in [directory, directory + ".log", directory + ".log.init", directory + ".initializing"] {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private func run(_ command: String) throws {
        let script = TestPostgres.scriptPath
        guard let run = ScriptRun(script, arguments: [command],
                                  environment: ["PARTYLINE_PG_DIR": directory, "PARTYLINE_PG_PORT": String(port)]) else {
            throw TestPostgresError(message: "cannot run \(script)")
        }
        guard run.status == 0 else {
            throw TestPostgresError(message: "scripts/pg-local.sh \(command) failed (\(run.status)): \(run.stderr)")
        }
    }
}
