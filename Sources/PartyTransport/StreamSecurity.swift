/// A byte transform between the socket and the application, such as a TLS engine.
///
/// The connection calls it on its own serial queue only. Plain TCP connections have none.
public protocol StreamSecurity: AnyObject {
    /// Bytes to send first (a TLS client's ClientHello); empty for a server.
    func start() -> SecurityOutput
    /// Feeds bytes read from the network.
    func receive(_ bytes: [UInt8]) -> SecurityOutput
    /// Turns application bytes into bytes for the network.
    func seal(_ plaintext: [UInt8]) -> Result<[UInt8], SecurityFailure>
    /// Bytes that politely end the session (close_notify), possibly empty.
    func close() -> [UInt8]
}

/// What a security layer produced from one step.
public struct SecurityOutput {
    /// Decrypted application bytes.
    public var plaintext: [UInt8]
    /// Bytes to send to the peer (handshake messages, alerts).
    public var outgoing: [UInt8]
    /// Whether the handshake is done (application data may flow).
    public var established: Bool
    /// Set when the peer closed the session cleanly.
    public var peerClosed: Bool
    /// Set when the session failed; the connection closes.
    public var failure: SecurityFailure?

    /// Creates a step result.
    public init(plaintext: [UInt8] = [], outgoing: [UInt8] = [], established: Bool, peerClosed: Bool = false, failure: SecurityFailure? = nil) {
        self.plaintext = plaintext
        self.outgoing = outgoing
        self.established = established
        self.peerClosed = peerClosed
        self.failure = failure
    }
}

/// A security layer failure with a human reason (for TLS, OpenSSL's reason string).
public struct SecurityFailure: Error, Sendable, CustomStringConvertible {
    /// Why it failed.
    public var reason: String
    /// Creates a failure.
    public init(reason: String) { self.reason = reason }
    /// The reason.
    public var description: String { reason }
}
