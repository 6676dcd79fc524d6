/// One complete thing a WebSocket peer sent: a reassembled data message or a control frame.
public enum WebSocketMessage: Equatable, Sendable {
    /// A text message (valid UTF-8, reassembled from its fragments).
    case text([UInt8])
    /// A binary message (only when the decoder accepts binary).
    case binary([UInt8])
    /// A ping with its application data (to be echoed in a pong).
    case ping([UInt8])
    /// A pong.
    case pong([UInt8])
    /// The peer's close frame: its code (nil when the frame had no payload) and reason.
    case close(code: WebSocketCloseCode?, reason: String)
}

extension WebSocketMessage {
    /// Whether the frame draws on the connection's ``FrameBudget``: pings, pongs and empty (or
    /// all-whitespace) messages; a message with content is a request, charged by the session.
    /// A close frame never does: it ends the connection.
    public var costsFrameBudget: Bool {
        switch self {
        case .ping, .pong: true
        case let .text(bytes), let .binary(bytes):
            bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        case .close: false
        }
    }
}
