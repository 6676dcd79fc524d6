import PostgresNIO

/// Where a PostgreSQL database is: parsed from
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]`
/// (`postgresql://` too). User, password, host and database are percent-decoded; the port
/// defaults to 5432 and `sslmode` to `disable`.
///
/// `sslmode` follows libpq: `prefer` uses TLS when the server offers it, `require` refuses a
/// server without TLS; neither verifies the server's certificate (like libpq's modes of the
/// same names).
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    /// Whether and how the connection uses TLS.
    public enum SSLMode: String, Sendable, CaseIterable {
        /// Plain TCP.
        case disable
        /// TLS when the server supports it, plain TCP otherwise.
        case prefer
        /// TLS or no connection.
        case require
    }

    /// The role to log in as.
    public var username: String
    /// The password, if the server asks for one.
    public var password: String?
    /// Host name or address (an IPv6 address without brackets).
    public var host: String
    /// TCP port.
    public var port: Int
    /// The database name.
    public var database: String
    /// TLS policy.
    public var sslMode: SSLMode
    /// How long bytes sent to the server may stay unacknowledged before the connection is given
    /// up (TCP_USER_TIMEOUT; keepalive probes find a silent idle connection too). A statement
    /// sent into a network that broke waits at most this long, and cannot reach the server any
    /// later than this: the connection is gone, its unsent bytes with it. A cluster node sets it
    /// to its heartbeat period (docs/CLUSTER.md). Not part of the URL.
    public var tcpUserTimeoutMillis = 10_000

    /// Creates a location from its parts.
    public init(
        username: String, password: String? = nil, host: String, port: Int = 5432, database: String,
        sslMode: SSLMode = .disable
    ) {
        self.username = username
        self.password = password
        self.host = host
        self.port = port
        self.database = database
        self.sslMode = sslMode
    }

    /// Parses a `postgres://` or `postgresql://` URL.
    public init(_ url: String) throws(PostgresLocationError) {
        self = try PostgresURLParser.parse(url)
    }

    /// The same server and credentials, another database (tests, the `postgres` maintenance database).
    public func with(database: String) -> PostgresLocation {
        var copy = self
        copy.database = database
        return copy
    }

    /// The location as a URL, password included (percent-encoded). For passing on, not for logs.
    public var url: String {
        PostgresURLParser.format(self, includePassword: true)
    }

    /// The location as a URL with the password masked: safe for logs and error messages.
    public var description: String {
        PostgresURLParser.format(self, includePassword: false)
    }

    /// postgres-nio's TLS setting for this location.
    func tlsSetting() throws(PostgresLocationError) -> PostgresConnection.Configuration.TLS {
        switch sslMode {
        case .disable:
            return .disable
        case .prefer, .require:
            var settings = TLSConfiguration.makeClientConfiguration()
            settings.certificateVerification = .none
            let context: NIOSSLContext
            do {
                context = try NIOSSLContext(configuration: settings)
            } catch {
                throw PostgresLocationError("cannot set up TLS: \(error)")
            }
            return sslMode == .prefer ? .prefer(context) : .require(context)
        }
    }

    /// postgres-nio's connection settings for this location.
    public func configuration() throws(PostgresLocationError) -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: try tlsSetting())
    }

    /// postgres-nio's settings for a connection over `channel`, already connected to this location.
    func configuration(over channel: any Channel) throws(PostgresLocationError) -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(establishedChannel: channel, tls: try tlsSetting(), username: username,
                                         password: password, database: database)
    }
}
