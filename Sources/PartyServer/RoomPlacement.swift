/// Where rooms live when several `partyd` nodes share one database (`--cluster`).
///
/// A single server has no placement: every room is local. A cluster node (PartyCluster) gives
/// the server one, and the server asks it two things: may a new room take this code (codes are
/// unique across the cluster), and where does a room that is not live here run. It tells it one
/// thing: the server has stopped (its rooms are saved and may be taken over at once). The
/// operator console asks it which nodes there are, and tells it to drain this node.
///
/// Every method may be called from any queue; ``locate(_:)`` answers from memory in the common
/// case and may query the database on a miss.
public protocol RoomPlacement: AnyObject, Sendable {
    /// Reserves `code` for a room this node is about to open; false when another node holds it
    /// (the caller draws another code) or the reservation could not be made.
    func reserve(code: String) -> Bool

    /// Where the room `code` runs, as far as this node knows.
    func locate(_ code: String) -> RoomLocation

    /// How long a join or resume may wait for a room whose node is gone to come back on
    /// another node (the node timeout plus the time a takeover takes), in milliseconds.
    var handoverWaitMillis: Int { get }

    /// The secret every relay link presents (shared by the nodes through the database).
    var linkSecret: String { get }

    /// The server has stopped serving: every room is saved. Called once, at the end of a
    /// graceful shutdown, so other nodes can take the rooms over at once.
    func serverStopped()

    /// This node's id (new at every start) and name (`--node-name`).
    var node: ClusterNodeInfo { get }

    /// Every node the directory knows, this one included, each with the rooms it owns.
    func clusterNodes() -> [ClusterNodeInfo]

    /// Whether this node has been drained (``drain()``): it opens no room and takes none over.
    var isDraining: Bool { get }

    /// Drains this node: from now on it opens no room and takes none over; every room it runs is
    /// saved and handed to the other nodes exactly as a graceful stop hands them over (each
    /// seat kept, the members told to resume, which the node relays), while the process — its
    /// listeners and relays — keeps running. Returns the codes handed over.
    func drain() throws -> DrainOutcome
}

/// A node of the cluster as the operator console shows it.
public struct ClusterNodeInfo: Sendable, Equatable {
    /// Unique per process start.
    public var id: String
    /// `--node-name`.
    public var name: String
    /// Where its relay link listens (the console relays actions there too).
    public var host: String
    /// Its relay link port.
    public var port: Int
    /// Whether it is serving.
    public var up: Bool
    /// Rooms the directory says it owns.
    public var rooms: Int

    /// Creates a node's description.
    public init(id: String, name: String, host: String, port: Int, up: Bool, rooms: Int) {
        (self.id, self.name, self.host, self.port, self.up, self.rooms) = (id, name, host, port, up, rooms)
    }
}

/// What ``RoomPlacement/drain()`` did.
public struct DrainOutcome: Sendable, Equatable {
    /// The rooms this node stopped serving (saved, members told to resume).
    public var rooms: [String]
    /// Whether the directory already lists them as free for the other nodes to take; false when
    /// the database refused (the node keeps trying on every heartbeat).
    public var handedOver: Bool

    /// Creates an outcome.
    public init(rooms: [String], handedOver: Bool) {
        self.rooms = rooms
        self.handedOver = handedOver
    }
}

/// The answer of ``RoomPlacement/locate(_:)``.
public enum RoomLocation: Sendable, Equatable {
    /// This node owns the room (it may still be coming back from a snapshot).
    case here
    /// Another node owns it; its relay link listens at `host:port`.
    case node(host: String, port: Int)
    /// Its node is gone and another node is about to take it over: ask again shortly.
    case moving
    /// No node owns a room with this code.
    case nowhere
}

/// How a relayed member reached this node: the preamble a relay link opens with.
struct RelayOrigin: Sendable, Codable, Equatable {
    /// Marks a relay link's first line.
    static let magic = "partyline.link.v1"
    /// Always ``magic``.
    var link: String = RelayOrigin.magic
    /// The cluster's link secret.
    var secret: String
    /// The client's IP address as the accepting node saw it (per-address limits apply to it).
    var client: String
    /// How the client is connected to the accepting node: `tcp`, `tls`, `ws` or `wss`.
    var transport: String
    /// The accepting node's event link to this node, when it has one up (see ``EventLinks``):
    /// the member's frames go back over it, tagged with `vid`, instead of over this link.
    var events: String? = nil
    /// The member's id on that event link.
    var vid: UInt32? = nil
}
