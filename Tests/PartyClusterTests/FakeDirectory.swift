import Glibc
import PartyCluster
import Synchronization

/// An in-memory ``ClusterDirectory`` with the same rules as the PostgreSQL one (unique codes,
/// fenced claims, orphans = rooms of nodes that are down), for tests without a database.
final class FakeDirectory: ClusterDirectory {
    private struct State {
        var nodes: [String: NodeRecord] = [:]
        var rooms: [String: RoomLease] = [:]
        var snapshots: [String: [UInt8]] = [:]
        var directoryListeners: [@Sendable (String, RoomLease?) -> Void] = []
        var nodeListeners: [@Sendable () -> Void] = []
        var unreachable = false
        var hanging = false
        /// Node notifications not delivered yet (``holdNodeNotifications``).
        var heldNodeNotifications = 0
        var holdingNodeNotifications = false
    }

    /// What a query gets while the database is away.
    struct Unreachable: Error {}

    /// Whether every call fails, as when PostgreSQL is down.
    var unreachable: Bool {
        get { state.withLock { $0.unreachable } }
        set { state.withLock { $0.unreachable = newValue } }
    }

    private let state = Mutex(State())

    /// While true, a node's arrival or departure is not announced to the listeners yet (a
    /// notification still on its way); setting it back to false delivers what was held.
    var holdNodeNotifications: Bool {
        get { state.withLock { $0.holdingNodeNotifications } }
        set {
            let (release, listeners) = state.withLock { s in
                s.holdingNodeNotifications = newValue
                defer { if !newValue { s.heldNodeNotifications = 0 } }
                return (newValue ? 0 : s.heldNodeNotifications, s.nodeListeners)
            }
            for _ in 0..<release { for notify in listeners { notify() } }
        }
    }

    /// The node listeners to call now, or none while notifications are held (counted instead).
    private func nodeListenersToNotify(_ s: inout State) -> [@Sendable () -> Void] {
        guard s.holdingNodeNotifications else { return s.nodeListeners }
        s.heldNodeNotifications += 1
        return []
    }

    /// Whether every call waits without an answer, as when the network to PostgreSQL is cut
    /// (packets dropped, nothing refused): the calls made meanwhile return once it is false again.
    var hanging: Bool {
        get { state.withLock { $0.hanging } }
        set { state.withLock { $0.hanging = newValue } }
    }

    private func reach() throws {
        while hanging { usleep(10_000) }
        if unreachable { throw Unreachable() }
    }

    func linkSecret() throws -> String {
        try reach()
        return "fake-secret"
    }

    func register(_ node: NodeRecord) throws {
        try reach()
        let listeners = state.withLock { s in
            s.nodes[node.id] = node
            return nodeListenersToNotify(&s)
        }
        for notify in listeners { notify() }
    }

    func heartbeat(node: String) throws -> Bool {
        try reach()
        return state.withLock { $0.nodes[node]?.up ?? false }
    }

    func expireNodes(timeoutSeconds: Int) throws -> [String] {
        try reach()
        return []
    }

    func markDown(node: String) throws {
        try reach()
        let listeners = state.withLock { s in
            s.nodes[node]?.up = false
            return nodeListenersToNotify(&s)
        }
        for notify in listeners { notify() }
    }

    func nodes() throws -> [NodeRecord] {
        try reach()
        return state.withLock { Array($0.nodes.values) }
    }

    func reserve(code: String, node: String) throws -> Bool {
        try reach()
        let (taken, listeners) = state.withLock { s in
            guard s.rooms[code] == nil, s.nodes[node]?.up == true else { return (true, s.directoryListeners) }
            s.rooms[code] = RoomLease(node: node, fence: 1)
            return (false, s.directoryListeners)
        }
        guard !taken else { return false }
        for notify in listeners { notify(code, RoomLease(node: node, fence: 1)) }
        return true
    }

    func lease(of code: String) throws -> RoomLease? {
        try reach()
        return state.withLock { $0.rooms[code] }
    }

    func leases() throws -> [String: RoomLease] {
        try reach()
        return state.withLock { $0.rooms }
    }

    func orphans() throws -> [String: RoomLease] {
        try reach()
        return state.withLock { s in s.rooms.filter { s.nodes[$0.value.node]?.up != true } }
    }

    func claim(code: String, from: RoomLease, node: String) throws -> ClaimedRoom? {
        try reach()
        let (claimed, listeners): (ClaimedRoom?, [@Sendable (String, RoomLease?) -> Void]) = state.withLock { s in
            guard s.rooms[code] == from, s.nodes[node]?.up == true else { return (nil, []) }
            let lease = RoomLease(node: node, fence: from.fence + 1)
            s.rooms[code] = lease
            return (ClaimedRoom(code: code, lease: lease, snapshot: s.snapshots[code], aliveAt: 0), s.directoryListeners)
        }
        for notify in listeners { notify(code, claimed?.lease) }
        return claimed
    }

    func handOff(node: String, to marker: String) throws -> [String] {
        try reach()
        let (codes, listeners) = state.withLock { s in
            let codes = s.rooms.filter { $0.value.node == node }.map(\.key)
            for code in codes { s.rooms[code]?.node = marker }
            return (codes, s.directoryListeners)
        }
        for code in codes {
            let lease = state.withLock { $0.rooms[code] }
            for notify in listeners { notify(code, lease) }
        }
        return codes
    }

    func drop(code: String, lease: RoomLease) throws {
        try reach()
        state.withLock { s in if s.rooms[code] == lease { s.rooms[code] = nil } }
    }

    func listen(directoryChanged: @escaping @Sendable (String, RoomLease?) -> Void,
                nodesChanged: @escaping @Sendable () -> Void,
                reconnected: @escaping @Sendable () -> Void) throws {
        state.withLock { s in
            s.directoryListeners.append(directoryChanged)
            s.nodeListeners.append(nodesChanged)
        }
    }

    func stopListening() {}

    /// Stores a snapshot for `code` (what the owner's store would have written).
    func setSnapshot(_ code: String, _ bytes: [UInt8]) { state.withLock { $0.snapshots[code] = bytes } }

    /// The room rows, for checks.
    var rooms: [String: RoomLease] { state.withLock { $0.rooms } }
}
