import PartyCore
@testable import PartyHTTP

/// Splits `bytes` at random points chosen by `rng` (chunks of 1–17 bytes).
func randomSplits(_ bytes: [UInt8], using rng: inout SplitMix64) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var i = 0
    while i < bytes.count {
        let n = 1 + rng.uniform(below: min(17, bytes.count - i))
        chunks.append(Array(bytes[i..<(i + n)]))
        i += n
    }
    return chunks
}

/// The three ways every decoder test feeds a stream: all at once, a byte at a time, and
/// random splits from a few fixed seeds.
func splitsOf(_ bytes: [UInt8]) -> [[[UInt8]]] {
    var all: [[[UInt8]]] = [[bytes], bytes.map { [$0] }]
    for seed: UInt64 in [1, 2, 3, 42, 0xDEAD_BEEF] {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<10 { all.append(randomSplits(bytes, using: &rng)) }
    }
    return all
}

/// A client frame as a browser sends it: masked with `key`, `fin` and `rsv` as given.
func clientFrame(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true,
                 rsv: UInt8 = 0, key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]) -> [UInt8] {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | rsv << 4 | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    switch payload.count {
    case ..<126: bytes.append(maskBit | UInt8(payload.count))
    case ...0xFFFF: bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default:
        bytes.append(maskBit | 127)
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: payload.count >> shift)) }
    }
    guard masked else { return bytes + payload }
    bytes += key
    return bytes + payload.enumerated().map { $0.element ^ key[$0.offset & 3] }
}

/// A text frame from the client.
func clientText(_ text: String, fin: Bool = true) -> [UInt8] { clientFrame(0x1, Array(text.utf8), fin: fin) }

/// The bytes of `text`.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// The text of `bytes`.
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// Splits unmasked server frames: (opcode, payload) pairs.
func serverFrames(_ bytes: [UInt8]) -> [(opcode: UInt8, payload: [UInt8])] {
    var frames: [(opcode: UInt8, payload: [UInt8])] = []
    var i = 0
    while i + 2 <= bytes.count {
        var length = Int(bytes[i + 1] & 0x7F)
        var at = i + 2
        if length == 126 { length = Int(bytes[at]) << 8 | Int(bytes[at + 1]); at += 2 }
        else if length == 127 { length = (0..<8).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }; at += 8 }
        frames.append((bytes[i] & 0x0F, Array(bytes[at..<(at + length)])))
        i = at + length
    }
    return frames
}
