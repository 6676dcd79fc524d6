/// A parsed and validated HTTP/1.x request head.
public struct HTTPRequestHead: Equatable, Sendable {
    /// The method (`GET` or `HEAD` once validated).
    public var method: String
    /// The request target exactly as sent.
    public var target: String
    /// The percent-decoded, normalised path (always starts with `/`, no dot segments).
    public var path: String
    /// The query string after `?` (still encoded), if any.
    public var query: String?
    /// The minor version: 1 for HTTP/1.1, 0 for HTTP/1.0.
    public var minorVersion: Int
    /// The header fields.
    public var headers: HTTPHeaders

    /// Creates a head.
    public init(method: String, target: String, path: String, query: String?, minorVersion: Int, headers: HTTPHeaders) {
        self.method = method
        self.target = target
        self.path = path
        self.query = query
        self.minorVersion = minorVersion
        self.headers = headers
    }

    /// Whether the connection stays open after the response: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    public var keepAlive: Bool {
        let tokens = headers.tokens("Connection")
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

    /// The body's length from `Content-Length` (0 without one; the parser has checked it
    /// against the listener's ``HTTPRequestRules``).
    public var contentLength: Int {
        headers["Content-Length"].flatMap { Int($0.drop { $0 == "0" }.isEmpty ? "0" : String($0.drop { $0 == "0" })) } ?? 0
    }

    /// Whether this is a `HEAD` request (the response carries headers only).
    public var isHead: Bool { method == "HEAD" }
}
