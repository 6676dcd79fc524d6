import COpenSSL
import CPartyTLSShims

/// A certificate authority of one home server (`partyd --https-local`): made once and kept, so
/// each phone trusts it once (the server's "trust this server" page gives it out), after which the
/// server certificates it signs for the machine's current LAN address are trusted as well.
/// Its key never leaves the server.
public struct LocalCertificateAuthority: Sendable {
    /// The authority's certificate, PEM.
    public let certificatePEM: String
    /// The authority's private key, PEM (unencrypted PKCS#8: keep the file private).
    public let keyPEM: String
    /// The certificate's DER bytes (what phones install: `.crt`, the iOS profile's payload).
    public let certificateDER: [UInt8]
    /// The certificate's SHA-256 fingerprint, colon hex (`AB:CD:…`), to compare on a phone.
    public let sha256Fingerprint: String

    /// A new authority named `name`, valid from an hour ago for `years` years.
    public static func make(name: String, years: Int = 10) throws(TLSError) -> LocalCertificateAuthority {
        var certificate: OpaquePointer?
        var key: OpaquePointer?
        ERR_clear_error()
        guard CPartyTLSShims_make_certificate(name, nil, nil, nil, -3600, years * 365 * 86400, &certificate, &key) == 1,
              let certificate, let key else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot make a certificate authority"))
        }
        defer { X509_free(certificate); EVP_PKEY_free(key) }
        return try LocalCertificateAuthority(certificatePEM: PEM.string(certificate: certificate), keyPEM: Self.pem(key: key))
    }

    /// The authority kept in PEM text (its certificate and its key).
    /// - Throws: `TLSError.configuration` when either does not parse, or the key is not the certificate's.
    public init(certificatePEM: String, keyPEM: String) throws(TLSError) {
        let certificates = try PEM.certificates(Array(certificatePEM.utf8))
        defer { certificates.forEach { X509_free($0) } }
        let key = try PEM.privateKey(Array(keyPEM.utf8))
        defer { EVP_PKEY_free(key) }
        guard let certificate = certificates.first, X509_check_private_key(certificate, key) == 1 else {
            ERR_clear_error()
            throw .configuration(reason: "the authority's key does not belong to its certificate")
        }
        self.certificatePEM = certificatePEM
        self.keyPEM = keyPEM
        self.sha256Fingerprint = try Fingerprint.sha256(certificate: certificate)
        var der: UnsafeMutablePointer<UInt8>?
        let count = CPartyTLSShims_certificate_der(certificate, &der)
        guard count > 0, let der else { throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot encode the certificate")) }
        self.certificateDER = Array(UnsafeBufferPointer(start: der, count: Int(count)))
        CPartyTLSShims_free_bytes(der)
    }

    /// A server certificate for `hosts` (IP literals become IP names, the rest DNS names; the first
    /// is the subject), signed by this authority and valid for `days` (397: what every phone accepts).
    /// Returns the chain (the server's certificate, then the authority's) and the new key, PEM.
    public func issueServerCertificate(hosts: [String], days: Int = 397) throws(TLSError) -> (chainPEM: String, keyPEM: String) {
        guard let commonName = hosts.first else { throw .configuration(reason: "a server certificate needs a host") }
        for host in hosts where host.isEmpty || host.contains(",") || host.utf8.contains(0) {
            throw .configuration(reason: "invalid host for a certificate: \(host)")
        }
        let names = hosts.map { IPAddressLiteral.isLiteral($0) ? "IP:\($0)" : "DNS:\($0)" }.joined(separator: ",")
        let authority = try PEM.certificates(Array(certificatePEM.utf8))
        defer { authority.forEach { X509_free($0) } }
        let authorityKey = try PEM.privateKey(Array(keyPEM.utf8))
        defer { EVP_PKEY_free(authorityKey) }
        var certificate: OpaquePointer?
        var key: OpaquePointer?
        ERR_clear_error()
        guard CPartyTLSShims_make_certificate(commonName, names, authority[0], authorityKey, -3600, days * 86400, &certificate, &key) == 1,
              let certificate, let key else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot sign a server certificate"))
        }
        defer { X509_free(certificate); EVP_PKEY_free(key) }
        return (try PEM.string(certificate: certificate) + certificatePEM, try Self.pem(key: key))
    }

    /// The PEM text of a private key.
    static func pem(key: OpaquePointer) throws(TLSError) -> String {
        ERR_clear_error()
        guard let bio = BIO_new(BIO_s_mem()) else { throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "BIO_new failed")) }
        defer { BIO_free(bio) }
        guard CPartyTLSShims_write_private_key(bio, key) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot write the key"))
        }
        return String(decoding: MemoryBIO.drain(bio), as: UTF8.self)
    }
}
