import COpenSSL

/// Parsing and printing PEM through memory BIOs.
enum PEM {
    /// Every certificate in `pem`, in order. The caller owns the returned `X509 *` pointers.
    static func certificates(_ pem: [UInt8]) throws(TLSError) -> [OpaquePointer] {
        let bio = try MemoryBIO.reading(pem)
        defer { BIO_free(bio) }
        var result: [OpaquePointer] = []
        ERR_clear_error()
        while let certificate = PEM_read_bio_X509(bio, nil, nil, nil) {
            result.append(certificate)
        }
        // The loop ends with a "no start line" error at end of input; anything else is real.
        let last = ERR_peek_last_error()
        if result.isEmpty || (last != 0 && ERR_GET_REASON(last) != PEM_R_NO_START_LINE) {
            let reason = OpenSSLErrorQueue.drain(fallback: "no certificate in PEM")
            result.forEach { X509_free($0) }
            throw .configuration(reason: reason)
        }
        ERR_clear_error()
        return result
    }

    /// The private key in `pem`. The caller owns the returned `EVP_PKEY *`.
    static func privateKey(_ pem: [UInt8]) throws(TLSError) -> OpaquePointer {
        let bio = try MemoryBIO.reading(pem)
        defer { BIO_free(bio) }
        ERR_clear_error()
        guard let key = PEM_read_bio_PrivateKey(bio, nil, nil, nil) else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "no private key in PEM"))
        }
        return key
    }

    /// The PEM text of one certificate.
    static func string(certificate: OpaquePointer) throws(TLSError) -> String {
        ERR_clear_error()
        guard let bio = BIO_new(BIO_s_mem()) else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "BIO_new failed"))
        }
        defer { BIO_free(bio) }
        guard PEM_write_bio_X509(bio, certificate) == 1 else {
            throw .configuration(reason: OpenSSLErrorQueue.drain(fallback: "cannot write certificate PEM"))
        }
        return String(decoding: MemoryBIO.drain(bio), as: UTF8.self)
    }
}
