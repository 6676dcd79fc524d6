/// The server side of the WebSocket opening handshake (RFC 6455 §4.2) for `/ws`.
public enum WebSocketHandshake {
    /// The subprotocol PartyLine speaks: one text message is one protocol frame.
    public static let subprotocol = "partyline.v1"
    private static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// The answer to an upgrade request.
    public enum Outcome: Equatable, Sendable {
        /// `101 Switching Protocols`: send it, then speak WebSocket.
        case accept(HTTPResponse)
        /// The refusal to send before closing the connection.
        case refuse(HTTPResponse)
    }

    /// `Sec-WebSocket-Accept` for a client's `Sec-WebSocket-Key`.
    public static func acceptValue(forKey key: String) -> String {
        Base64.encode(SHA1.digest(Array((key + guid).utf8)))
    }

    /// Checks an upgrade request and returns the `101 Switching Protocols` response, or the
    /// refusal to send before closing: 400 for a malformed handshake (not GET over HTTP/1.1,
    /// no `Upgrade: websocket` or `Connection: upgrade`, a bad key, subprotocols offered
    /// without `partyline.v1`), 426 for a version other than 13, 403 for a foreign `Origin`,
    /// 421 for a `Host` the server does not serve, 404 where WebSocket is off.
    public static func respond(to head: HTTPRequestHead, secure: Bool, options: HTTPServerOptions) -> Outcome {
        if let refusal = HTTPResponse.misdirected(head, options: options) { return .refuse(refusal) }
        guard options.acceptsWebSocket else { return .refuse(.text(.notFound, "not found: \(head.path)")) }
        guard head.method == "GET", head.minorVersion >= 1 else { return .refuse(.text(.badRequest, "WebSocket needs GET over HTTP/1.1")) }
        guard head.headers.tokens("Upgrade").contains("websocket") else { return .refuse(.text(.badRequest, "Upgrade must be websocket")) }
        guard head.headers.tokens("Connection").contains("upgrade") else { return .refuse(.text(.badRequest, "Connection must include Upgrade")) }
        guard head.headers.values("Sec-WebSocket-Version") == ["13"] else {
            var refusal = HTTPResponse.text(.upgradeRequired, "Sec-WebSocket-Version must be 13")
            refusal.headers.add("Sec-WebSocket-Version", "13")
            return .refuse(refusal)
        }
        let keys = head.headers.values("Sec-WebSocket-Key")
        guard keys.count == 1, let key = keys.first, Base64.decode(key)?.count == 16 else {
            return .refuse(.text(.badRequest, "Sec-WebSocket-Key must be 16 bytes in Base64"))
        }
        if let origin = head.headers["Origin"], !originAllowed(origin, head: head, secure: secure, options: options) {
            return .refuse(.text(.forbidden, "origin \(origin) is not allowed"))
        }
        let offered = head.headers.tokens("Sec-WebSocket-Protocol")
        if !offered.isEmpty && !offered.contains(subprotocol) {
            return .refuse(.text(.badRequest, "subprotocol must be \(subprotocol)"))
        }
        var response = HTTPResponse(status: .switchingProtocols)
        response.headers.add("Upgrade", "websocket")
        response.headers.add("Connection", "Upgrade")
        response.headers.add("Sec-WebSocket-Accept", acceptValue(forKey: key))
        if !offered.isEmpty { response.headers.add("Sec-WebSocket-Protocol", subprotocol) }
        response.headers.add("Server", options.serverName)
        return .accept(response)
    }

    /// Whether a browser page from `origin` may connect: it is the page's own origin (scheme and
    /// `Host`) or the public URL's, or it is in the allowed list (`*` allows any). The list adds
    /// to the server's own origins: it never locks out the server's own web client.
    static func originAllowed(_ origin: String, head: HTTPRequestHead, secure: Bool, options: HTTPServerOptions) -> Bool {
        let wanted = normalizedOrigin(origin)
        if let list = options.allowedOrigins, list.contains(where: { $0 == "*" || normalizedOrigin($0) == wanted }) {
            return true
        }
        var own: [String] = []
        if let host = head.headers["Host"] { own.append((secure ? "https://" : "http://") + host) }
        if let url = options.publicURL { own.append(url) }
        return own.contains { normalizedOrigin($0) == wanted }
    }

    /// An origin (or URL) reduced to lowercase `scheme://host[:port]`, default ports removed.
    static func normalizedOrigin(_ text: String) -> String {
        var value = text.lowercased()
        let schemeLength = value.hasPrefix("https://") ? 8 : value.hasPrefix("http://") ? 7 : 0
        if let slash = value.dropFirst(schemeLength).firstIndex(of: "/") { value = String(value[..<slash]) }
        if value.hasPrefix("http://") && value.hasSuffix(":80") { value = String(value.dropLast(3)) }
        if value.hasPrefix("https://") && value.hasSuffix(":443") { value = String(value.dropLast(4)) }
        return value
    }
}
