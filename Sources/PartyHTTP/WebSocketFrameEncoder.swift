/// Builds server-to-client WebSocket frames: unmasked and never fragmented.
public enum WebSocketFrameEncoder {
    /// The header for a final frame of `opcode` carrying `length` payload bytes.
    public static func header(_ opcode: WebSocketOpcode, length: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        appendHeader(opcode, length: length, to: &bytes)
        return bytes
    }

    /// Appends the header for a final frame of `opcode` carrying `length` payload bytes to
    /// `bytes`, in place: framing a fan-out's lines allocates no array per header.
    public static func appendHeader(_ opcode: WebSocketOpcode, length: Int, to bytes: inout [UInt8]) {
        bytes.append(0x80 | opcode.rawValue)
        switch length {
        case ..<126:
            bytes.append(UInt8(length))
        case ...0xFFFF:
            bytes.append(126)
            bytes.append(UInt8(length >> 8))
            bytes.append(UInt8(length & 0xFF))
        default:
            bytes.append(127)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: UInt64(length) >> UInt64(shift))) }
        }
    }

    /// A text frame carrying `payload` (UTF-8).
    public static func text(_ payload: some Collection<UInt8>) -> [UInt8] {
        header(.text, length: payload.count) + payload
    }

    /// A text frame around an already-encoded protocol line: its trailing `\n` (or `\r\n`)
    /// is left out and only a header is put in front, so an event encoded once per room is
    /// never re-encoded per WebSocket member.
    public static func textLine(_ line: [UInt8]) -> [UInt8] {
        var end = line.count
        if end > 0 && line[end - 1] == 0x0A { end -= 1 }
        if end > 0 && line[end - 1] == 0x0D { end -= 1 }
        var frame = header(.text, length: end)
        frame.reserveCapacity(frame.count + end)
        frame += line[..<end]
        return frame
    }

    /// One text frame per line of `lines` (encoded protocol lines, each ending with `\n`, as a
    /// connection's write buffer holds them): each line's bytes are copied once behind a
    /// header, never re-encoded. A last line without `\n` is framed as it is.
    public static func textLines(_ lines: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(lines.count + 16)
        var start = 0
        while start < lines.count {
            let end = lines[start...].firstIndex(of: 0x0A) ?? lines.count
            appendHeader(.text, length: end - start, to: &out)
            out.append(contentsOf: lines[start..<end])
            start = end + 1
        }
        return out
    }

    /// A ping carrying up to 125 bytes of `payload`.
    public static func ping(_ payload: [UInt8] = []) -> [UInt8] {
        header(.ping, length: min(payload.count, 125)) + payload.prefix(125)
    }

    /// A pong echoing a ping's `payload` (at most 125 bytes).
    public static func pong(_ payload: [UInt8]) -> [UInt8] {
        header(.pong, length: min(payload.count, 125)) + payload.prefix(125)
    }

    /// A close frame with `code` and `reason` (cut to 123 bytes on a character boundary);
    /// with a nil code, an empty close frame.
    public static func close(_ code: WebSocketCloseCode?, reason: String = "") -> [UInt8] {
        guard let code else { return header(.close, length: 0) }
        var text = Array(reason.utf8)
        while text.count > 123 { text = Array(String(decoding: text, as: UTF8.self).dropLast().utf8) }
        let payload = [UInt8(code.rawValue >> 8), UInt8(code.rawValue & 0xFF)] + text
        return header(.close, length: payload.count) + payload
    }

    /// A client-to-server frame: masked with `mask` (nil sends it unmasked), with the raw
    /// `opcode` and reserved bits `rsv` as given, so tests can build every malformed frame.
    public static func clientFrame(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, rsv: UInt8 = 0,
                                   mask: [UInt8]? = [0x37, 0xFA, 0x21, 0x3D]) -> [UInt8] {
        var bytes = header(.text, length: payload.count)
        bytes[0] = (fin ? 0x80 : 0) | (rsv & 0x7) << 4 | (opcode & 0x0F)
        guard let mask, mask.count == 4 else { return bytes + payload }
        bytes[1] |= 0x80
        return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset & 3] }
    }
}
