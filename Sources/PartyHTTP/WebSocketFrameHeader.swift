/// The fixed part of one client frame: flags, opcode, length and masking key.
struct WebSocketFrameHeader: Sendable {
    /// Whether this is the final fragment.
    let fin: Bool
    /// The frame type.
    let opcode: WebSocketOpcode
    /// The payload length.
    let payloadLength: Int
    /// The masking key (clients always mask).
    let mask: (UInt8, UInt8, UInt8, UInt8)
    /// Bytes before the payload.
    let headerLength: Int

    /// The header at the start of `bytes`, nil while incomplete. Checks that can be made from
    /// the first two bytes (reserved bits and opcodes, the mask bit) fail before the rest arrives.
    static func parse(_ bytes: ArraySlice<UInt8>) throws(WebSocketFailure) -> WebSocketFrameHeader? {
        guard bytes.count >= 2 else { return nil }
        let b0 = bytes[bytes.startIndex], b1 = bytes[bytes.startIndex + 1]
        if b0 & 0x70 != 0 { throw WebSocketFailure(.protocolError, "reserved bits set") }
        guard let opcode = WebSocketOpcode(rawValue: b0 & 0x0F) else {
            throw WebSocketFailure(.protocolError, "reserved opcode \(b0 & 0x0F)")
        }
        if b1 & 0x80 == 0 { throw WebSocketFailure(.protocolError, "client frames must be masked") }
        let short = Int(b1 & 0x7F)
        if opcode.isControl && short > 125 { throw WebSocketFailure(.protocolError, "control frame over 125 bytes") }
        let lengthBytes = short == 126 ? 2 : short == 127 ? 8 : 0
        let headerLength = 2 + lengthBytes + 4
        guard bytes.count >= headerLength else { return nil }
        var length = UInt64(short)
        if lengthBytes > 0 {
            length = 0
            for i in 0..<lengthBytes { length = length << 8 | UInt64(bytes[bytes.startIndex + 2 + i]) }
            if length >> 63 != 0 { throw WebSocketFailure(.protocolError, "payload length has its top bit set") }
        }
        let m = bytes.startIndex + 2 + lengthBytes
        return WebSocketFrameHeader(fin: b0 & 0x80 != 0, opcode: opcode,
                                    payloadLength: Int(clamping: length),
                                    mask: (bytes[m], bytes[m + 1], bytes[m + 2], bytes[m + 3]),
                                    headerLength: headerLength)
    }

    /// XORs `payload` with the masking key, in place; `from` is the offset of `payload[0]`
    /// within the frame's payload (for a part that arrived early).
    func unmask(_ payload: inout [UInt8], from offset: Int = 0) {
        let key = [mask.0, mask.1, mask.2, mask.3]
        for i in payload.indices { payload[i] ^= key[(i + offset) & 3] }
    }
}
