/// Which side of the handshake an engine plays.
public enum TLSRole: Sendable, Equatable {
    /// Accepts connections (needs a server `TLSContext` with a certificate and key).
    case server
    /// Connects to a server. `serverName` is sent as SNI (unless it is an IP literal) and checked
    /// against the certificate (DNS name, or IP address for an IPv4/IPv6 literal) when the context
    /// verifies. `nil` skips the hostname check: only the chain is verified.
    case client(serverName: String?)
}
