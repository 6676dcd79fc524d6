import PartyTLS

/// Puts a ``TLSEngine`` in a connection's byte path.
///
/// Confined to the connection's queue like the engine itself.
public final class TLSStreamSecurity: StreamSecurity {
    /// The engine doing the work.
    public let engine: TLSEngine

    /// Wraps an engine.
    public init(engine: TLSEngine) { self.engine = engine }

    /// A server-side layer for one accepted connection.
    public static func server(_ context: TLSContext) -> TLSStreamSecurity? {
        (try? TLSEngine(context: context, role: .server)).map(TLSStreamSecurity.init)
    }

    /// Starts the handshake (a client's ClientHello; nothing for a server).
    public func start() -> SecurityOutput {
        if case .server = engine.role { return SecurityOutput(established: false) }
        return convert(engine.startHandshake())
    }

    /// Feeds ciphertext from the network.
    public func receive(_ bytes: [UInt8]) -> SecurityOutput { convert(engine.receive(bytes)) }

    /// Encrypts application bytes.
    public func seal(_ plaintext: [UInt8]) -> Result<[UInt8], SecurityFailure> {
        engine.send(plaintext).mapError { SecurityFailure(reason: $0.description) }
    }

    /// close_notify.
    public func close() -> [UInt8] { engine.close() }

    private func convert(_ out: TLSOutput) -> SecurityOutput {
        switch out.state {
        case .handshaking: SecurityOutput(plaintext: out.plaintext, outgoing: out.outgoing, established: false)
        case .established: SecurityOutput(plaintext: out.plaintext, outgoing: out.outgoing, established: true)
        case .closed: SecurityOutput(plaintext: out.plaintext, outgoing: out.outgoing, established: engine.isEstablished, peerClosed: true)
        case let .failed(error):
            SecurityOutput(plaintext: out.plaintext, outgoing: out.outgoing, established: engine.isEstablished,
                           failure: SecurityFailure(reason: error.description))
        }
    }
}
