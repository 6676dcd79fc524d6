import COpenSSL

/// A TLS protocol version that a context may negotiate. TLS 1.2 is the minimum everywhere.
public enum TLSVersion: Sendable, Equatable, Comparable {
    /// TLS 1.2 (RFC 5246).
    case tls12
    /// TLS 1.3 (RFC 8446), preferred whenever both sides support it.
    case tls13

    /// The OpenSSL version constant (`TLS1_2_VERSION`, `TLS1_3_VERSION`).
    var openSSLValue: Int32 {
        switch self {
        case .tls12: return TLS1_2_VERSION
        case .tls13: return TLS1_3_VERSION
        }
    }
}
