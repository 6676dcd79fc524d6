/// Where rooms live when several `partyd` nodes share one database (`--cluster`).
///
/// A single server has no placement: every room is local. A cluster node (PartyCluster) gives
/// the server one, and the server asks it two things: may a new room take this code (codes are
/// unique across the cluster), and where does a room that is not live here run. It tells it one
/// thing: the server has stopped (its rooms are saved and may be taken over at once).
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
}
