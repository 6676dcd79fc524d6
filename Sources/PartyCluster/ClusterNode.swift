import Dispatch
import Foundation
import Logging
import PartyPostgres
import PartyServer
import Synchronization

/// One `partyd` in a cluster: registers itself, heartbeats, keeps the room directory in memory
/// (pushed by `LISTEN/NOTIFY`), reserves codes, answers where a room runs, and takes over the
/// rooms of nodes that stopped heartbeating (see ClusterNode+Takeover.swift).
///
/// It is the server's ``RoomPlacement``. All timers and takeovers run on one serial queue.
public final class ClusterNode: RoomPlacement, @unchecked Sendable {
    /// This node as the cluster knows it: its record (the id is new at every start and at every
    /// rejoin) and whether it has fenced itself (serves no room until it has rejoined).
    struct Identity {
        var record: NodeRecord
        var fenced = false
        /// Drained by the operator (``drain()``): opens no room, takes none over.
        var draining = false
        /// A drain whose hand-over the database refused: tried again on every heartbeat.
        var handOffPending = false
    }

    /// This node's record.
    public var record: NodeRecord { identity.withLock { $0.record } }
    /// The leases this node holds (shared with the store, which fences snapshot writes with them).
    public let leases: RoomLeases
    let options: ClusterOptions
    let directory: ClusterDirectory
    let logger: Logger
    let queue = DispatchQueue(label: "partyline.cluster")
    let cache = Mutex(DirectoryCache())
    let identity: Mutex<Identity>
    private let secret: String
    /// Set by ``start(server:)``; read on `queue` and by takeovers.
    let server = Mutex<GameServer?>(nil)
    /// When this node's heartbeat was last stored (uptime nanoseconds): read by the watchdog
    /// (ClusterNode+Watchdog.swift) on a queue of its own, so a heartbeat stuck in a query is seen.
    let heartbeatStored = Atomic<UInt64>(DispatchTime.now().uptimeNanoseconds)
    /// The watchdog's queue, and its timer (confined to that queue).
    let watchdogQueue = DispatchQueue(label: "partyline.cluster.watchdog")
    var watchdog: DispatchSourceTimer?
    // Confined to `queue`.
    var timer: DispatchSourceTimer?
    var stopped = false

    /// Connects this node to the cluster's `directory`: reads the link secret. `relayPort` is the
    /// port ``GameServer/startRelayListener(host:port:)`` bound; the node is registered by ``start(server:relayPort:)``.
    public init(options: ClusterOptions, directory: ClusterDirectory, leases: RoomLeases, logger: Logger) throws {
        self.options = options
        self.directory = directory
        self.leases = leases
        self.logger = logger
        self.secret = try directory.linkSecret()
        self.identity = Mutex(Identity(record: NodeRecord(id: leases.node, name: options.nodeName, host: options.advertisedHost, port: 0, up: true)))
    }

    /// A fresh node id: unique per process start.
    public static func newNodeID() -> String {
        let random = (0..<6).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        return "n\(UInt64(Date().timeIntervalSince1970))-\(random)"
    }

    /// Registers the node with its relay port, loads the directory, listens for changes, starts
    /// heartbeating and takes over any rooms left without a node.
    public func start(server: GameServer, relayPort: Int) throws {
        self.server.withLock { $0 = server }
        let me = identity.withLock { identity in
            identity.record.port = relayPort
            return identity.record
        }
        try directory.register(me)
        noteHeartbeatStored()  // registering stamped it
        try directory.listen(
            directoryChanged: { [weak self] code, lease in self?.directoryChanged(code, lease) },
            nodesChanged: { [weak self] in
                guard let self else { return }
                queue.async { self.nodesChanged() }
            },
            reconnected: { [weak self] in
                guard let self else { return }
                queue.async { self.reload() }
            })
        try reloadNow()
        logger.info("cluster node up", metadata: ["node.id": "\(me.id)", "node.name": "\(me.name)",
                                                  "node.link": "\(me.host):\(relayPort)"])
        startWatchdog()
        queue.sync {
            noteHeartbeatStored()
            let source = DispatchSource.makeTimerSource(queue: queue)
            let every = DispatchTimeInterval.milliseconds(options.heartbeatMillis)
            source.schedule(deadline: .now() + every, repeating: every)
            source.setEventHandler { [weak self] in self?.tick() }
            source.resume()
            timer = source
            takeOverOrphans()
        }
    }

    // MARK: RoomPlacement

    public func reserve(code: String) -> Bool {
        // A fenced node opens no room: it may be dead to the cluster already; a drained one neither.
        guard let me = identity.withLock({ $0.fenced || $0.draining ? nil : $0.record.id }) else { return false }
        do {
            guard try directory.reserve(code: code, node: me) else { return false }
            // Rejoined under a new id meanwhile: the row names the dead id (its claimer drops it).
            guard leases.hold(code, fence: 1, as: me) else { return false }
            cache.withLock { $0.rooms[code] = RoomLease(node: me, fence: 1) }
            return true
        } catch {
            logger.error("reserving a room code failed", metadata: ["room.code": "\(code)", "error": "\(error)"])
            return false
        }
    }

    public func locate(_ code: String) -> RoomLocation {
        let location = lookUp(code)
        // Ours in the directory but no lease held: the room was just given up or closed here;
        // the directory is about to say where it went (or that it is gone).
        if location == .here, leases.fence(of: code) == nil { return .moving }
        return location
    }

    private func lookUp(_ code: String) -> RoomLocation {
        let me = record.id
        if let known = cache.withLock({ $0.location(of: code, me: me) }) { return known }
        // Not in memory, or its owner is a node not heard of yet (a notification on its way):
        // ask the database once. A room must never be reported as moving because this node's
        // node table is behind: only a node known to be down makes a room move.
        let found: RoomLease?
        do { found = try directory.lease(of: code) } catch { return .moving }  // the database is away: try again
        guard let lease = found else { return .nowhere }
        if cache.withLock({ $0.nodes[lease.node] == nil }), let nodes = try? directory.nodes() {
            cache.withLock { $0.replaceNodes(nodes) }
        }
        return cache.withLock { cache in
            cache.rooms[code] = lease
            return cache.location(of: code, me: me) ?? .moving
        }
    }

    public var handoverWaitMillis: Int { options.nodeTimeoutSeconds * 1000 + 5000 }

    public var linkSecret: String { secret }

    public func serverStopped() {
        stopWatchdog()
        queue.sync {
            stopped = true
            timer?.cancel()
            timer = nil
        }
        directory.stopListening()
        do {
            try directory.markDown(node: record.id)
            logger.info("cluster node down: rooms handed over", metadata: ["node.id": "\(record.id)"])
        } catch {
            logger.error("marking the node down failed: others take its rooms after --node-timeout", metadata: ["error": "\(error)"])
        }
    }

    // MARK: Directory cache

    private func directoryChanged(_ code: String, _ lease: RoomLease?) {
        cache.withLock { $0.rooms[code] = lease }
        // A drained node's room: take it over now rather than at the next heartbeat.
        if let lease, lease.node.hasSuffix(Self.handOffSuffix) { queue.async { [weak self] in self?.takeOverOrphans() } }
    }

    /// The end of the owner a drained node gives its rooms (`<node id>~drained`): no node has
    /// that id, so the rooms are orphans at once.
    static let handOffSuffix = "~drained"

    private func nodesChanged() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !stopped else { return }
        let nodes: [NodeRecord]
        do { nodes = try directory.nodes() } catch {
            // Not dropped: a node table left behind would report the rooms of nodes it lacks as moving.
            logger.warning("reading the node table failed; trying again in a second", metadata: ["error": "\(error)"])
            queue.asyncAfter(deadline: .now() + .seconds(1)) { [weak self] in self?.nodesChanged() }
            return
        }
        cache.withLock { $0.replaceNodes(nodes) }
        if nodes.contains(where: { !$0.up }) { takeOverOrphans() }
    }

    private func reload() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !stopped else { return }
        do { try reloadNow() } catch {
            logger.warning("reloading the room directory failed", metadata: ["error": "\(error)"])
        }
    }

    private func reloadNow() throws {
        let nodes = try directory.nodes()
        let rooms = try directory.leases()
        cache.withLock { cache in
            cache.replaceNodes(nodes)
            cache.rooms = rooms
        }
    }
}
