import COpenSSL
import CPartyTLSShims

/// TLS for one connection as a pure byte transform: ciphertext from the network goes in through
/// `receive(_:)`, plaintext for the application and ciphertext for the peer come out. The engine
/// owns an `SSL` and two memory BIOs and never touches a socket, so it is testable by pumping
/// bytes between a client and a server engine in memory.
///
/// `@unchecked Sendable`: an engine is confined to its connection's serial queue (the caller
/// guarantees every call happens there); it is never used from two threads at once. The claim
/// only lets the connection object that owns it be handed to that queue.
public final class TLSEngine: @unchecked Sendable {
    /// The context this engine was made from (kept alive for the engine's lifetime).
    public let context: TLSContext
    /// Which side of the handshake this engine plays.
    public let role: TLSRole
    /// `SSL *`; frees both BIOs with it.
    let ssl: OpaquePointer
    /// Ciphertext from the peer, read by OpenSSL.
    let networkIn: OpaquePointer
    /// Ciphertext for the peer, written by OpenSSL.
    let networkOut: OpaquePointer
    /// Current state (`.handshaking` until the handshake finishes).
    var state: TLSState = .handshaking
    /// Plaintext given to `send` before the handshake completed; flushed once established.
    var pendingPlaintext: [UInt8] = []

    /// Creates an engine for one connection.
    /// - Parameters:
    ///   - context: a server context for `.server`, a client context for `.client`.
    ///   - role: the side to play; a client's `serverName` sets SNI and the hostname check.
    ///   - session: a session saved from an earlier client connection (`resumableSession`) to resume.
    /// - Throws: `TLSError.configuration` if OpenSSL cannot allocate the connection or the server
    ///   name cannot be set.
    public init(context: TLSContext, role: TLSRole, resuming session: TLSSession? = nil) throws(TLSError) {
        ERR_clear_error()
        guard let ssl = SSL_new(context.pointer) else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "SSL_new failed"))
        }
        guard let input = BIO_new(BIO_s_mem()), let output = BIO_new(BIO_s_mem()) else {
            SSL_free(ssl)
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "BIO_new failed"))
        }
        // An empty input BIO means "retry later" (WANT_READ), not end of stream.
        _ = CPartyTLSShims_BIO_set_mem_eof_return(input, -1)
        _ = CPartyTLSShims_BIO_set_mem_eof_return(output, -1)
        SSL_set_bio(ssl, input, output)
        self.context = context
        self.role = role
        self.ssl = ssl
        self.networkIn = input
        self.networkOut = output
        switch role {
        case .server:
            SSL_set_accept_state(ssl)
        case .client(let serverName):
            SSL_set_connect_state(ssl)
            if let serverName { try configure(serverName: serverName) }
            if let session {
                ERR_clear_error()
                guard SSL_set_session(ssl, session.pointer) == 1 else {
                    throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot resume session"))
                }
            }
        }
    }

    deinit {
        SSL_free(ssl)
    }

    /// Sets SNI (DNS names only, as RFC 6066 requires) and the name or IP the certificate must match.
    private func configure(serverName: String) throws(TLSError) {
        ERR_clear_error()
        if IPAddressLiteral.isLiteral(serverName) {
            guard X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), serverName) == 1 else {
                throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "invalid IP address \(serverName)"))
            }
            return
        }
        guard CPartyTLSShims_SSL_set_tlsext_host_name(ssl, serverName) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "invalid server name \(serverName)"))
        }
        ERR_clear_error()
        guard SSL_set1_host(ssl, serverName) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "invalid host name \(serverName)"))
        }
    }

    /// The engine's current state.
    public var currentState: TLSState { state }

    /// True once the handshake has completed and until the connection closes or fails.
    public var isEstablished: Bool { state == .established }

    /// The negotiated protocol version ("TLSv1.3" or "TLSv1.2"), or nil before the handshake completes.
    public var negotiatedProtocol: String? {
        guard state != .handshaking, SSL_in_init(ssl) == 0, let version = SSL_get_version(ssl) else { return nil }
        return String(cString: version)
    }

    /// The negotiated cipher suite name (e.g. "TLS_AES_256_GCM_SHA384"), or nil before the handshake completes.
    public var negotiatedCipher: String? {
        guard state != .handshaking, let cipher = SSL_get_current_cipher(ssl),
              let name = SSL_CIPHER_get_name(cipher) else { return nil }
        return String(cString: name)
    }

    /// True when the handshake resumed an earlier session instead of doing a full handshake.
    public var sessionReused: Bool { SSL_session_reused(ssl) == 1 }

    /// The current session if it can be resumed (client side), to pass to the next engine for the
    /// same server. With TLS 1.3 the session ticket arrives after the handshake, so ask after the
    /// first `receive` that follows establishment.
    public var resumableSession: TLSSession? {
        guard let session = SSL_get1_session(ssl) else { return nil }
        guard SSL_SESSION_is_resumable(session) == 1 else {
            SSL_SESSION_free(session)
            return nil
        }
        return TLSSession(owning: session)
    }
}
