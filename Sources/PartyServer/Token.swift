import PartyFair

/// Player tokens: 128-bit secrets that identify a profile and resume a seat.
/// Only their SHA-256 (the profile key) is kept in rooms and the store.
enum Token {
    /// A new random token from OpenSSL's CSPRNG: 32 lowercase hex characters.
    static func generate() -> String { Crypto.hex(Crypto.randomBytes(16)) }

    /// Checks a client-supplied token's shape (16–128 characters of A–Z, a–z, 0–9, `-`, `_`).
    static func isWellFormed(_ token: String) -> Bool {
        (16...128).contains(token.utf8.count) && token.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
        }
    }

    /// The profile key: lowercase hex SHA-256 of the token's UTF-8 bytes.
    static func profileKey(_ token: String) -> String { Crypto.hex(Crypto.sha256(Array(token.utf8))) }
}
