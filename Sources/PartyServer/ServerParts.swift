import Logging
import PartyStore
import PartyTransport

/// What a server is built from besides its ``ServerConfig``: everything ``buildServer(_:_:)``
/// injects instead of choosing it itself. `partyd` fills it from its flags and environment; the
/// tests' harness from its options.
public struct ServerParts: Sendable {
    /// Where the server logs.
    public var logger: Logger
    /// The wall clock rooms and games read (a test clock only moves when its test says so).
    public var clock: ServerClock
    /// Where rooms, results, profiles and nights are kept (in memory unless given).
    public var store: PartyStore
    /// The event loops every listener, connection and room runs on; their readiness path
    /// (``EventLoop/Readiness``) is the caller's choice (partyd's `--readiness`).
    public var loops: EventLoops
    /// The node's seat in a cluster; nil for a single server.
    public var cluster: ClusterSeat?
    /// Whether the process's SIGINT and SIGTERM stop this server gracefully (and exit), caught
    /// before its ports open (``GameServer/catchSignals()``): `partyd`'s choice, never a test's.
    public var catchesSignals = false

    /// Parts with the given pieces; by default a memory store, the system clock and the
    /// process's shared loops (``EventLoops/shared``).
    public init(logger: Logger = Logger(label: "partyd"), clock: ServerClock = .system, store: PartyStore = MemoryStore(),
                loops: EventLoops = .shared, cluster: ClusterSeat? = nil) {
        self.logger = logger
        self.clock = clock
        self.store = store
        self.loops = loops
        self.cluster = cluster
    }
}

/// A cluster member the server can be a node of (PartyCluster's `ClusterNode`): it places the
/// server's rooms (``RoomPlacement``) and joins the cluster once the server's relay port is bound.
public protocol ClusterMember: RoomPlacement {
    /// Registers the node with the relay port `relayPort` of `server` and starts its duties
    /// (heartbeats, takeovers). Called before the server accepts any client.
    func join(server: GameServer, relayPort: Int) throws
}

/// A server's place in a cluster: the member, and where other nodes relay members to it.
public struct ClusterSeat: Sendable {
    /// The node.
    public var member: any ClusterMember
    /// Address the relay listener binds.
    public var relayHost: String
    /// Port the relay listener binds (0: any free port).
    public var relayPort: Int

    /// A seat for `member`, its relay links accepted on `relayHost:relayPort`.
    public init(member: any ClusterMember, relayHost: String, relayPort: Int) {
        self.member = member
        self.relayHost = relayHost
        self.relayPort = relayPort
    }
}
