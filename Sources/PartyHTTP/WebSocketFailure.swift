/// Why the server fails a WebSocket connection: the close code it sends, and a short reason
/// for the close frame and the log.
public struct WebSocketFailure: Error, Equatable, Sendable {
    /// The close code sent to the peer.
    public let code: WebSocketCloseCode
    /// A short human reason (at most 123 bytes on the wire).
    public let reason: String

    /// Creates a failure.
    public init(_ code: WebSocketCloseCode, _ reason: String) {
        self.code = code
        self.reason = reason
    }
}
