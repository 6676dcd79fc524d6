/// A WebSocket close status code (RFC 6455 §7.4).
public struct WebSocketCloseCode: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric code.
    public let rawValue: UInt16

    /// Creates a code.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// 1000: the purpose of the connection is fulfilled.
    public static let normal = WebSocketCloseCode(rawValue: 1000)
    /// 1001: the server is shutting down (after its `server_shutting_down` error message).
    public static let goingAway = WebSocketCloseCode(rawValue: 1001)
    /// 1002: a protocol error: an unmasked client frame, reserved bits or opcodes, a bad
    /// control frame, a stray continuation.
    public static let protocolError = WebSocketCloseCode(rawValue: 1002)
    /// 1003: a binary message; PartyLine speaks text (JSON) only.
    public static let unsupportedData = WebSocketCloseCode(rawValue: 1003)
    /// 1007: a text message (or close reason) that is not valid UTF-8.
    public static let invalidPayload = WebSocketCloseCode(rawValue: 1007)
    /// 1008: a policy violation (a dead peer that never answered pings).
    public static let policyViolation = WebSocketCloseCode(rawValue: 1008)
    /// 1009: a message over the frame limit (`--max-frame-bytes`).
    public static let messageTooBig = WebSocketCloseCode(rawValue: 1009)
    /// 1011: the server hit an unexpected condition (its write buffer for the peer overflowed).
    public static let internalError = WebSocketCloseCode(rawValue: 1011)

    /// Whether a peer may send this code in a close frame: 1000–1003, 1007–1011 and the
    /// registered/private ranges 3000–4999 (1004–1006 and 1015 are never sent on the wire).
    public var isValidOnWire: Bool {
        switch rawValue {
        case 1000...1003, 1007...1011, 3000...4999: true
        default: false
        }
    }

    /// The number.
    public var description: String { String(rawValue) }
}
