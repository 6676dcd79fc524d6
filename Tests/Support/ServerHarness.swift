import Foundation
import Logging
import PartyClient
import PartyCore
import PartyServer
import PartyStore
import PartyTLS
import Synchronization
import Testing

/// The one harness every server test starts its server with: a real ``GameServer`` built by the
/// composition root (``buildServer(_:_:)``) on 127.0.0.1 with free ports, wired as its
/// ``HarnessOptions`` say (store, clock, readiness path, TLS, HTTP, limits, games, word filter,
/// cluster seat). Clients and raw sockets made through it are closed by ``stop()``, which then
/// checks the frames they received against `Protocol/schema` (``HarnessOptions/frameCheck``).
public final class ServerHarness: Sendable {
    /// The running server.
    public let server: GameServer
    /// What it was started with.
    public let options: HarnessOptions
    private let clients = Mutex<[PartyClient]>([])
    private let sockets = Mutex<[RawSocket]>([])
    private let stopped = Mutex(false)

    /// Starts a server wired by `options`; `configure` changes anything else in its configuration.
    public init(_ options: HarnessOptions = .endToEnd, _ configure: (inout ServerConfig) -> Void = { _ in }) throws {
        var config = options.config()
        configure(&config)
        var logger = Logger(label: "partyd.test")
        logger.logLevel = .critical
        let parts = ServerParts(logger: logger, clock: options.clock?.serverClock ?? .system, store: options.store,
                                loops: HarnessLoops.loops(options.readiness), cluster: options.cluster)
        server = try buildServer(config, parts)
        self.options = options
    }

    /// Starts a server (``HarnessOptions/endToEnd`` unless `options` are given), runs `body`, then
    /// stops it (``stop()``) whether `body` threw or not.
    public static func run<T>(_ configure: (inout ServerConfig) -> Void = { _ in }, options: HarnessOptions = .endToEnd,
                              _ body: (ServerHarness) async throws -> T) async throws -> T {
        let harness = try ServerHarness(options, configure)
        defer { harness.stop() }
        return try await body(harness)
    }

    /// A game server (``HarnessOptions/game(seed:games:store:clock:)``).
    public static func game(seed: UInt64, games: GameRegistry = .standard, store: PartyStore = MemoryStore(),
                            configure: (inout ServerConfig) -> Void = { _ in }) throws -> ServerHarness {
        try ServerHarness(.game(seed: seed, games: games, store: store), configure)
    }

    /// A game-night server (``HarnessOptions/night(clock:store:checkSchema:)``).
    public static func night(clock: GameTestClock = GameTestClock(), store: PartyStore = MemoryStore(), checkSchema: Bool = true,
                             configure: (inout ServerConfig) -> Void = { _ in }) throws -> ServerHarness {
        try ServerHarness(.night(clock: clock, store: store, checkSchema: checkSchema), configure)
    }

    /// The test clock the server reads (``HarnessOptions/clock``); a harness on the system clock has none.
    public var clock: GameTestClock {
        guard let clock = options.clock else { preconditionFailure("this harness runs on the system clock: set HarnessOptions.clock") }
        return clock
    }

    /// The plain TCP port.
    public var port: Int { server.port }
    /// The TLS port (0 without ``HarnessOptions/tls``).
    public var tlsPort: Int { server.tlsPort ?? 0 }
    /// The HTTP port (0 without ``HarnessOptions/web``).
    public var httpPort: Int { server.httpPort ?? 0 }

    /// A JSON-mode client on the plain port (closed by ``stop()``); it keeps its raw bytes when
    /// `recordRaw` says so, else as ``HarnessOptions/recordRaw`` says.
    public func connect(recordRaw: Bool? = nil) async throws -> PartyClient {
        try await client(recordRaw: recordRaw)
    }

    /// A JSON-mode client on the plain port, or on the TLS port with `tls` (closed by ``stop()``).
    public func client(tls: PartyClient.TLSOptions? = nil, recordRaw: Bool? = nil) async throws -> PartyClient {
        let client = try await PartyClient.connect(host: "127.0.0.1", port: tls == nil ? port : tlsPort, tls: tls,
                                                   recordRaw: recordRaw ?? options.recordRaw, timeout: .seconds(10))
        clients.withLock { $0.append(client) }
        return client
    }

    /// A TLS client trusting `caFile` (the fixture CA) and checking the name `serverName`.
    public func tlsClient(serverName: String = "localhost", caFile: String = TLSFixtures.caFile) async throws -> PartyClient {
        try await client(tls: .fixture(serverName: serverName, caFile: caFile))
    }

    /// A raw TCP socket to the plain port (or `port`), closed by ``stop()``.
    public func rawSocket(port: Int? = nil, receiveBuffer: Int32? = nil) throws -> RawSocket {
        let socket = try RawSocket(port: port ?? self.port, receiveBuffer: receiveBuffer)
        sockets.withLock { $0.append(socket) }
        return socket
    }

    /// Closes every client and socket, shuts the server down, and checks the frames the clients
    /// received (``HarnessOptions/frameCheck``). Safe to call more than once.
    public func stop() {
        guard stopped.withLock({ s in defer { s = true }; return !s }) else { return }
        let all = clients.withLock { $0 }
        let raw = sockets.withLock { $0 }
        for client in all { client.close() }
        for socket in raw { socket.close() }
        server.shutdown(timeout: .milliseconds(options.shutdownTimeoutMillis))
        switch options.frameCheck {
        case .atStop:
            SchemaValidator.check(framesOf: all)
        case .suiteLog:
            for client in all { FrameLog.append(received: client.rawBytes) }
            for socket in raw { FrameLog.append(received: socket.received) }
        case .none:
            break
        }
    }

    /// A fixed, well-formed token per name, so tests know every profile key.
    public static func token(for name: String) -> String { "tok_\(name)_0123456789abcdef" }
}

extension PartyClient.TLSOptions {
    /// Options trusting `caFile` (the fixture CA by default) for `serverName`.
    public static func fixture(serverName: String = "localhost", caFile: String = TLSFixtures.caFile) throws -> PartyClient.TLSOptions {
        PartyClient.TLSOptions(context: try TLSContext.client(caFile: caFile), serverName: serverName)
    }
}
