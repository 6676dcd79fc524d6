import COpenSSL
import CPartyTLSShims

extension TLSContext {
    /// The session id context servers use, so sessions are only resumed by PartyLine contexts.
    static let sessionIDContext: [UInt8] = Array("PartyLine".utf8)

    /// A server context from PEM files: `certificateFile` holds the leaf certificate followed by any
    /// intermediates, `keyFile` the matching private key.
    /// - Throws: `TLSError.configuration` with OpenSSL's reason if a file cannot be read or the key
    ///   does not match.
    public static func server(certificateFile: String, keyFile: String) throws(TLSError) -> TLSContext {
        let context = try TLSContext(isServer: true)
        try context.configureServerDefaults()
        ERR_clear_error()
        guard SSL_CTX_use_certificate_chain_file(context.pointer, certificateFile) == 1 else {
            throw .configuration(reason: "certificate \(certificateFile): " + OpenSSLErrorQueue.drain(fallback: "unreadable"))
        }
        ERR_clear_error()
        guard SSL_CTX_use_PrivateKey_file(context.pointer, keyFile, SSL_FILETYPE_PEM) == 1 else {
            throw .configuration(reason: "key \(keyFile): " + OpenSSLErrorQueue.drain(fallback: "unreadable"))
        }
        try context.checkPrivateKey()
        return context
    }

    /// A server context from PEM text: `certificatePEM` holds the leaf certificate followed by any
    /// intermediates, `keyPEM` the matching private key.
    /// - Throws: `TLSError.configuration` if the PEM cannot be parsed or the key does not match.
    public static func server(certificatePEM: [UInt8], keyPEM: [UInt8]) throws(TLSError) -> TLSContext {
        let context = try TLSContext(isServer: true)
        try context.configureServerDefaults()
        var certificates = try PEM.certificates(certificatePEM)
        guard !certificates.isEmpty else {
            throw .configuration(reason: "no certificate in PEM")
        }
        let leaf = certificates.removeFirst()
        defer { X509_free(leaf) }
        ERR_clear_error()
        guard SSL_CTX_use_certificate(context.pointer, leaf) == 1 else {
            certificates.forEach { X509_free($0) }
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "certificate rejected"))
        }
        for (index, intermediate) in certificates.enumerated() {
            ERR_clear_error()
            guard CPartyTLSShims_SSL_CTX_add0_chain_cert(context.pointer, intermediate) == 1 else {
                certificates[index...].forEach { X509_free($0) }
                throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "chain certificate rejected"))
            }
        }
        let key = try PEM.privateKey(keyPEM)
        defer { EVP_PKEY_free(key) }
        try context.use(privateKey: key)
        return context
    }

    /// A server context from PEM strings (see `server(certificatePEM:keyPEM:)` for bytes).
    public static func server(certificatePEM: String, keyPEM: String) throws(TLSError) -> TLSContext {
        try server(certificatePEM: Array(certificatePEM.utf8), keyPEM: Array(keyPEM.utf8))
    }

    /// Server-only settings: server cipher preference, session cache and session id context.
    func configureServerDefaults() throws(TLSError) {
        _ = SSL_CTX_set_options(pointer, CPartyTLSShims_SSL_OP_CIPHER_SERVER_PREFERENCE())
        _ = CPartyTLSShims_SSL_CTX_set_session_cache_mode(pointer, Int(SSL_SESS_CACHE_SERVER))
        ERR_clear_error()
        let context = Self.sessionIDContext
        guard SSL_CTX_set_session_id_context(pointer, context, UInt32(context.count)) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot set session id context"))
        }
    }

    /// Installs `privateKey` (not consumed) and checks it matches the certificate.
    func use(privateKey: OpaquePointer) throws(TLSError) {
        ERR_clear_error()
        guard SSL_CTX_use_PrivateKey(pointer, privateKey) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "private key rejected"))
        }
        try checkPrivateKey()
    }

    /// `SSL_CTX_check_private_key`: the key must match the leaf certificate.
    func checkPrivateKey() throws(TLSError) {
        ERR_clear_error()
        guard SSL_CTX_check_private_key(pointer) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "private key does not match certificate"))
        }
    }
}
