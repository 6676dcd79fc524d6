/// The operator console's listener (`--admin-port`, contract §9 "Operator console"): off unless
/// configured, loopback unless `--admin-host` says otherwise, every API request behind ``token``.
public struct AdminConfig: Sendable {
    /// The port; 0 picks a free one (tests).
    public var port: Int
    /// The address it binds (default loopback: the console is for the operator's machine or a
    /// private network, never the players').
    public var host: String
    /// The bearer token every `/admin/api/` request must carry.
    public var token: AdminToken
    /// Failed token attempts one address may make in a burst; then one more every
    /// ``failureRefillSeconds``. Past it every request from the address gets 429.
    public var failureBurst = 10.0
    /// Seconds per extra failed attempt once the burst is spent.
    public var failureRefillSeconds = 6.0

    /// Creates a configuration.
    public init(port: Int, host: String = "127.0.0.1", token: AdminToken) {
        self.port = port
        self.host = host
        self.token = token
    }
}
