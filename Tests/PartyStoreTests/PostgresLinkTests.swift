import Dispatch
import Foundation
import PartyPostgres
import PartyTestSupport
import PostgresNIO
import Testing

@Suite("PostgresLink: queries, transactions, LISTEN", .enabled(if: TestPostgres.shouldRun, "PostgreSQL is not installed"))
struct PostgresLinkTests {
    private static func link(_ url: String) throws -> PostgresLink {
        try PostgresLink(location: PostgresLocation(url), logger: .init(label: "partyline.tests.link"))
    }

    @Test("a transaction whose body throws is rolled back")
    func rollback() throws {
        try withPostgresDatabase { url in
            let link = try Self.link(url)
            defer { link.close() }
            try link.query("CREATE TABLE t (x int)")
            #expect(throws: TestPostgresError.self) {
                try link.transaction { transaction in
                    try transaction.query("INSERT INTO t VALUES (1)")
                    throw TestPostgresError(message: "stop")
                }
            }
            _ = try link.transaction { transaction in try transaction.query("INSERT INTO t VALUES (2)") }
            #expect(try link.query("SELECT x FROM t").rows.map { try $0.decode(Int.self) } == [2])
        }
    }

    @Test("a server error carries its SQLSTATE")
    func serverError() throws {
        try withPostgresDatabase { url in
            let link = try Self.link(url)
            defer { link.close() }
            #expect {
                try link.query("SELECT * FROM no_such_table")
            } throws: { error in
                (error as? PostgresLinkError)?.kind == .server && (error as? PostgresLinkError)?.sqlState == "42P01"
            }
            #expect(try link.query("SELECT 1").rows.count == 1)  // the connection is still fine
        }
    }

    @Test("notifications reach the listener; after a lost connection it listens again and says so")
    func listenAndReconnect() throws {
        try withPostgresDatabase { url in
            let listener = try Self.link(url)
            defer { listener.close() }
            let sender = try Self.link(url)
            defer { sender.close() }
            let received = DispatchSemaphore(value: 0)
            let reconnected = DispatchSemaphore(value: 0)
            let payloads = Recorder<String>()
            listener.onReconnect { reconnected.signal() }
            try listener.addListener(channel: "party events") { payload in
                payloads.append(payload)
                received.signal()
            }
            try sender.query("SELECT pg_notify('party events', 'one')")
            #expect(received.wait(timeout: .now() + 10) == .success)

            let listenerPID = try listener.backendPID()
            try sender.query("SELECT pg_terminate_backend(\(listenerPID)::int)")
            #expect(reconnected.wait(timeout: .now() + 20) == .success)
            try sender.query("SELECT pg_notify('party events', 'two')")
            #expect(received.wait(timeout: .now() + 10) == .success)
            #expect(payloads.all == ["one", "two"])
        }
    }
}
