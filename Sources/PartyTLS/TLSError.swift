/// Why a TLS operation failed. Every case carries OpenSSL's own reason text
/// (from `ERR_error_string_n`, e.g. `"error:0A000086:SSL routines::certificate verify failed"`),
/// so logs and tests can say exactly what went wrong.
public enum TLSError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Building a `TLSContext` failed: unreadable or malformed PEM, key not matching the certificate,
    /// a CA file that cannot be loaded, or key/certificate generation failing.
    case configuration(reason: String)
    /// The handshake failed for a reason other than the peer's certificate: the bytes were not TLS
    /// (for example plaintext sent to a TLS port), no shared protocol version or cipher, or the peer
    /// sent a fatal alert.
    case handshakeFailed(reason: String)
    /// The peer's certificate was rejected during the handshake. `reason` is OpenSSL's error string
    /// (`certificate verify failed`), `verification` the X.509 verification result text
    /// (for example `"hostname mismatch"` or `"unable to get local issuer certificate"`).
    case certificate(reason: String, verification: String)
    /// Reading or writing application data failed after the handshake (a corrupt or forged record,
    /// an unexpected message, or a fatal alert from the peer).
    case io(reason: String)
    /// The engine was already closed (locally with `close()` or by the peer's close_notify) or had
    /// already failed, so it cannot send more data.
    case closed

    /// A one-line description including the OpenSSL reason.
    public var description: String {
        switch self {
        case .configuration(let reason): return "TLS configuration failed: \(reason)"
        case .handshakeFailed(let reason): return "TLS handshake failed: \(reason)"
        case .certificate(let reason, let verification):
            return "TLS certificate rejected: \(reason) (\(verification))"
        case .io(let reason): return "TLS I/O failed: \(reason)"
        case .closed: return "TLS connection is closed"
        }
    }
}
