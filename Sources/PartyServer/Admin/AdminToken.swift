import Foundation
import PartyFair

/// The operator console's bearer token (`--admin-token-file`, `PARTYLINE_ADMIN_TOKEN`, or made at
/// start). It never shows itself: `description` is a placeholder, so a token that slips into a
/// log line or an interpolation prints nothing secret. Only ``revealed`` gives the text, for
/// the one line partyd prints when it made the token itself.
public struct AdminToken: Sendable, CustomStringConvertible {
    /// SHA-256 of the token: what a presented token is compared with.
    private let digest: [UInt8]
    private let text: String

    /// The fewest characters a configured token may have.
    public static let minimumLength = 16
    /// The most characters a configured token may have.
    public static let maximumLength = 512

    /// A token from configured text (a file's contents, an environment variable): surrounding
    /// whitespace is dropped; nil when what is left is shorter than ``minimumLength``, longer than
    /// ``maximumLength``, or has whitespace or control characters inside (an `Authorization`
    /// header could not carry it).
    public init?(_ configured: String) {
        let trimmed = configured.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (Self.minimumLength...Self.maximumLength).contains(trimmed.utf8.count),
              trimmed.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        text = trimmed
        digest = Crypto.sha256(Array(trimmed.utf8))
    }

    /// A new random token: 32 bytes from OpenSSL's CSPRNG as 64 hex characters.
    public static func generate() -> AdminToken {
        AdminToken(Crypto.hex(Crypto.randomBytes(32)))!
    }

    /// Whether `presented` is this token. Both sides are hashed first and the digests compared
    /// in time that depends on neither where they differ nor the presented length.
    public func matches(_ presented: String) -> Bool {
        let other = Crypto.sha256(Array(presented.utf8))
        return zip(digest, other).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The token's text, for the single line that shows a token partyd made (and for a client
    /// sending it). Never log it.
    public var revealed: String { text }

    /// A placeholder: the token never prints.
    public var description: String { "<admin token>" }
}
