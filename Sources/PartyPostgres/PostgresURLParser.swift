import Foundation

/// Parsing and formatting of ``PostgresLocation`` URLs.
enum PostgresURLParser {
    private static let schemes = ["postgres://", "postgresql://"]

    static func parse(_ url: String) throws(PostgresLocationError) -> PostgresLocation {
        guard let scheme = schemes.first(where: { url.hasPrefix($0) }) else {
            throw PostgresLocationError("it must start with postgres:// or postgresql://")
        }
        var rest = Substring(url.dropFirst(scheme.count))
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        guard let slash = rest.firstIndex(of: "/") else { throw PostgresLocationError("the database name is missing") }
        let authority = rest[..<slash]
        let database = try decode(rest[rest.index(after: slash)...], "database name")
        guard !database.isEmpty else { throw PostgresLocationError("the database name is missing") }
        guard let at = authority.lastIndex(of: "@") else { throw PostgresLocationError("the user name is missing") }
        let (username, password) = try userInfo(authority[..<at])
        let (host, port) = try hostAndPort(authority[authority.index(after: at)...])
        let sslMode = try sslMode(query)
        return PostgresLocation(
            username: username, password: password, host: host, port: port, database: database, sslMode: sslMode)
    }

    static func format(_ location: PostgresLocation, includePassword: Bool) -> String {
        var text = "postgres://" + encode(location.username)
        if let password = location.password {
            text += ":" + (includePassword ? encode(password) : "***")
        }
        let host = location.host.contains(":") ? "[\(location.host)]" : encode(location.host)
        text += "@\(host):\(location.port)/\(encode(location.database))"
        if location.sslMode != .disable { text += "?sslmode=\(location.sslMode.rawValue)" }
        return text
    }

    private static func userInfo(_ text: Substring) throws(PostgresLocationError) -> (String, String?) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let username = try decode(parts[0], "user name")
        guard !username.isEmpty else { throw PostgresLocationError("the user name is missing") }
        let password = parts.count > 1 ? try decode(parts[1], "password") : nil
        return (username, password)
    }

    private static func hostAndPort(_ text: Substring) throws(PostgresLocationError) -> (String, Int) {
        var hostPart = text
        var portPart: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw PostgresLocationError("unclosed [ in the host") }
            hostPart = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw PostgresLocationError("unexpected text after the host") }
                portPart = after.dropFirst()
            }
        } else if let colon = text.lastIndex(of: ":") {
            hostPart = text[..<colon]
            portPart = text[text.index(after: colon)...]
        }
        let host = try decode(hostPart, "host")
        guard !host.isEmpty else { throw PostgresLocationError("the host is missing") }
        guard let portPart else { return (host, 5432) }
        guard let port = Int(portPart), (1...65_535).contains(port) else {
            throw PostgresLocationError("the port \"\(portPart)\" is not a number from 1 to 65535")
        }
        return (host, port)
    }

    private static func sslMode(_ query: Substring?) throws(PostgresLocationError) -> PostgresLocation.SSLMode {
        guard let query, !query.isEmpty else { return .disable }
        var mode = PostgresLocation.SSLMode.disable
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0] == "sslmode" else {
                throw PostgresLocationError("unknown parameter \"\(parts[0])\" (only sslmode is supported)")
            }
            let value = parts.count > 1 ? String(parts[1]) : ""
            guard let parsed = PostgresLocation.SSLMode(rawValue: value) else {
                throw PostgresLocationError("sslmode \"\(value)\" is not one of disable, prefer, require")
            }
            mode = parsed
        }
        return mode
    }

    private static func decode(_ text: Substring, _ what: String) throws(PostgresLocationError) -> String {
        guard let decoded = String(text).removingPercentEncoding else {
            throw PostgresLocationError("the \(what) has an invalid %-escape")
        }
        return decoded
    }

    /// RFC 3986 unreserved characters: ASCII letters and digits and `-._~`.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
