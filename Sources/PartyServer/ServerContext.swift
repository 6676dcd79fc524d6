import Logging
import PartyCore
import PartyProtocol
import PartyStore
import PartyTransport
import Synchronization

/// What every session and room shares: configuration, clock, logger, rooms and live sessions.
final class ServerContext: Sendable {
    let config: ServerConfig
    let clock: ServerClock
    let logger: Logger
    let rooms: RoomRegistry
    /// Game nights: their codes, RSVP budgets and opening times.
    let nights: NightDirectory
    let store: PartyStore
    /// The event loops the server's listeners, connections and rooms run on (``ServerParts/loops``).
    let loops: EventLoops
    /// Where rooms live in a cluster; nil for a single server.
    let placement: RoomPlacement?
    /// Rate-limited `notice` lines about abuse.
    let abuseLog: AbuseLog
    /// Connections and failed joins per client address.
    let addresses: AddressBook
    /// Prometheus metrics.
    let metrics: ServerMetrics
    /// Every request type the server answers (see ``RequestTable``).
    let requests: RequestTable
    /// The server's settings every room's rules read (``RoomMachine``).
    let roomRules: RoomRules
    /// The `welcome` frame every connection gets first, encoded once.
    let welcomeFrame: [UInt8]
    private let sessions = Mutex<[ObjectIdentifier: Session]>([:])
    /// Returns memory to the system after bursts of closed connections.
    let trimmer = MemoryTrimmer()
    /// HTTP(S) connections whose glue is still in memory (open ones, and any a leak would keep).
    let webConnectionsAlive = Atomic<Int>(0)
    /// Results the store could not take (a full disk), written again once it can.
    let retries: WriteRetryQueue
    /// The operator's switches (maintenance) and the process's health for the console.
    let operatorState: OperatorState
    /// Cluster mode, as an owner: the event links other nodes opened to this one, by id.
    let eventLinkSenders = EventLinkSenders()
    /// Cluster mode, as a relaying node: this node's event links to the owners it relays to.
    let eventLinks: EventLinks

    init(config: ServerConfig, clock: ServerClock, logger: Logger, store: PartyStore, loops: EventLoops,
         placement: RoomPlacement? = nil) {
        self.requests = RequestTable(games: config.games)
        self.config = config
        self.roomRules = RoomRules(config)
        self.store = store
        self.loops = loops
        self.retries = WriteRetryQueue(store: store)
        self.placement = placement
        self.clock = clock
        self.operatorState = OperatorState(startedAt: clock.now())
        self.welcomeFrame = Outbound.frame("welcome", Fields([
            "protocol": ProtocolInfo.version,
            "server": "partyd/\(ProtocolInfo.serverVersion)",
            "motd": config.motd,
            "web": config.web?.joinBaseURL(boundHost: config.host),
        ]))
        self.logger = logger
        self.eventLinks = EventLinks(secret: config.relayEventLinks ? placement?.linkSecret : nil, loops: loops, logger: logger,
                                     writeBufferBytes: config.writeBufferBytes)
        self.abuseLog = AbuseLog(logger: logger, clock: clock)
        self.addresses = AddressBook(config: config)
        self.metrics = ServerMetrics(requestTypes: requests.types)
        self.rooms = RoomRegistry(seed: config.seed)
        self.nights = NightDirectory(seed: config.seed)
        rooms.context = self
        nights.context = self
    }

    /// Registers a new session; false when the server is at its connection limit.
    func sessionStarted(_ session: Session) -> Bool {
        sessions.withLock { all in
            guard all.count < config.maxConnections else { return false }
            all[ObjectIdentifier(session)] = session
            return true
        }
    }

    func sessionEnded(_ session: Session) {
        let removed = sessions.withLock { $0.removeValue(forKey: ObjectIdentifier(session)) }
        if removed != nil { addresses.disconnect(session.address, now: clock.now()) }
        trimmer.connectionClosed()
    }

    var liveSessions: [Session] { sessions.withLock { Array($0.values) } }

    /// The metrics in Prometheus text format.
    func metricsText() -> [UInt8] {
        var byTransport: [String: Int] = [:]
        for session in liveSessions { byTransport[session.transport, default: 0] += 1 }
        return metrics.render(connectionsByTransport: byTransport, liveRooms: rooms.count)
    }
}
