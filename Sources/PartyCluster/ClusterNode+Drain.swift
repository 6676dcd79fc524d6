import Dispatch
import PartyServer

extension ClusterNode {
    public var node: ClusterNodeInfo {
        let me = record
        let rooms = cache.withLock { $0.rooms.values.filter { $0.node == me.id }.count }
        return ClusterNodeInfo(id: me.id, name: me.name, host: me.host, port: me.port, up: me.up, rooms: rooms)
    }

    public func clusterNodes() -> [ClusterNodeInfo] {
        let me = record.id
        let (nodes, counts, retired) = cache.withLock { cache in
            (Array(cache.nodes.values), Dictionary(grouping: cache.rooms.values, by: \.node).mapValues(\.count), cache.retired)
        }
        var all = nodes.filter { $0.id != me && !retired.contains($0.id) }.map { n in
            ClusterNodeInfo(id: n.id, name: n.name, host: n.host, port: n.port, up: n.up, rooms: counts[n.id] ?? 0)
        }
        all.append(node)
        return all.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    public var isDraining: Bool { identity.withLock { $0.draining } }

    /// Drains this node (see ``RoomPlacement/drain()``): on the node's queue, so no heartbeat,
    /// takeover or reservation runs in between. The rooms are saved and let go by the server,
    /// then handed over in one statement; should the database refuse it, the hand-over is tried
    /// again on every heartbeat (the rooms' members wait for it, as for a takeover).
    public func drain() throws -> DrainOutcome {
        try queue.sync {
            guard !stopped else { throw DirectoryError("this node is stopping") }
            identity.withLock { $0.draining = true }
            logger.notice("draining: this node opens no room and takes none over from now on", metadata: ["node.id": "\(record.id)"])
            let rooms = server.withLock { $0 }?.handOverRooms() ?? []
            identity.withLock { $0.handOffPending = true }
            return DrainOutcome(rooms: rooms, handedOver: handOffRooms())
        }
    }

    /// Gives every room row this node owns to no node, for the others to claim; true once done.
    @discardableResult
    func handOffRooms() -> Bool {
        dispatchPrecondition(condition: .onQueue(queue))
        let me = record.id
        do {
            let codes = try directory.handOff(node: me, to: me + Self.handOffSuffix)
            leases.releaseAll()
            identity.withLock { $0.handOffPending = false }
            logger.notice("rooms handed over to the other nodes", metadata: ["node.id": "\(me)", "rooms.count": "\(codes.count)"])
            return true
        } catch {
            logger.error("handing the drained rooms over failed: trying again every heartbeat", metadata: ["error": "\(error)"])
            return false
        }
    }
}
