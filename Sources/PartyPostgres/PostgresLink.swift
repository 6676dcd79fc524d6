import Dispatch
import Foundation
import Logging
import PostgresNIO

/// One PostgreSQL connection used synchronously from any thread.
///
/// It connects on first use, and again on the next use after the connection was lost (the
/// server restarted, an administrator terminated it). Statements are serialised: one query or
/// transaction at a time, callers wait their turn. Every call blocks its thread until
/// PostgreSQL answers, so call it from Dispatch queues or plain threads, never from an event
/// loop or from Swift concurrency's cooperative pool in a tight loop.
///
/// It runs on postgres-nio's `EventLoopFuture` API on a private one-thread event loop group;
/// there is no async/await in here on purpose (blocking the cooperative pool on it deadlocks).
///
/// `LISTEN`: ``addListener(channel:handler:)`` registers a channel; the link listens on every
/// (re)connection, reconnects by itself while it has listeners, and calls the handler given to
/// ``onReconnect(_:)`` after each reconnection, so the caller can reload what it missed.
public final class PostgresLink: @unchecked Sendable {
    struct Listener {
        let channel: String
        let handler: @Sendable (String) -> Void
    }

    /// Where the link connects.
    public let location: PostgresLocation
    let logger: Logger
    /// Guards every property below and is held for the whole of a query or transaction.
    private let lock = NSLock()
    private var connection: PostgresConnection?
    private var connections = 0
    private var closed = false
    var listeners: [Listener] = []
    var reconnectHandler: (@Sendable () -> Void)?
    /// Where notification and reconnection callbacks run, in order.
    let callbacks = DispatchQueue(label: "partyline.postgres.link.callbacks")

    /// Creates a link. It does not connect yet; the first query does.
    public init(location: PostgresLocation, logger: Logger) throws(PostgresLocationError) {
        self.location = location
        self.logger = logger
        _ = try location.configuration()  // a TLS setting that cannot work fails here, not at the first query
    }

    deinit {
        if let connection { Self.abandon(connection) }
    }

    /// Runs one statement (in its own implicit transaction) and returns all its rows.
    ///
    /// `idempotent: true` says running it twice is harmless (a read): when the connection turns
    /// out to be lost, it is run once more on a new connection instead of failing.
    @discardableResult
    public func query(_ query: PostgresQuery, idempotent: Bool = false) throws(PostgresLinkError) -> PostgresQueryResult {
        do {
            return try runQuery(query)
        } catch {
            guard error.kind == .connectionLost && idempotent else { throw error }
            return try runQuery(query)
        }
    }

    /// Runs `body` between `BEGIN` and `COMMIT` and returns its value. When `body` throws, the
    /// transaction is rolled back and the error rethrown.
    ///
    /// When the connection turns out to be lost before `COMMIT` was sent, nothing was committed
    /// and the whole transaction runs once more on a new connection, so `body` must be safe to
    /// run twice (compute from its arguments, record results only through its return value).
    /// A `COMMIT` cut off by a lost connection throws ``PostgresLinkError/Kind/commitOutcomeUnknown``.
    public func transaction<T>(_ body: (PostgresTransaction) throws -> T) throws -> T {
        do {
            return try withConnection { connection in try runTransaction(on: connection, body) }
        } catch let error as PostgresLinkError where error.kind == .connectionLost {
            return try withConnection { connection in try runTransaction(on: connection, body) }
        }
    }

    /// Closes the connection. Later queries throw ``PostgresLinkError/Kind/closed``.
    public func close() {
        let open: PostgresConnection? = locked {
            closed = true
            defer { connection = nil }
            return connection
        }
        try? open?.close().wait()
    }

    /// The server process id of the current connection (tests use it to find, or terminate, it).
    public func backendPID() throws(PostgresLinkError) -> Int {
        let result = try query("SELECT pg_backend_pid()", idempotent: true)
        do {
            return try result.rows.first.map { try $0.decode(Int.self) } ?? 0
        } catch {
            throw PostgresLinkError(kind: .server, message: "cannot decode pg_backend_pid(): \(error)")
        }
    }

    private func runQuery(_ query: PostgresQuery) throws(PostgresLinkError) -> PostgresQueryResult {
        do {
            return try withConnection { connection in
                try PostgresTransaction.run(query, on: connection, logger: logger)
            }
        } catch {
            throw PostgresLinkError(error, connectionClosed: false)
        }
    }

    private func runTransaction<T>(on connection: PostgresConnection, _ body: (PostgresTransaction) throws -> T) throws -> T {
        let transaction = PostgresTransaction(connection: connection, logger: logger)
        try transaction.query("BEGIN")
        let value: T
        do {
            value = try body(transaction)
        } catch {
            if !connection.isClosed { _ = try? transaction.query("ROLLBACK") }
            throw error
        }
        let outcome: PostgresQueryResult
        do {
            outcome = try transaction.query("COMMIT")
        } catch {
            guard error.kind == .connectionLost else { throw error }
            throw PostgresLinkError(kind: .commitOutcomeUnknown, sqlState: error.sqlState, message: error.message)
        }
        // COMMIT of a transaction in which a statement failed answers ROLLBACK instead of an error.
        guard outcome.metadata.command == "COMMIT" else {
            throw PostgresLinkError(kind: .rolledBack, message: "COMMIT answered \(outcome.metadata.command)")
        }
        return value
    }

    /// Runs `body` holding the lock, with a live connection (made if there is none or it was
    /// lost). A connection found closed after `body` failed is dropped.
    func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let connection = try liveConnection()
        do {
            return try body(connection)
        } catch {
            if connection.isClosed || (error as? PostgresLinkError)?.kind == .connectionLost {
                self.connection = nil
                Self.abandon(connection)
            }
            throw error
        }
    }

    /// Closes `connection` without waiting, keeping it alive until it is closed (postgres-nio
    /// requires a connection to be closed before it is released).
    private static func abandon(_ connection: PostgresConnection) {
        let closing: EventLoopFuture<Void> = connection.close()
        closing.whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    /// Runs `body` holding the lock.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// A TCP connection to `location` that a broken network cannot leave hanging: keepalive probes
    /// after 5 s of silence, and bytes left unacknowledged for ``PostgresLocation/tcpUserTimeoutMillis``
    /// end the connection (so every statement on it fails instead of waiting for TCP's own
    /// timeout of some 15 minutes, and nothing sent into the broken network arrives later).
    private static func socket(to location: PostgresLocation) -> EventLoopFuture<any Channel> {
        let tcp = SocketOptionLevel(IPPROTO_TCP)
        return ClientBootstrap(group: PostgresEventLoop.group.next())
            .connectTimeout(.seconds(10))
            .channelOption(ChannelOptions.socketOption(.so_keepalive), value: 1)
            .channelOption(ChannelOptions.socket(tcp, SocketOptionName(TCP_KEEPIDLE)), value: 5)
            .channelOption(ChannelOptions.socket(tcp, SocketOptionName(TCP_KEEPINTVL)), value: 2)
            .channelOption(ChannelOptions.socket(tcp, SocketOptionName(TCP_KEEPCNT)), value: 3)
            .channelOption(ChannelOptions.socket(tcp, Self.tcpUserTimeout), value: SocketOptionValue(location.tcpUserTimeoutMillis))
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .connect(host: location.host, port: location.port)
    }

    /// `TCP_USER_TIMEOUT` from `<netinet/tcp.h>` (Linux), which Glibc's Swift module does not export.
    private static let tcpUserTimeout: SocketOptionName = 18

    /// The current connection, or a new one. Call holding the lock.
    private func liveConnection() throws(PostgresLinkError) -> PostgresConnection {
        guard !closed else { throw PostgresLinkError(kind: .closed, message: "closed") }
        if let connection, !connection.isClosed { return connection }
        connection = nil
        let fresh: PostgresConnection
        do {
            let channel = try Self.socket(to: location).wait()
            fresh = try PostgresConnection.connect(
                on: channel.eventLoop, configuration: try location.configuration(over: channel), id: connections, logger: logger
            ).wait()
        } catch {
            let reason = PostgresLinkError(error, connectionClosed: false)
            throw PostgresLinkError(kind: .connect, sqlState: reason.sqlState, message: "\(location): \(reason.message)")
        }
        connections += 1
        do {
            try listen(on: fresh)
        } catch {
            Self.abandon(fresh)
            throw error
        }
        connection = fresh
        if connections > 1, let reconnectHandler {
            callbacks.async { reconnectHandler() }
        }
        watchForLoss(of: fresh)
        return fresh
    }
}
