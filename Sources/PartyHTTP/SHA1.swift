import COpenSSL

/// SHA-1 from the system's libcrypto, used only for `Sec-WebSocket-Accept` as RFC 6455 requires.
enum SHA1 {
    /// The 20-byte SHA-1 digest of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(SHA_DIGEST_LENGTH))
        bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { digest in
                _ = COpenSSL.SHA1(input.baseAddress, input.count, digest.baseAddress)
            }
        }
        return out
    }
}
