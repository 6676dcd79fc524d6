/// A node as the `partyline_node` table holds it.
public struct NodeRecord: Sendable, Equatable {
    /// Unique per process start.
    public var id: String
    /// For logs.
    public var name: String
    /// Where its relay link listens.
    public var host: String
    /// Its relay link port.
    public var port: Int
    /// Whether it is serving (false once it stopped or was declared lost).
    public var up: Bool

    /// Creates a record.
    public init(id: String, name: String, host: String, port: Int, up: Bool) {
        self.id = id
        self.name = name
        self.host = host
        self.port = port
        self.up = up
    }
}

/// Who owns a room, as the `partyline_room` directory row says.
public struct RoomLease: Sendable, Equatable {
    /// The owning node's id.
    public var node: String
    /// Raised by every takeover: a node may only write a room's snapshot under the fence it claimed.
    public var fence: Int64

    /// Creates a lease.
    public init(node: String, fence: Int64) {
        self.node = node
        self.fence = fence
    }
}

/// A room a node has just taken over: its new lease and the snapshot to bring it back from.
public struct ClaimedRoom: Sendable {
    /// The room code.
    public var code: String
    /// The new lease (this node, the raised fence).
    public var lease: RoomLease
    /// The last snapshot, nil when the room never got one (it is then dropped).
    public var snapshot: [UInt8]?
    /// When the old owner last said the room was alive (server clock, Unix ms).
    public var aliveAt: Int64

    /// Creates a claim.
    public init(code: String, lease: RoomLease, snapshot: [UInt8]?, aliveAt: Int64) {
        self.code = code
        self.lease = lease
        self.snapshot = snapshot
        self.aliveAt = aliveAt
    }
}
