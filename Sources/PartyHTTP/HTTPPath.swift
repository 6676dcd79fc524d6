/// Turns a request target into a safe path: percent-decoded, no dot segments, no encoded
/// separators. Anything doubtful is refused rather than repaired, so no request can name a
/// file outside the served table.
public enum HTTPPath {
    /// Splits `target` (origin form, `/path?query`) into a normalised path and the raw query.
    /// Empty segments collapse (`//a` → `/a`); a trailing slash is kept.
    /// - Throws: ``HTTPRequestError/badPath(_:)`` for a target that does not start with `/`,
    ///   a dot segment (`.`/`..`, encoded or not), a bad `%` escape, an encoded `/` or `\`,
    ///   a backslash, a control character, or bytes that are not UTF-8.
    public static func normalize(_ target: String) throws(HTTPRequestError) -> (path: String, query: String?) {
        let bytes = Array(target.utf8)
        guard bytes.first == UInt8(ascii: "/") else { throw .badPath("target must start with /") }
        let queryStart = bytes.firstIndex(of: UInt8(ascii: "?"))
        let rawPath = bytes[..<(queryStart ?? bytes.endIndex)]
        let query = queryStart.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
        if bytes.contains(UInt8(ascii: "#")) { throw .badPath("fragment in target") }
        var segments: [String] = []
        for raw in rawPath.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let decoded = try decodeSegment(raw)
            if decoded == "." || decoded == ".." { throw .badPath("dot segment") }
            segments.append(decoded)
        }
        var path = "/" + segments.joined(separator: "/")
        if !segments.isEmpty && rawPath.last == UInt8(ascii: "/") { path += "/" }
        return (path, query)
    }

    private static func decodeSegment(_ raw: ArraySlice<UInt8>) throws(HTTPRequestError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = raw.startIndex
        while i < raw.endIndex {
            var byte = raw[i]
            if byte == UInt8(ascii: "%") {
                guard i + 2 < raw.endIndex, let hi = hexValue(raw[i + 1]), let lo = hexValue(raw[i + 2]) else {
                    throw .badPath("bad percent escape")
                }
                byte = hi << 4 | lo
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") { throw .badPath("encoded separator") }
                i += 3
            } else {
                i += 1
            }
            if byte == UInt8(ascii: "\\") { throw .badPath("backslash") }
            if byte < 0x20 || byte == 0x7F { throw .badPath("control character") }
            out.append(byte)
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw .badPath("not UTF-8") }
        return text
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
