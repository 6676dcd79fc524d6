import COpenSSL

extension TLSContext {
    /// A client context.
    /// - Parameters:
    ///   - caFile: a PEM file of trusted CA certificates; `nil` uses the system trust store
    ///     (`SSL_CTX_set_default_verify_paths`).
    ///   - verify: verify the server's certificate (`SSL_VERIFY_PEER`). Turn off only when the user
    ///     explicitly asks for an insecure connection.
    ///   - maximumVersion: the highest version offered (TLS 1.3 by default; TLS 1.2 is always the minimum).
    /// - Throws: `TLSError.configuration` if the CA file cannot be loaded.
    public static func client(
        caFile: String? = nil,
        verify: Bool = true,
        maximumVersion: TLSVersion = .tls13
    ) throws(TLSError) -> TLSContext {
        let context = try TLSContext(isServer: false)
        try context.setMaximumVersion(maximumVersion)
        context.setVerification(verify)
        ERR_clear_error()
        if let caFile {
            guard SSL_CTX_load_verify_locations(context.pointer, caFile, nil) == 1 else {
                throw .configuration(reason: "CA file \(caFile): " + OpenSSLErrorQueue.drain(fallback: "unreadable"))
            }
        } else if SSL_CTX_set_default_verify_paths(context.pointer) != 1 {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot load the system trust store"))
        }
        return context
    }

    /// A verifying client context that trusts exactly the certificates in `trustedPEM` (CA
    /// certificates, or a self-signed server certificate such as `TLSSelfSignedIdentity.certificatePEM`),
    /// not the system store.
    /// - Throws: `TLSError.configuration` if the PEM holds no certificate.
    public static func client(
        trustingPEM trustedPEM: String,
        maximumVersion: TLSVersion = .tls13
    ) throws(TLSError) -> TLSContext {
        let context = try TLSContext(isServer: false)
        try context.setMaximumVersion(maximumVersion)
        context.setVerification(true)
        let certificates = try PEM.certificates(Array(trustedPEM.utf8))
        defer { certificates.forEach { X509_free($0) } }
        guard !certificates.isEmpty else {
            throw .configuration(reason: "no certificate in trusted PEM")
        }
        let store = SSL_CTX_get_cert_store(context.pointer)
        for certificate in certificates {
            ERR_clear_error()
            guard X509_STORE_add_cert(store, certificate) == 1 else {
                throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot trust certificate"))
            }
        }
        return context
    }

    /// `SSL_VERIFY_PEER` or `SSL_VERIFY_NONE`.
    func setVerification(_ verify: Bool) {
        SSL_CTX_set_verify(pointer, verify ? SSL_VERIFY_PEER : SSL_VERIFY_NONE, nil)
    }
}
