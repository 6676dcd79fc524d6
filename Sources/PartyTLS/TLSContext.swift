import COpenSSL
import CPartyTLSShims

/// A configured OpenSSL `SSL_CTX`: protocol bounds, options, certificates and trust.
/// Build one per server (or per client configuration) and share it across all connections;
/// each connection gets its own `TLSEngine`.
///
/// `@unchecked Sendable`: the context is fully configured inside its factory and only read
/// afterwards. OpenSSL's `SSL_CTX` is thread-safe for creating `SSL` objects (`SSL_new`) and for
/// its internal session cache, which it locks itself.
public final class TLSContext: @unchecked Sendable {
    /// The underlying `SSL_CTX *`.
    let pointer: OpaquePointer
    /// Whether this context was made for the server side.
    public let isServer: Bool

    /// Creates a context for `method` with the project-wide baseline (TLS 1.2 minimum,
    /// no compression, no renegotiation, released idle buffers).
    init(isServer: Bool) throws(TLSError) {
        ERR_clear_error()
        let method = isServer ? TLS_server_method() : TLS_client_method()
        guard let context = SSL_CTX_new(method) else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "SSL_CTX_new failed"))
        }
        self.pointer = context
        self.isServer = isServer
        guard CPartyTLSShims_SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot set TLS 1.2 minimum"))
        }
        _ = SSL_CTX_set_options(
            context,
            CPartyTLSShims_SSL_OP_NO_COMPRESSION() | CPartyTLSShims_SSL_OP_NO_RENEGOTIATION()
        )
        _ = CPartyTLSShims_SSL_CTX_set_mode(context, Int(SSL_MODE_RELEASE_BUFFERS))
    }

    deinit {
        SSL_CTX_free(pointer)
    }

    /// Caps the negotiated protocol version (used by clients and tests; TLS 1.3 is the default cap).
    func setMaximumVersion(_ version: TLSVersion) throws(TLSError) {
        ERR_clear_error()
        guard CPartyTLSShims_SSL_CTX_set_max_proto_version(pointer, version.openSSLValue) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot set maximum version"))
        }
    }
}
