/// Where the console listens, from `--url http://HOST:PORT`: the console's port speaks plain
/// HTTP (keep it on loopback or a private network; put TLS in front of it if it must travel).
public struct ConsoleURL: Sendable, Equatable {
    /// The host name or address.
    public var host: String
    /// The port.
    public var port: Int

    /// Why a URL was refused.
    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    /// Parses `http://HOST[:PORT][/...]` (`[::1]` for IPv6); the port defaults to 80.
    public init(_ text: String) throws(Invalid) {
        guard text.hasPrefix("http://") else {
            throw Invalid(description: text.hasPrefix("https://")
                          ? "--url: the console's port speaks plain HTTP (http://HOST:PORT); reach a remote one through an SSH tunnel or your TLS proxy's http:// address"
                          : "--url must look like http://127.0.0.1:PORT")
        }
        let authority = text.dropFirst("http://".count).prefix { $0 != "/" && $0 != "?" }
        var host = Substring(authority)
        var port = 80
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { throw Invalid(description: "--url: unclosed [ in the host") }
            let rest = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let p = Int(rest.dropFirst()) else { throw Invalid(description: "--url: bad port") }
                port = p
            }
        } else if let colon = host.lastIndex(of: ":") {
            guard let p = Int(host[host.index(after: colon)...]) else { throw Invalid(description: "--url: bad port") }
            port = p
            host = host[..<colon]
        }
        guard !host.isEmpty else { throw Invalid(description: "--url: no host") }
        guard (1...65535).contains(port) else { throw Invalid(description: "--url: the port must be 1–65535") }
        self.host = String(host)
        self.port = port
    }

    /// The `Host` header's value.
    public var hostHeader: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return port == 80 ? name : "\(name):\(port)"
    }
}
