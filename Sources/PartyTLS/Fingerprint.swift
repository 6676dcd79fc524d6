import COpenSSL

/// Certificate fingerprints in the colon-hex form OpenSSL prints.
enum Fingerprint {
    /// `X509_digest` with SHA-256, formatted as `"AB:CD:…"`.
    static func sha256(certificate: OpaquePointer) throws(TLSError) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        ERR_clear_error()
        guard X509_digest(certificate, EVP_sha256(), &digest, &length) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "X509_digest failed"))
        }
        return colonHex(digest.prefix(Int(length)))
    }

    /// Upper-case hex bytes joined by colons.
    static func colonHex(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 3)
        for byte in bytes {
            if !text.isEmpty { text.append(UInt8(ascii: ":")) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension TLSContext {
    /// The SHA-256 fingerprint (colon hex, as `openssl x509 -noout -fingerprint -sha256` prints it)
    /// of the first certificate in `certificatePEM`, e.g. to log which certificate a server uses.
    /// - Throws: `TLSError.configuration` if the PEM holds no certificate.
    public static func sha256Fingerprint(certificatePEM: [UInt8]) throws(TLSError) -> String {
        let certificates = try PEM.certificates(certificatePEM)
        defer { certificates.forEach { X509_free($0) } }
        guard let leaf = certificates.first else {
            throw .configuration(reason: "no certificate in PEM")
        }
        return try Fingerprint.sha256(certificate: leaf)
    }
}
