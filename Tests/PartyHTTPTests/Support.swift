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

/// A client frame as a browser sends it: masked, `fin` and `rsv` as given.
func clientFrame(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true, rsv: UInt8 = 0) -> [UInt8] {
    WebSocketFrameEncoder.clientFrame(opcode, payload, fin: fin, rsv: rsv, mask: masked ? [0x37, 0xFA, 0x21, 0x3D] : nil)
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
