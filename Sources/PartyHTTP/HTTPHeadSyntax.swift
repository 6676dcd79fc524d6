/// The grammar of one complete request head (RFC 9112), applied strictly.
enum HTTPHeadSyntax {
    /// Parses and validates `head` (ending with its blank line).
    static func parse(_ head: ArraySlice<UInt8>, maxHeaderCount: Int, rules: HTTPRequestRules = .readOnly) throws(HTTPRequestError) -> HTTPRequestHead {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = head.startIndex
        for i in head.indices where head[i] == 0x0A {
            var line = head[lineStart..<i]
            if line.last == 0x0D { line = line.dropLast() }
            if line.contains(0x0D) { throw .malformed("bare CR") }
            lines.append(line)
            lineStart = i + 1
        }
        guard let requestLine = lines.first, lines.last?.isEmpty == true else { throw .malformed("no request line") }
        let fieldLines = lines.dropFirst().dropLast()
        if fieldLines.count > maxHeaderCount { throw .headTooLarge(limit: maxHeaderCount) }

        let (method, target, minor) = try parseRequestLine(requestLine)
        var headers = HTTPHeaders()
        for line in fieldLines {
            let (name, value) = try parseField(line)
            headers.add(name, value)
        }
        return try validate(HTTPRequestHead(method: method, target: target, path: "/", query: nil,
                                            minorVersion: minor, headers: headers), rules: rules)
    }

    private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> (String, String, Int) {
        let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformed("request line must be METHOD SP TARGET SP VERSION") }
        guard !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else { throw .malformed("bad method") }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { throw .malformed("bad request target") }
        let version = String(decoding: parts[2], as: UTF8.self)
        let minor: Int
        switch version {
        case "HTTP/1.1": minor = 1
        case "HTTP/1.0": minor = 0
        default:
            let shape = Array(version.utf8)
            let isVersion = shape.count == 8 && version.hasPrefix("HTTP/") && shape[6] == UInt8(ascii: ".")
                && isDigit(shape[5]) && isDigit(shape[7])
            throw isVersion ? .versionNotSupported(version) : .malformed("bad HTTP version")
        }
        return (String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), minor)
    }

    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPRequestError) -> (String, String) {
        if line.first == 0x20 || line.first == 0x09 { throw .malformed("obsolete line folding") }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .malformed("header line without colon") }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { throw .malformed("bad header name") }
        let value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { throw .malformed("control character in header value") }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self).trimmingOWS())
    }

    private static func validate(_ head: HTTPRequestHead, rules: HTTPRequestRules) throws(HTTPRequestError) -> HTTPRequestHead {
        var head = head
        let hosts = head.headers.values("Host")
        if head.minorVersion >= 1 && hosts.count != 1 { throw .malformed("HTTP/1.1 needs exactly one Host") }
        if hosts.count > 1 { throw .malformed("more than one Host") }
        if let host = hosts.first, !HTTPHost.isValid(host) { throw .malformed("bad Host") }
        if !head.headers.values("Transfer-Encoding").isEmpty { throw .malformed("Transfer-Encoding is not accepted") }
        let lengths = Set(head.headers.tokens("Content-Length"))
        if lengths.count > 1 { throw .malformed("conflicting Content-Length") }
        let readOnly = head.method == "GET" || head.method == "HEAD"
        if let length = lengths.first {
            guard !length.isEmpty, length.utf8.allSatisfy(isDigit) else { throw .malformed("bad Content-Length") }
            if length.utf8.contains(where: { $0 != UInt8(ascii: "0") }) {
                guard rules.methods.contains(head.method) else { throw readOnly ? .bodyNotAllowed : .methodNotAllowed(head.method) }
                guard !readOnly, rules.maxBodyBytes > 0 else { throw .bodyNotAllowed }
                // More digits than any limit has: too large, whatever the number is.
                let digits = length.drop { $0 == "0" }
                guard digits.count <= 9, let bytes = Int(digits), bytes <= rules.maxBodyBytes else {
                    throw .bodyTooLarge(limit: rules.maxBodyBytes)
                }
            }
        }
        guard rules.methods.contains(head.method) else { throw .methodNotAllowed(head.method) }
        (head.path, head.query) = try HTTPPath.normalize(head.target)
        return head
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    /// RFC 9110 `tchar`.
    static func isTokenByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(c)
        }
    }
}
