/// A secret server seed: 32 random bytes. Its SHA-256 (`commitment`) is published before
/// any result is drawn from it; the seed itself is revealed when it is retired.
public struct FairSeed: Sendable, Equatable, Codable {
    /// Length of a seed in bytes.
    public static let byteCount = 32

    /// The seed's bytes.
    public let bytes: [UInt8]

    /// A fresh seed from the OpenSSL CSPRNG (`RAND_bytes`).
    public static func random() -> FairSeed { FairSeed(bytes: Crypto.randomBytes(byteCount)) }

    /// A seed with the given bytes (tests, restore).
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// A seed from its hex form, or nil if `hex` is not 64 hex digits.
    public init?(hex: String) {
        guard let bytes = Crypto.bytes(fromHex: hex), bytes.count == Self.byteCount else { return nil }
        self.bytes = bytes
    }

    /// Lowercase hex of the seed (64 characters).
    public var hex: String { Crypto.hex(bytes) }

    /// SHA-256 of the seed bytes, lowercase hex (64 characters).
    public var commitment: String { Crypto.hex(Crypto.sha256(bytes)) }

    /// Encoded as its hex string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let seed = FairSeed(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a server seed is 64 hex digits"))
        }
        self = seed
    }

    /// Encodes the hex string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
