/// The frame types of RFC 6455 §5.2; every other opcode is reserved and fails the connection.
public enum WebSocketOpcode: UInt8, Sendable {
    /// A later fragment of a text or binary message.
    case continuation = 0x0
    /// The first (or only) frame of a UTF-8 text message.
    case text = 0x1
    /// The first (or only) frame of a binary message.
    case binary = 0x2
    /// Starts or answers the closing handshake.
    case close = 0x8
    /// Asks the peer for a pong.
    case ping = 0x9
    /// Answers a ping (or an unsolicited heartbeat).
    case pong = 0xA

    /// Whether this is a control frame (close, ping, pong): at most 125 bytes, never fragmented.
    public var isControl: Bool { rawValue & 0x8 != 0 }
}
