/// The host names an HTTP request's `Host` may carry: the defence against DNS rebinding, where
/// a page on `evil.example` re-points its own name at the server's address and then reads it
/// as "same origin". Such a request carries the attacker's name in `Host`; a name the server
/// does not serve is refused with `421 Misdirected Request`.
///
/// An IP address (`192.168.1.20`, `[::1]`) is always allowed: a rebinding page cannot make a
/// browser send an address as `Host`, and a phone on the LAN opens the server by its address.
/// Names match case-insensitively, without port and trailing dot; an entry starting with a dot
/// (`.example.org`) also allows every subdomain; `*` allows any name. A request without `Host`
/// (HTTP/1.0, not a browser) is allowed.
public struct HostAllowList: Sendable, Equatable {
    /// The allowed names, lowercased (`localhost`, `party.example.org`, `.example.org`, `*`).
    public private(set) var names: [String]

    /// Allows `names` (normalised: lowercased, port and trailing dot removed).
    public init(_ names: [String]) {
        var unique: [String] = []
        for name in names.map(Self.normalizedName) where !name.isEmpty && !unique.contains(name) {
            unique.append(name)
        }
        self.names = unique
    }

    /// Whether a request with this `Host` header value (or none) may be answered.
    public func allows(host header: String?) -> Bool {
        guard let header else { return true }
        let name = Self.normalizedName(header)
        if Self.isAddress(name) { return true }
        return names.contains { entry in
            entry == "*" || entry == name || (entry.hasPrefix(".") && (name.hasSuffix(entry) || name == entry.dropFirst()))
        }
    }

    /// The host of a `Host` value or a URL, lowercased, without port and trailing dot (an IPv6
    /// address keeps its brackets).
    static func normalizedName(_ text: String) -> String {
        var value = Substring(text.lowercased())
        for scheme in ["http://", "https://"] where value.hasPrefix(scheme) { value = value.dropFirst(scheme.count) }
        if let slash = value.firstIndex(of: "/") { value = value[..<slash] }
        if let at = value.lastIndex(of: "@") { value = value[value.index(after: at)...] }
        if value.hasPrefix("[") {
            if let close = value.firstIndex(of: "]") { return String(value[...close]) }
            return String(value)
        }
        if let colon = value.firstIndex(of: ":") { value = value[..<colon] }
        while value.hasSuffix(".") { value = value.dropLast() }
        return String(value)
    }

    /// Whether `name` is an IPv4 address in dotted form or a bracketed IPv6 address.
    static func isAddress(_ name: String) -> Bool {
        if name.hasPrefix("[") { return name.hasSuffix("]") }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit) && Int(part).map { $0 <= 255 } == true
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension HTTPResponse {
    /// `421 Misdirected Request` for a request whose `Host` names a host `options` does not
    /// allow; nil when it may be answered.
    public static func misdirected(_ head: HTTPRequestHead, options: HTTPServerOptions) -> HTTPResponse? {
        guard let list = options.allowedHosts else { return nil }
        let host = head.headers["Host"]
        guard !list.allows(host: host) else { return nil }
        return .text(.misdirectedRequest, "this server does not serve the host name \(HostAllowList.normalizedName(host ?? "")) (see --allowed-hosts)")
    }
}
