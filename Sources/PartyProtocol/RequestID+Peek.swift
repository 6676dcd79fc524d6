extension RequestID {
    /// The top-level `"id"` of a JSON object line, found by one linear scan without parsing
    /// the line: a request refused before it is parsed (over the rate limit) can still be
    /// answered with its `re`. Nil when there is none, or it is not a plain integer or a
    /// string without escapes.
    public static func peek(in frame: some Collection<UInt8>) -> RequestID? {
        var depth = 0
        var inString = false
        var escaped = false
        var stringStart: Int?
        var lastString: (start: Int, end: Int)?
        var expectingKey = false
        let bytes = Array(frame)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") {
                    inString = false
                    if let start = stringStart { lastString = (start, i) }
                }
                i += 1
                continue
            }
            switch b {
            case UInt8(ascii: "\""):
                inString = true
                stringStart = (depth == 1 && expectingKey) ? i + 1 : nil
                lastString = nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectingKey = depth == 1 && b == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                expectingKey = depth == 1
            case UInt8(ascii: ":"):
                if depth == 1, let key = lastString, bytes[key.start..<key.end].elementsEqual("id".utf8) {
                    return value(in: bytes, from: i + 1)
                }
                expectingKey = false
                lastString = nil
            default:
                break
            }
            i += 1
        }
        return nil
    }

    private static func value(in bytes: [UInt8], from start: Int) -> RequestID? {
        var i = start
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < bytes.count else { return nil }
        if bytes[i] == UInt8(ascii: "\"") {
            guard let end = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "\"")),
                  !bytes[(i + 1)..<end].contains(UInt8(ascii: "\\")) else { return nil }
            return String(validating: bytes[(i + 1)..<end], as: UTF8.self).map { .string($0) }
        }
        var end = i
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        if end < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[end]) { return nil }
        return Int(String(decoding: bytes[i..<end], as: UTF8.self)).map { .int($0) }
    }
}
