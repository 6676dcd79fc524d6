/// A whole request: its head and, for a method that may carry one, its body (empty otherwise).
public struct HTTPRequest: Equatable, Sendable {
    /// The validated head.
    public var head: HTTPRequestHead
    /// The body, exactly `Content-Length` bytes.
    public var body: [UInt8]

    /// Creates a request.
    public init(head: HTTPRequestHead, body: [UInt8] = []) {
        self.head = head
        self.body = body
    }
}
