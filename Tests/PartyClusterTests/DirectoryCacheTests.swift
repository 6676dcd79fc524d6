import PartyServer
import Testing
@testable import PartyCluster

/// Where the in-memory directory says a room runs.
@Suite("DirectoryCache")
struct DirectoryCacheTests {
    static let nodes = [
        NodeRecord(id: "a", name: "a", host: "10.0.0.1", port: 7790, up: true),
        NodeRecord(id: "b", name: "b", host: "10.0.0.2", port: 7791, up: false),
    ]

    @Test("own rooms are here, rooms of a live node are there, rooms of a down node are moving; unknown codes and rooms of a node not heard of yet ask the database")
    func locations() {
        var cache = DirectoryCache()
        cache.replaceNodes(Self.nodes)
        cache.rooms = ["MINE": RoomLease(node: "me", fence: 1), "LIVE": RoomLease(node: "a", fence: 3),
                       "DOWN": RoomLease(node: "b", fence: 1), "GONE": RoomLease(node: "zz", fence: 2)]
        #expect(cache.location(of: "MINE", me: "me") == .here)
        #expect(cache.location(of: "LIVE", me: "me") == .node(host: "10.0.0.1", port: 7790))
        #expect(cache.location(of: "DOWN", me: "me") == .moving)
        #expect(cache.location(of: "GONE", me: "me") == nil, "an unknown node is not a moving room (issue 34)")
        cache.rooms["DRND"] = RoomLease(node: "a" + ClusterNode.handOffSuffix, fence: 2)
        #expect(cache.location(of: "DRND", me: "me") == .moving, "a drained node's hand-off is a move, without asking the database")
        #expect(cache.location(of: "NONE", me: "me") == nil)
    }

    @Test("a room of this node's former id (it rejoined after losing the database) is moving, even while the node table still says that id is up")
    func retiredIDIsMoving() {
        var cache = DirectoryCache()
        cache.replaceNodes(Self.nodes + [NodeRecord(id: "old-me", name: "me", host: "10.0.0.9", port: 7790, up: true)])
        cache.rooms = ["WAS1": RoomLease(node: "old-me", fence: 4)]
        #expect(cache.location(of: "WAS1", me: "me") == .node(host: "10.0.0.9", port: 7790))
        cache.retired.insert("old-me")
        #expect(cache.location(of: "WAS1", me: "me") == .moving, "a relay to itself would loop until the news came")
    }

    @Test("the heartbeat runs four times per node timeout, at most once a second, at least every 100 ms")
    func heartbeatPeriod() {
        #expect(ClusterOptions(nodeName: "n", advertisedHost: "h", nodeTimeoutSeconds: 10).heartbeatMillis == 1000)
        #expect(ClusterOptions(nodeName: "n", advertisedHost: "h", nodeTimeoutSeconds: 2).heartbeatMillis == 500)
    }
}
