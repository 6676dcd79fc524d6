/// Standard Base64 (RFC 4648 §4, with padding), for WebSocket keys and embedded files.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = UInt8(i) }
        return table
    }()

    /// The Base64 text of `bytes`.
    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var it = bytes.makeIterator()
        while let a = it.next() {
            let b = it.next()
            let c = it.next()
            let n = UInt32(a) << 16 | UInt32(b ?? 0) << 8 | UInt32(c ?? 0)
            out.append(alphabet[Int(n >> 18 & 63)])
            out.append(alphabet[Int(n >> 12 & 63)])
            out.append(b == nil ? UInt8(ascii: "=") : alphabet[Int(n >> 6 & 63)])
            out.append(c == nil ? UInt8(ascii: "=") : alphabet[Int(n & 63)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of Base64 `text`, or nil if it is not canonical padded Base64.
    /// Line breaks and spaces are skipped when `ignoringWhitespace` is set (embedded files).
    public static func decode(_ text: String, ignoringWhitespace: Bool = false) -> [UInt8]? {
        var chars = Array(text.utf8)
        if ignoringWhitespace { chars.removeAll { $0 == 0x0A || $0 == 0x0D || $0 == 0x20 } }
        guard chars.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 4 * 3)
        var i = 0
        while i < chars.count {
            let isLast = i + 4 == chars.count
            let pad = isLast ? chars[(i + 2)...].filter { $0 == UInt8(ascii: "=") }.count : 0
            if isLast && pad == 1 && chars[i + 3] != UInt8(ascii: "=") { return nil }
            var n: UInt32 = 0
            for j in 0..<4 {
                let c = chars[i + j]
                if j >= 4 - pad { n <<= 6; continue }
                let v = values[Int(c)]
                guard v != 0xFF else { return nil }
                n = n << 6 | UInt32(v)
            }
            out.append(UInt8(n >> 16 & 0xFF))
            if pad < 2 { out.append(UInt8(n >> 8 & 0xFF)) }
            if pad < 1 { out.append(UInt8(n & 0xFF)) }
            // Canonical: the bits dropped by padding must be zero.
            if (pad == 1 && n & 0xFF != 0) || (pad == 2 && n & 0xFFFF != 0) { return nil }
            i += 4
        }
        return out
    }
}
