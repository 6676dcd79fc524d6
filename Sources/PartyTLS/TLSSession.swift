import COpenSSL

/// A resumable TLS session saved from a client engine (`TLSEngine.resumableSession`), to be passed to
/// the next client engine for the same server so the handshake can skip certificate exchange.
///
/// `@unchecked Sendable`: the wrapped `SSL_SESSION` is never mutated through this wrapper; OpenSSL
/// reference-counts sessions and locks their shared state, so handing one to another queue is safe.
public final class TLSSession: @unchecked Sendable {
    let pointer: OpaquePointer

    /// Takes ownership of one reference to `pointer`.
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        SSL_SESSION_free(pointer)
    }

    /// The protocol version the session was negotiated with, e.g. "TLSv1.3".
    public var protocolVersion: String {
        switch SSL_SESSION_get_protocol_version(pointer) {
        case TLS1_3_VERSION: return "TLSv1.3"
        case TLS1_2_VERSION: return "TLSv1.2"
        case let other: return "0x" + String(other, radix: 16)
        }
    }
}
