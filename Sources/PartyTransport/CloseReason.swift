/// Why a connection closed.
public enum CloseReason: Sendable, Equatable, CustomStringConvertible {
    /// The peer closed the socket.
    case peerClosed
    /// The application closed it (after flushing what was queued).
    case local
    /// The client did not read fast enough and its write buffer overflowed.
    case writeBufferOverflow
    /// A deadline (idle, TLS handshake) passed.
    case deadline(String)
    /// The TLS layer failed (bad handshake, plaintext on the TLS port...).
    case security(String)
    /// A socket error.
    case ioError(String)
    /// The server is stopping.
    case shutdown

    /// A short human description.
    public var description: String {
        switch self {
        case .peerClosed: "peer closed"
        case .local: "closed by server"
        case .writeBufferOverflow: "write buffer overflow"
        case let .deadline(what): "deadline: \(what)"
        case let .security(why): "tls: \(why)"
        case let .ioError(why): "io: \(why)"
        case .shutdown: "shutdown"
        }
    }
}
