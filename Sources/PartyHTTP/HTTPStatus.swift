/// An HTTP status code with its reason phrase.
public struct HTTPStatus: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The three-digit code.
    public let code: Int
    /// The reason phrase sent on the status line.
    public let reason: String

    /// Creates a status.
    public init(_ code: Int, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `101 Switching Protocols`: the WebSocket handshake succeeded.
    public static let switchingProtocols = HTTPStatus(101, "Switching Protocols")
    /// `200 OK`.
    public static let ok = HTTPStatus(200, "OK")
    /// `303 See Other`: go to the `Location` (the console's `/` leads to `/admin`).
    public static let seeOther = HTTPStatus(303, "See Other")
    /// `304 Not Modified`: the client's cached copy (its `If-None-Match`) is current.
    public static let notModified = HTTPStatus(304, "Not Modified")
    /// `400 Bad Request`: malformed syntax, a bad path, a bad WebSocket handshake.
    public static let badRequest = HTTPStatus(400, "Bad Request")
    /// `401 Unauthorized`: the console's API needs a bearer token.
    public static let unauthorized = HTTPStatus(401, "Unauthorized")
    /// `403 Forbidden`: the WebSocket `Origin` is not allowed.
    public static let forbidden = HTTPStatus(403, "Forbidden")
    /// `404 Not Found`.
    public static let notFound = HTTPStatus(404, "Not Found")
    /// `405 Method Not Allowed`: only `GET` and `HEAD` are served.
    public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    /// `408 Request Timeout`: the request head did not arrive in time.
    public static let requestTimeout = HTTPStatus(408, "Request Timeout")
    /// `409 Conflict`: the request does not fit the server's state (a drain on a single server).
    public static let conflict = HTTPStatus(409, "Conflict")
    /// `413 Content Too Large`: a request carried a body; none is accepted.
    public static let contentTooLarge = HTTPStatus(413, "Content Too Large")
    /// `421 Misdirected Request`: the `Host` is a name this server does not serve (see ``HostAllowList``).
    public static let misdirectedRequest = HTTPStatus(421, "Misdirected Request")
    /// `426 Upgrade Required`: `/ws` was requested without a WebSocket upgrade.
    public static let upgradeRequired = HTTPStatus(426, "Upgrade Required")
    /// `429 Too Many Requests`: the client's address holds as many connections as one may.
    public static let tooManyRequests = HTTPStatus(429, "Too Many Requests")
    /// `431 Request Header Fields Too Large`: the head is over the limit.
    public static let headerFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    /// `503 Service Unavailable`: the server is at its connection limit.
    public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    /// `505 HTTP Version Not Supported`: only HTTP/1.0 and HTTP/1.1 are spoken.
    public static let versionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")

    /// `"404 Not Found"`.
    public var description: String { "\(code) \(reason)" }
}
