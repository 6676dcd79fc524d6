/// Where a `TLSEngine` stands after a step.
public enum TLSState: Sendable, Equatable {
    /// The handshake is still in progress: feed more bytes from the peer.
    case handshaking
    /// The handshake completed; application data flows both ways.
    case established
    /// The connection ended cleanly: the peer sent close_notify, or `close()` was called.
    case closed
    /// The connection failed and must be dropped (after sending `outgoing`, which may hold an alert).
    case failed(TLSError)
}

/// The result of one engine step: decrypted bytes for the application, ciphertext for the peer,
/// and the resulting state.
public struct TLSOutput: Sendable, Equatable {
    /// Decrypted application data, in order (every record that could be decrypted).
    public var plaintext: [UInt8]
    /// Ciphertext to write to the peer (handshake messages, records, alerts, close_notify).
    public var outgoing: [UInt8]
    /// The engine's state after this step.
    public var state: TLSState

    /// Creates an output value.
    public init(plaintext: [UInt8] = [], outgoing: [UInt8] = [], state: TLSState) {
        self.plaintext = plaintext
        self.outgoing = outgoing
        self.state = state
    }
}
