import PartyCore
@testable import PartyHTTP
import PartyTestSupport

extension WebSocketFrameDecoder: ByteStreamDecoder {}
extension HTTPHeadParser: ByteStreamDecoder {}

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
