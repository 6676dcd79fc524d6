/// Why a PostgreSQL URL was refused.
public struct PostgresLocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the URL (never contains the password).
    public let reason: String

    /// Creates an error with a reason.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// A one-line message for operators, with the expected form.
    public var description: String {
        "invalid PostgreSQL URL: \(reason) "
            + "(expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require])"
    }
}
