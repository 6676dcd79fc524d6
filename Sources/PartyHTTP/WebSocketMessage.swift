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
