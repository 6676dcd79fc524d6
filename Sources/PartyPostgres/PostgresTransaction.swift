import Logging
import PostgresNIO

/// The open transaction inside ``PostgresLink/transaction(_:)``: statements run on the link's
/// connection between `BEGIN` and `COMMIT`. Valid only inside the closure it was passed to.
public struct PostgresTransaction {
    let connection: PostgresConnection
    let logger: Logger

    /// Runs one statement inside the transaction.
    @discardableResult
    public func query(_ query: PostgresQuery) throws(PostgresLinkError) -> PostgresQueryResult {
        try Self.run(query, on: connection, logger: logger)
    }

    /// Runs `query` on `connection` and waits for all its rows. Never call on an event loop.
    static func run(
        _ query: PostgresQuery, on connection: PostgresConnection, logger: Logger
    ) throws(PostgresLinkError) -> PostgresQueryResult {
        do {
            return try connection.query(query, logger: logger).wait()
        } catch {
            throw PostgresLinkError(error, connectionClosed: connection.isClosed)
        }
    }
}
