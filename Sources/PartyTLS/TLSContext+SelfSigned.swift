import COpenSSL
import CPartyTLSShims

extension TLSContext {
    /// A server context with an ephemeral EC P-256 key and a self-signed certificate generated now,
    /// for development (`partyd --tls-self-signed`). The certificate is valid from one hour ago
    /// (tolerating clock skew) to 30 days from now. Each host becomes a subjectAltName: IPv4/IPv6
    /// literals as IP entries, everything else as DNS entries; the first host is the subject CN.
    /// - Throws: `TLSError.configuration` if `hosts` is empty or generation fails.
    public static func selfSigned(
        hosts: [String] = ["localhost", "127.0.0.1"]
    ) throws(TLSError) -> TLSSelfSignedIdentity {
        guard let commonName = hosts.first else {
            throw .configuration(reason: "a self-signed certificate needs at least one host")
        }
        for host in hosts where host.isEmpty || host.contains(",") || host.utf8.contains(0) {
            throw .configuration(reason: "invalid host for a certificate: \(host)")
        }
        let subjectAltNames = hosts
            .map { IPAddressLiteral.isLiteral($0) ? "IP:\($0)" : "DNS:\($0)" }
            .joined(separator: ",")
        var certificate: OpaquePointer?
        var key: OpaquePointer?
        ERR_clear_error()
        let made = CPartyTLSShims_make_self_signed(
            commonName, subjectAltNames, -3600, 30 * 24 * 3600, &certificate, &key
        )
        guard made == 1, let certificate, let key else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "self-signed certificate generation failed"))
        }
        defer {
            X509_free(certificate)
            EVP_PKEY_free(key)
        }
        let context = try TLSContext(isServer: true)
        try context.configureServerDefaults()
        ERR_clear_error()
        guard SSL_CTX_use_certificate(context.pointer, certificate) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "certificate rejected"))
        }
        try context.use(privateKey: key)
        return TLSSelfSignedIdentity(
            context: context,
            sha256Fingerprint: try Fingerprint.sha256(certificate: certificate),
            certificatePEM: try PEM.string(certificate: certificate)
        )
    }
}
