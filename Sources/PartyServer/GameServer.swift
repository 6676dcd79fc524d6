import Dispatch
import Foundation
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
    private let heartbeat = SnapshotHeartbeat()
    /// The listener for relay links from other nodes (cluster mode, see GameServer+Cluster.swift).
    let relayListener = Mutex<Listener?>(nil)
    /// The `/metrics` listener, when `config.metricsPort` is set (see GameServer+Metrics.swift).
    let metricsListener = Mutex<Listener?>(nil)
    /// The operator console's listener, when `config.admin` is set (see GameServer+Admin.swift).
    let adminListener = Mutex<Listener?>(nil)

    /// Creates a server over `store` (in memory unless given); nothing is bound until ``start()``.
    /// A `placement` makes it a node of a cluster (PartyCluster): room codes are reserved
    /// cluster-wide and members of rooms owned elsewhere are relayed to their node.
    public init(config: ServerConfig, logger: Logger = Logger(label: "partyd"), clock: ServerClock = .system,
                store: PartyStore = MemoryStore(), placement: RoomPlacement? = nil) {
        self.config = config
        // Before anything makes a queue on the shared loops: they are made on first use.
        let loops = config.readiness.map { EventLoops.configureShared(readiness: $0) }
        self.context = ServerContext(config: config, clock: clock, logger: logger, store: store, placement: placement)
        if let wanted = config.readiness, let loops, loops != wanted {
            logger.warning("the event loops already run: readiness unchanged",
                           metadata: ["loop.readiness": "\(loops.rawValue)", "loop.asked": "\(wanted.rawValue)"])
        }
    }

    /// The store the server writes to.
    public var store: PartyStore { context.store }

    /// The server's metrics in Prometheus text format (served at `/metrics` on the metrics port).
    public func metricsText() -> [UInt8] { context.metricsText() }

    private let tlsListener = Mutex<Listener?>(nil)
    /// The HTTP and HTTPS listeners (see GameServer+Web.swift).
    let webListeners = Mutex<WebListeners>(WebListeners())

    /// The bound plain TCP port.
    public var port: Int { listeners.withLock { $0.first?.port ?? 0 } }

    /// The bound TLS port, when TLS is configured.
    public var tlsPort: Int? { tlsListener.withLock { $0?.port } }

    /// Binds the listeners and starts accepting. Rooms saved by the last shutdown (graceful, or
    /// a crash: live rooms ride the store's group commits) come back first, waiting for their
    /// members to resume.
    public func start() throws {
        checkOpenFileLimit()
        restoreRooms()
        context.nights.start()  // after the restore: an open night's restored room is not opened twice
        heartbeat.start(context)
        // Bind every port before accepting anything, so a TLS port that is taken (or a bad
        // certificate) fails start-up cleanly instead of after "listening" was logged.
        let plain = try Listener(host: config.host, port: config.port, options: listenerOptions())
        let tlsContext = try config.tls.map { source in try makeTLSContext(source) }
        let secure = try tlsContext.map { tlsContext in
            var options = listenerOptions()
            options.makeSecurity = { TLSStreamSecurity.server(tlsContext) }
            return try Listener(host: config.host, port: config.tlsPort, options: options)
        }
        let web = try makeWebListeners(tlsContext: tlsContext)
        let metrics = try makeMetricsListener()
        let admin = try makeAdminListener()
        for (listener, tls) in [(plain, false)] + (secure.map { [($0, true)] } ?? []) {
            listener.start { [context] connection in Self.accept(connection, context: context) }
            listeners.withLock { $0.append(listener) }
            context.logger.info("listening", metadata: ["net.host": "\(config.host)", "net.port": "\(listener.port)", "net.tls": "\(tls)"])
        }
        tlsListener.withLock { $0 = secure }
        startWeb(web)
        startMetrics(metrics)
        startAdmin(admin)
    }

    private func makeTLSContext(_ source: ServerConfig.TLSSource) throws -> TLSContext {
        switch source {
        case let .files(certificate, key):
            return try TLSContext.server(certificateFile: certificate, keyFile: key)
        case .selfSigned:
            let identity = try TLSContext.selfSigned(hosts: ["localhost", "127.0.0.1"])
            context.logger.notice("self-signed TLS certificate for localhost (development only)",
                                  metadata: ["tls.sha256": "\(identity.sha256Fingerprint)"])
            return identity.context
        }
    }

    /// Options every listener shares: the write-buffer cap, and what to do when the process
    /// runs out of file descriptors (turn the client away with `server_full`, warn).
    func listenerOptions() -> Listener.Options {
        var options = Listener.Options(maxWriteBufferBytes: config.writeBufferBytes)
        options.overloadFarewell = PartyProtocolFrames.serverFull
        options.onOverload = { [context] error in
            context.abuseLog.notice("out of file descriptors: turning clients away with server_full", kind: "emfile",
                                    level: .warning, metadata: ["net.error": "\(error)"])
        }
        return options
    }

    /// Raises the open-file limit's soft value to the hard one (said in the log), and says
    /// clearly when that is still below what `--max-connections` needs.
    private func checkOpenFileLimit() {
        let needed = config.maxConnections + 64  // listeners, store, logs, the reserve descriptor
        let raised = Socket.raiseOpenFileLimit()
        let limit = raised.soft
        if raised.before != raised.soft {
            context.logger.info("open-file limit raised to the hard limit",
                                metadata: ["fd.soft.before": "\(raised.before)", "fd.soft": "\(raised.soft)", "fd.hard": "\(raised.hard)"])
        }
        guard limit < needed else { return }
        context.logger.warning("the open-file limit is below what --max-connections needs; clients beyond it get server_full",
                               metadata: ["fd.limit": "\(limit)", "fd.needed": "\(needed)",
                                          "hint": "raise it (ulimit -n \(needed)) or lower --max-connections"])
    }

    /// Stops accepting, tells every client `server_shutting_down`, and waits (up to `timeout`)
    /// for their queues to flush. Safe to call more than once.
    public func shutdown(timeout: DispatchTimeInterval = .seconds(2)) {
        let first = stopped.withLock { s in defer { s = true }; return !s }
        guard first else { return }
        context.logger.info("shutting down", metadata: ["server.sessions": "\(context.liveSessions.count)"])
        for listener in listeners.withLock({ $0 }) + webListeners.withLock({ $0.all }) { listener.stop() }
        relayListener.withLock { $0?.stop() }
        metricsListener.withLock { $0?.stop() }
        adminListener.withLock { $0?.stop() }
        // Save first, frozen as SIGTERM found them: dropping clients must not end a vote.
        heartbeat.stop()
        context.nights.stop()
        saveRooms(context.rooms.all)
        for session in context.liveSessions { session.shutDown() }
        let deadline = DispatchTime.now() + timeout
        while !context.liveSessions.isEmpty && DispatchTime.now() < deadline { usleep(10_000) }
        context.retries.retryPending()  // a last try for results a full disk refused
        context.store.flush()
        context.placement?.serverStopped()  // every room is saved: other nodes may take them over now
    }

    /// Snapshots every live room into the store, frozen as it stands (graceful shutdown, drain).
    /// Returns the codes of the rooms saved.
    @discardableResult
    func saveRooms(_ hosts: [RoomHost]) -> [String] {
        let encoder = JSONEncoder()
        var snapshots: [StoredRoomSnapshot] = []
        for host in hosts {
            let saved: SavedRoom? = host.queue.sync { host.turns.runAll(); return host.closed ? nil : host.freezeAndSave() }
            guard let saved, let data = try? encoder.encode(saved) else { continue }
            snapshots.append(StoredRoomSnapshot(code: saved.code, data: data, savedAt: saved.savedAt))
        }
        do {
            try context.store.writeAndWait([.replaceRoomSnapshots(snapshots)])
            context.logger.info("rooms saved", metadata: ["rooms.count": "\(snapshots.count)"])
        } catch {
            context.logger.error("saving rooms failed", metadata: ["store.error": "\(error)"])
        }
        return snapshots.map(\.code)
    }

    /// Restores the rooms saved by the last shutdown or crash, then saves them again as restored
    /// (timers shifted), so a second crash before they change brings back the same rooms.
    private func restoreRooms() {
        let stored: [StoredRoomSnapshot]
        do { stored = try context.store.loadRoomSnapshots() } catch {
            context.logger.error("loading saved rooms failed", metadata: ["store.error": "\(error)"])
            return
        }
        guard !stored.isEmpty else { return }
        let decoder = JSONDecoder()
        decoder.userInfo[ActiveGame.registryKey] = context.config.games  // a running game of any game this server offers
        let encoder = JSONEncoder()
        var restored: [StoredRoomSnapshot] = []
        for snapshot in stored {
            guard let saved = try? decoder.decode(SavedRoom.self, from: snapshot.data) else {
                context.logger.warning("skipping unreadable saved room", metadata: ["room.code": "\(snapshot.code)"])
                continue
            }
            let host = RoomHost.restore(saved, aliveAt: snapshot.savedAt, context: context, seed: UInt64.random(in: .min ... .max))
            guard context.rooms.adopt(host), let data = try? encoder.encode(host.queue.sync { host.savedState() }) else { continue }
            restored.append(StoredRoomSnapshot(code: host.code, data: data, savedAt: context.clock.now()))
        }
        try? context.store.writeAndWait([.replaceRoomSnapshots(restored)])
        context.logger.info("rooms restored", metadata: ["rooms.count": "\(restored.count)"])
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
                context.store.close()  // checkpoints the WAL into partyline.sqlite
                exit(0)
            }
            source.resume()
            sources.append(source)
        }
        withExtendedLifetime(sources) { dispatchMain() }
    }

    private static func accept(_ connection: Connection, context: ServerContext) {
        let session = Session(connection: connection, server: context)
        if let refusal = admit(session, context: context) {
            refuse(connection, refusal)
            return
        }
        session.start()
    }

    /// Counts `session` against the per-address and total connection caps (TCP, TLS and
    /// WebSocket alike); when one is full, the error frame to refuse it with (nothing counted).
    static func admit(_ session: Session, context: ServerContext) -> [UInt8]? {
        guard context.addresses.connect(session.address) else {
            context.abuseLog.notice("connection refused: too many from one address", kind: "per_ip_limit",
                                    metadata: ["conn.address": "\(session.address)"])
            return PartyProtocolFrames.tooManyConnections
        }
        guard context.sessionStarted(session) else {
            context.addresses.disconnect(session.address, now: context.clock.now())
            return PartyProtocolFrames.serverFull
        }
        return nil
    }

    /// Answers a connection that cannot be served with one error frame and closes it.
    static func refuse(_ connection: Connection, _ frame: [UInt8]) {
        connection.start(Connection.Handler(onData: { _ in }, onClose: { _ in }))
        connection.send(frame)
        connection.close(.local)
    }
}
