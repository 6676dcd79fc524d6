import Dispatch
import Glibc
import Logging
import PartyStore
import PartyTLS
import PartyTransport
import Synchronization

/// The PartyLine server: listeners, sessions and rooms. `partyd` is a thin shell over this;
/// tests start one on `127.0.0.1:0` and read ``port``.
public final class GameServer: Sendable {
    /// The configuration it runs with.
    public let config: ServerConfig
    let context: ServerContext
    private let listeners = Mutex<[Listener]>([])
    private let stopped = Mutex(false)

    /// Creates a server over `store` (in memory unless given); nothing is bound until ``start()``.
    public init(config: ServerConfig, logger: Logger = Logger(label: "partyd"), clock: ServerClock = .system,
                store: PartyStore = MemoryStore()) {
        self.config = config
        self.context = ServerContext(config: config, clock: clock, logger: logger, store: store)
    }

    /// The store the server writes to.
    public var store: PartyStore { context.store }

    private let tlsListener = Mutex<Listener?>(nil)

    /// The bound plain TCP port.
    public var port: Int { listeners.withLock { $0.first?.port ?? 0 } }

    /// The bound TLS port, when TLS is configured.
    public var tlsPort: Int? { tlsListener.withLock { $0?.port } }

    /// Binds the listeners and starts accepting.
    public func start() throws {
        let plain = try Listener(host: config.host, port: config.port,
                                 options: .init(maxWriteBufferBytes: config.writeBufferBytes))
        plain.start { [context] connection in Self.accept(connection, context: context) }
        listeners.withLock { $0.append(plain) }
        context.logger.info("listening", metadata: ["net.host": "\(config.host)", "net.port": "\(plain.port)", "net.tls": "false"])
        if let source = config.tls { try startTLS(source) }
    }

    private func startTLS(_ source: ServerConfig.TLSSource) throws {
        let tlsContext: TLSContext
        switch source {
        case let .files(certificate, key):
            tlsContext = try TLSContext.server(certificateFile: certificate, keyFile: key)
        case .selfSigned:
            let identity = try TLSContext.selfSigned(hosts: ["localhost", "127.0.0.1"])
            tlsContext = identity.context
            context.logger.notice("self-signed TLS certificate for localhost (development only)",
                                  metadata: ["tls.sha256": "\(identity.sha256Fingerprint)"])
        }
        let listener = try Listener(host: config.host, port: config.tlsPort, options: .init(
            maxWriteBufferBytes: config.writeBufferBytes,
            makeSecurity: { TLSStreamSecurity.server(tlsContext) }
        ))
        listener.start { [context] connection in Self.accept(connection, context: context) }
        tlsListener.withLock { $0 = listener }
        listeners.withLock { $0.append(listener) }
        context.logger.info("listening", metadata: ["net.host": "\(config.host)", "net.port": "\(listener.port)", "net.tls": "true"])
    }

    /// Stops accepting, tells every client `server_shutting_down`, and waits (up to `timeout`)
    /// for their queues to flush. Safe to call more than once.
    public func shutdown(timeout: DispatchTimeInterval = .seconds(2)) {
        let first = stopped.withLock { s in defer { s = true }; return !s }
        guard first else { return }
        context.logger.info("shutting down", metadata: ["server.sessions": "\(context.liveSessions.count)"])
        for listener in listeners.withLock({ $0 }) { listener.stop() }
        for session in context.liveSessions { session.shutDown() }
        let deadline = DispatchTime.now() + timeout
        while !context.liveSessions.isEmpty && DispatchTime.now() < deadline { usleep(10_000) }
    }

    /// Runs until SIGINT or SIGTERM, then shuts down gracefully and exits the process with 0.
    public func runUntilSignalled() -> Never {
        let queue = DispatchQueue(label: "partyline.signals")
        var sources: [DispatchSourceSignal] = []
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { [self] in
                context.logger.info("signal received", metadata: ["signal": "\(sig)"])
                shutdown()
                exit(0)
            }
            source.resume()
            sources.append(source)
        }
        withExtendedLifetime(sources) { dispatchMain() }
    }

    private static func accept(_ connection: Connection, context: ServerContext) {
        let session = Session(connection: connection, server: context)
        guard context.sessionStarted(session) else {
            connection.start(Connection.Handler(onData: { _ in }, onClose: { _ in }))
            connection.send(PartyProtocolFrames.serverFull)
            connection.close(.local)
            return
        }
        session.start()
    }
}
