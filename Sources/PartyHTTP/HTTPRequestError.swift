/// Why a request head was refused; each case has the status the server answers with.
/// After any of them the server answers and closes the connection.
public enum HTTPRequestError: Error, Equatable, Sendable {
    /// The head (request line and headers) is over the size or field-count limit → 431.
    case headTooLarge(limit: Int)
    /// The head is not valid HTTP/1.x syntax (the detail says where) → 400.
    case malformed(String)
    /// The path is not acceptable: a dot segment (`/../`, encoded or not), a bad percent
    /// escape, an encoded slash or backslash, a control character or invalid UTF-8 → 400.
    case badPath(String)
    /// The request announced a body (`Content-Length` above 0); none is accepted → 413.
    case bodyNotAllowed
    /// The request announced a body over the listener's limit (see ``HTTPRequestRules``) → 413.
    case bodyTooLarge(limit: Int)
    /// A method other than `GET` and `HEAD` → 405 (with `Allow: GET, HEAD`).
    case methodNotAllowed(String)
    /// An HTTP version other than 1.0 and 1.1 → 505.
    case versionNotSupported(String)
    /// A request (head, or body where one is accepted) did not arrive in time → 408.
    case timedOut

    /// The status this error is answered with.
    public var status: HTTPStatus {
        switch self {
        case .headTooLarge: .headerFieldsTooLarge
        case .malformed, .badPath: .badRequest
        case .bodyNotAllowed, .bodyTooLarge: .contentTooLarge
        case .methodNotAllowed: .methodNotAllowed
        case .versionNotSupported: .versionNotSupported
        case .timedOut: .requestTimeout
        }
    }

    /// A short human explanation, sent as the plain-text body.
    public var message: String {
        switch self {
        case let .headTooLarge(limit): "request head over \(limit) bytes"
        case let .malformed(detail): "malformed request: \(detail)"
        case let .badPath(detail): "bad path: \(detail)"
        case .bodyNotAllowed: "request bodies are not accepted"
        case let .bodyTooLarge(limit): "request body over \(limit) bytes"
        case let .methodNotAllowed(method): "method \(method) not allowed (GET, HEAD)"
        case let .versionNotSupported(version): "\(version) not supported (HTTP/1.1)"
        case .timedOut: "request not received in time"
        }
    }
}
