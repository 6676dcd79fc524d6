/// One node in `GET /admin/api/stats` (a single server lists itself). The counts are absent
/// (null) for a node that is down or did not answer in time.
struct AdminNodeStats: Codable, Sendable, Equatable {
    var node: String
    var nodeName: String
    var up: Bool
    /// Whether it answered the console just now.
    var reachable: Bool
    /// Rooms it runs (the directory's count when it did not answer).
    var rooms: Int
    var connections: Int?
    var members: Int?
    var uptimeS: Int?
    var rssBytes: Int?
    /// `ok` or `failing`.
    var store: String?
    var maintenance: Bool?
    var draining: Bool?

    enum CodingKeys: String, CodingKey {
        case node, up, reachable, rooms, connections, members, store, maintenance, draining
        case nodeName = "node_name", uptimeS = "uptime_s", rssBytes = "rss_bytes"
    }
}

/// `GET /admin/api/stats` (contract §9): the answering node's figures, the cluster's totals,
/// and every node.
struct AdminStats: Codable, Sendable, Equatable {
    /// Connections, rooms and members of every node that answered.
    var connections: Int
    var rooms: Int
    var members: Int
    /// This node's.
    var uptimeS: Int
    var rssBytes: Int
    /// `failing` when any node that answered says its store refused its latest write.
    var store: String
    /// This node's switches.
    var maintenance: Bool
    var draining: Bool
    /// Whether this server is a node of a cluster.
    var cluster: Bool
    /// The node that answered.
    var node: String
    var nodes: [AdminNodeStats]

    enum CodingKeys: String, CodingKey {
        case connections, rooms, members, store, maintenance, draining, cluster, node, nodes
        case uptimeS = "uptime_s", rssBytes = "rss_bytes"
    }
}

/// What a console action did, node by node (notice, maintenance) or for one room.
struct AdminActionResult: Codable, Sendable, Equatable {
    /// The action (`close`, `kick`, `notice`, `maintenance`, `drain`).
    var action: String
    var room: String?
    var playerID: String?
    /// Where it was carried out (the room's node; the drained node).
    var node: String?
    /// `notice`: members and screens it reached; `drain`: rooms handed over.
    var count: Int?
    /// `maintenance`: the switch as it is now.
    var on: Bool?
    /// Per node, for actions on every node: the node and whether it was done there.
    var nodes: [AdminNodeOutcome]?
    /// A sentence saying what happened, for the page and the command line.
    var message: String

    enum CodingKeys: String, CodingKey {
        case action, room, node, count, on, nodes, message
        case playerID = "player_id"
    }
}

/// Whether an action meant for every node was carried out on one.
struct AdminNodeOutcome: Codable, Sendable, Equatable {
    var node: String
    var nodeName: String
    var done: Bool
    var count: Int?

    enum CodingKeys: String, CodingKey {
        case node, done, count
        case nodeName = "node_name"
    }
}
