import Foundation
import Glibc
import PartyClient
import PartyPostgres
import PartyProtocol
import PartyTestSupport
import PostgresNIO
import Testing

/// A fresh database of the test PostgreSQL server, dropped by ``drop()``.
struct TestDatabase: Sendable {
    /// Its `postgres://` URL.
    let url: String
    /// Drops it (terminating what is still connected).
    let drop: @Sendable () -> Void

    /// The first column of the first row of `sql`, as an integer.
    func scalar(_ sql: String) throws -> Int {
        let link = try PostgresLink(location: try PostgresLocation(url), logger: .init(label: "test"))
        defer { link.close() }
        return try link.query(PostgresQuery(unsafeSQL: sql)).rows.first.map { try $0.decode(Int.self) } ?? 0
    }
}

/// Several `partyd --cluster` processes on one fresh PostgreSQL database (issue 17).
final class ClusterHarness: @unchecked Sendable {
    let box: DurabilitySandbox
    let database: TestDatabase
    private(set) var nodes: [DurabilityProcess] = []
    let nodeTimeout: Int
    let extra: [String]

    private init(box: DurabilitySandbox, database: TestDatabase, nodeTimeout: Int, extra: [String]) {
        self.box = box
        self.database = database
        self.nodeTimeout = nodeTimeout
        self.extra = extra
    }

    /// Starts `count` nodes (one after the other) on a new database of the shared test server
    /// (or on `database` when given). Suites that use it are enabled only with PostgreSQL
    /// (``ClusterTrait/needsPostgres``).
    static func start(_ label: String, count: Int = 3, nodeTimeout: Int = 3, extra: [String] = [],
                      database given: TestDatabase? = nil) async throws -> ClusterHarness {
        let database = try given ?? {
            let (url, drop) = try TestPostgres.createTestDatabase()
            return TestDatabase(url: url, drop: drop)
        }()
        let harness = ClusterHarness(box: try DurabilitySandbox(label), database: database, nodeTimeout: nodeTimeout, extra: extra)
        for _ in 0..<count { try await harness.addNode() }
        return harness
    }

    /// Starts one more node (`more`: options for this node only; a repeated option's last value wins).
    @discardableResult
    func addNode(_ more: [String] = []) async throws -> DurabilityProcess {
        let node = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir, extra: [
            "--database", database.url, "--cluster", "--cluster-port", "0", "--node-address", "127.0.0.1",
            "--node-name", "node\(nodes.count)", "--node-timeout", String(nodeTimeout),
        ] + extra + more)
        nodes.append(node)
        return node
    }

    /// The plain port of node `i`.
    func port(_ i: Int) -> Int { nodes[i].port }

    /// A client connected to node `i`.
    func connect(_ i: Int, recordRaw: Bool = false) async throws -> PartyClient {
        try await PartyClient.connect(host: "127.0.0.1", port: port(i), recordRaw: recordRaw)
    }

    /// Stops every node still running (SIGKILL: tests that care stop nodes themselves), drops the
    /// database and removes the folders. Node logs are printed when `dumpLogs`.
    func stop(dumpLogs: Bool = false) {
        for node in nodes {
            node.kill(SIGKILL)
            if dumpLogs { print("---- node \(node.port) stderr ----\n\(node.stderr)") }
        }
        for node in nodes { node.process.waitUntilExitBounded(seconds: 15) }
        database.drop()
        box.cleanUp()
    }
}

extension PartyClient {
    /// `room.resume` into `room` with `token`, retried while the room moves between nodes
    /// (`server_busy`) — what a reconnecting client does after its node was lost.
    func resumeWhileMoving(_ room: String, token: String, timeout: Duration = .seconds(40)) async throws -> ServerFrame {
        let deadline = ContinuousClock.now + timeout
        while true {
            do {
                return try await request("room.resume", ["room": .string(room), "token": .string(token)], timeout: .seconds(30))
            } catch let error as ClientError where error.code == "server_busy" && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(200))
            }
        }
    }
}

/// The trait of every suite that starts `partyd` nodes on PostgreSQL: without a server the
/// suite is skipped with this message (with `PARTYLINE_REQUIRE_POSTGRES=1` it runs and fails).
enum ClusterTrait {
    /// Enabled when the test PostgreSQL is there (or required).
    static var needsPostgres: ConditionTrait {
        .enabled(if: TestPostgres.shouldRun,
                 "needs PostgreSQL (scripts/pg-local.sh ensure, PARTYLINE_TEST_DATABASE, or PostgreSQL installed)")
    }
}
