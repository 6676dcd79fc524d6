import PartyCore

/// The random words behind one randomizer result.
///
/// Word `i` (0, 1, 2, ...) comes from block `b = i / 4`:
/// `block = HMAC-SHA256(key: server seed bytes, message: UTF-8 of "<client_seed>:<nonce>:<b>")`,
/// and the word is the big-endian `UInt64` of `block[8 * (i % 4) ..< 8 * (i % 4) + 8]`.
/// Ranges are mapped with ``PartyCore/RandomSource/uniform(below:)`` (rejection sampling).
public struct FairStream: RandomSource, Sendable {
    private let key: [UInt8]
    private let clientSeed: String
    /// The result's nonce.
    public let nonce: Int
    private var wordIndex = 0
    private var block: [UInt8] = []

    /// A stream for one result.
    public init(serverSeed: FairSeed, clientSeed: String, nonce: Int) {
        self.key = serverSeed.bytes
        self.clientSeed = clientSeed
        self.nonce = nonce
    }

    /// How many words have been drawn so far.
    public var wordsDrawn: Int { wordIndex }

    /// The HMAC block `b` of this stream.
    public func block(_ b: Int) -> [UInt8] {
        Crypto.hmacSHA256(key: key, message: Array("\(clientSeed):\(nonce):\(b)".utf8))
    }

    /// The next 64-bit word.
    public mutating func next() -> UInt64 {
        let within = wordIndex % 4
        if within == 0 { block = block(wordIndex / 4) }
        var word: UInt64 = 0
        for byte in block[(8 * within)..<(8 * within + 8)] {
            word = word << 8 | UInt64(byte)
        }
        wordIndex += 1
        return word
    }
}
