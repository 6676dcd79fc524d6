/// The `Host` header's grammar: a name or IPv4 address or bracketed IPv6 address, and an
/// optional port. A valid host holds no character that could break out of a header or URL,
/// so it can be echoed into the page's `Content-Security-Policy` and join links.
public enum HTTPHost {
    /// Whether `host` is `name[:port]` or `[v6]:port` with only the allowed characters.
    public static func isValid(_ host: String) -> Bool {
        let bytes = Array(host.utf8)
        guard !bytes.isEmpty, bytes.count <= 255 else { return false }
        var name = bytes[...]
        var port: ArraySlice<UInt8> = []
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let inner = bytes[1..<close]
            guard !inner.isEmpty, inner.allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }) else { return false }
            let rest = bytes[(close + 1)...]
            if !rest.isEmpty {
                guard rest.first == UInt8(ascii: ":") else { return false }
                port = rest.dropFirst()
                guard !port.isEmpty else { return false }
            }
            name = []
        } else if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
            name = bytes[..<colon]
            port = bytes[(colon + 1)...]
            guard !port.isEmpty else { return false }
        }
        guard port.count <= 5, port.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        return name.allSatisfy { c in
            isHexDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "_")
        } && (bytes.first == UInt8(ascii: "[") || !name.isEmpty)
    }

    private static func isHexDigit(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
            || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }
}
