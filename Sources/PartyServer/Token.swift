import COpenSSL

/// Player tokens: 128-bit secrets that identify a profile and resume a seat.
/// Only their SHA-256 (the profile key) is kept in rooms and the store.
enum Token {
    /// A new random token: 32 lowercase hex characters.
    static func generate() -> String {
        var rng = SystemRandomNumberGenerator()
        return hex((0..<16).map { _ in UInt8.random(in: 0...255, using: &rng) })
    }

    /// Checks a client-supplied token's shape (16–128 characters of A–Z, a–z, 0–9, `-`, `_`).
    static func isWellFormed(_ token: String) -> Bool {
        (16...128).contains(token.utf8.count) && token.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
        }
    }

    /// The profile key: lowercase hex SHA-256 of the token's UTF-8 bytes.
    static func profileKey(_ token: String) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        let bytes = Array(token.utf8)
        _ = SHA256(bytes, bytes.count, &digest)
        return hex(digest)
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for b in bytes { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 0xF)]) }
        return String(decoding: out, as: UTF8.self)
    }
}
