/// Message framing between the application's lines and the byte stream, such as WebSocket:
/// what TLS is to bytes, this is to frames. Installed on a connection with
/// ``Connection/setFraming(_:)``; called on the connection's queue only.
public protocol StreamFraming: AnyObject {
    /// Turns application bytes (whole protocol lines, as `send` queued them) into wire frames.
    func frame(_ bytes: [UInt8]) -> [UInt8]
    /// The bytes that end the framing when the connection closes with `reason` after flushing
    /// (a WebSocket close frame); empty when the closing handshake already happened.
    func close(_ reason: CloseReason) -> [UInt8]
}
