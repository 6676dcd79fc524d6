import PostgresNIO

/// Why a ``PostgresLink`` query or transaction failed.
public struct PostgresLinkError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure, for deciding whether to retry.
    public enum Kind: Sendable, Equatable {
        /// No connection could be made (server down, wrong address, authentication refused).
        case connect
        /// The connection broke before or while the statement ran; nothing of an open
        /// transaction was committed. The link reconnects on its next use.
        case connectionLost
        /// The connection broke while `COMMIT` was running: the transaction may or may not have
        /// committed. Never retried automatically.
        case commitOutcomeUnknown
        /// The server refused the statement; ``PostgresLinkError/sqlState`` says why.
        case server
        /// `COMMIT` reported that the transaction had been rolled back (a statement of it failed).
        case rolledBack
        /// The link was closed with ``PostgresLink/close()``.
        case closed
    }

    /// The kind of failure.
    public let kind: Kind
    /// PostgreSQL's five-character SQLSTATE for ``Kind/server`` errors (e.g. `23505`, `40P01`).
    public let sqlState: String?
    /// What went wrong, in words (the server's message when there is one).
    public let message: String

    /// Creates an error.
    public init(kind: Kind, sqlState: String? = nil, message: String) {
        self.kind = kind
        self.sqlState = sqlState
        self.message = message
    }

    /// A deadlock (`40P01`) or serialization failure (`40001`): running the work again may succeed.
    public var isTransientConflict: Bool { sqlState == "40P01" || sqlState == "40001" }

    /// One line for logs.
    public var description: String {
        let state = sqlState.map { " [SQLSTATE \($0)]" } ?? ""
        switch kind {
        case .connect: return "cannot connect to PostgreSQL: \(message)"
        case .connectionLost: return "the PostgreSQL connection was lost: \(message)"
        case .commitOutcomeUnknown: return "the PostgreSQL connection was lost during COMMIT (outcome unknown): \(message)"
        case .server: return "PostgreSQL error\(state): \(message)"
        case .rolledBack: return "the transaction was rolled back: \(message)"
        case .closed: return "the PostgreSQL link is closed"
        }
    }

    /// Classifies an error thrown by postgres-nio or NIO. `connectionClosed` is whether the
    /// connection is known to be closed after the failure.
    init(_ error: any Error, connectionClosed: Bool) {
        if let error = error as? PostgresLinkError {
            self = error
            return
        }
        guard let psql = error as? PSQLError else {
            self.init(kind: connectionClosed ? .connectionLost : .server, message: String(describing: error))
            return
        }
        let state = psql.serverInfo?[.sqlState]
        let text = psql.serverInfo?[.message] ?? "\(psql.code)"
        let lostCodes: Set<PSQLError.Code> = [
            .serverClosedConnection, .clientClosedConnection, .connectionError, .uncleanShutdown,
        ]
        // Class 08 is "connection exception", 57P01-57P03 are shutdowns and terminations.
        let lostState = state.map { $0.hasPrefix("08") || $0.hasPrefix("57P") } ?? false
        if connectionClosed || lostCodes.contains(psql.code) || lostState {
            self.init(kind: .connectionLost, sqlState: state, message: text)
        } else {
            self.init(kind: .server, sqlState: state, message: text)
        }
    }
}
