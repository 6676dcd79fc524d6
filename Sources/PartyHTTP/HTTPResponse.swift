/// A response to serialise: status, header fields and body.
public struct HTTPResponse: Equatable, Sendable {
    /// The status.
    public var status: HTTPStatus
    /// Header fields; `Content-Length` is added by ``serialized(headOnly:)``.
    public var headers: HTTPHeaders
    /// The body (sent unless the request was `HEAD`).
    public var body: [UInt8]

    /// Creates a response.
    public init(status: HTTPStatus, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text response (errors), `Cache-Control: no-store`.
    public static func text(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", "text/plain; charset=utf-8")
        headers.add("Cache-Control", "no-store")
        return HTTPResponse(status: status, headers: headers, body: Array((message + "\n").utf8))
    }

    /// The bytes on the wire: status line, fields, `Content-Length` (except for 1xx and 304)
    /// and, unless `headOnly`, the body.
    public func serialized(headOnly: Bool = false) -> [UInt8] {
        var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for field in headers.fields { text += "\(field.name): \(field.value)\r\n" }
        let bodyless = status.code < 200 || status.code == 304
        if !bodyless { text += "Content-Length: \(body.count)\r\n" }
        text += "\r\n"
        var bytes = Array(text.utf8)
        if !headOnly && !bodyless { bytes += body }
        return bytes
    }
}
