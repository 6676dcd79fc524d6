import Dispatch
import Foundation
import PartyServer

extension ClusterNode {
    /// One heartbeat period: stamp our heartbeat (or rejoin, after fencing ourselves), declare
    /// silent nodes down and take over rooms left without a node.
    func tick() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !stopped, stampHeartbeat() else { return }
        if identity.withLock({ $0.handOffPending }) { handOffRooms() }
        dropUnleasedRooms()
        do {
            let lost = try directory.expireNodes(timeoutSeconds: options.nodeTimeoutSeconds)
            if !lost.isEmpty { logger.warning("nodes stopped heartbeating", metadata: ["node.ids": "\(lost)"]) }
        } catch {
            logger.warning("checking for lost nodes failed", metadata: ["error": "\(error)"])
        }
        takeOverOrphans()
    }

    /// Stamps this node's heartbeat; false when the node may not act for the cluster this period
    /// (the database is away, or it fenced itself and could not rejoin yet).
    private func stampHeartbeat() -> Bool {
        if identity.withLock({ $0.fenced }) { return rejoin() }
        do {
            if try directory.heartbeat(node: record.id) {
                noteHeartbeatStored()
                return true
            }
            // Declared lost (we were too slow): every room may be someone else's by now.
            logger.error("this node was declared lost by the cluster: giving up its rooms and rejoining", metadata: ["node.id": "\(record.id)"])
            fence()
            return rejoin()
        } catch {
            logger.warning("heartbeat failed", metadata: ["error": "\(error)", "node.silent_ms": "\(silentMillis)"])
            fenceIfSilentTooLong()
            return false
        }
    }

    /// Stops serving every room and opens none: this node may no longer own them. What its
    /// rooms' stores refused and kept for a retry (finished rounds, tallies) is dropped: the
    /// nodes that take the rooms over run them on from their snapshots, so a late retry from
    /// here would count them twice.
    func fence() {
        identity.withLock { $0.fenced = true }
        relinquishAll()
        server.withLock { $0 }?.forgetRefusedWrites()
    }

    /// A node that fenced itself is dead to the cluster, exactly as if it had crashed: it
    /// registers again under a new id, then marks its old id down, so the old id's rooms are
    /// orphans that any node — this one included — takes over from their snapshots (raising
    /// their fences). Returns whether it rejoined (the database may still be away).
    private func rejoin() -> Bool {
        let old = record
        var fresh = old
        fresh.id = Self.newNodeID()
        fresh.up = true
        do { try directory.register(fresh) } catch {
            logger.warning("rejoining the cluster failed", metadata: ["error": "\(error)"])
            return false
        }
        cache.withLock { _ = $0.retired.insert(old.id) }
        leases.renew(node: fresh.id)
        identity.withLock { $0 = Identity(record: fresh, draining: $0.draining, handOffPending: $0.handOffPending) }
        noteHeartbeatStored()
        do { try directory.markDown(node: old.id) } catch {
            logger.warning("marking the old node id down failed: it expires after --node-timeout", metadata: ["error": "\(error)"])
        }
        logger.warning("rejoined the cluster under a new node id; the old id's rooms are taken over from their snapshots",
                       metadata: ["node.id": "\(fresh.id)", "node.old_id": "\(old.id)"])
        return true
    }

    /// Claims every room whose node is down or gone, one at a time (other nodes race for the
    /// same rooms; the fence makes exactly one win each), and brings each back from its snapshot.
    func takeOverOrphans() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !stopped, let server = server.withLock({ $0 }),
              let me = identity.withLock({ $0.fenced || $0.draining ? nil : $0.record.id }) else { return }
        let orphans: [String: RoomLease]
        do { orphans = try directory.orphans() } catch {
            logger.warning("listing rooms without a node failed", metadata: ["error": "\(error)"])
            return
        }
        for (code, lease) in orphans.shuffled() {
            do {
                guard let claimed = try directory.claim(code: code, from: lease, node: me) else { continue }
                adopt(claimed, into: server)
            } catch {
                logger.warning("taking over a room failed", metadata: ["room.code": "\(code)", "error": "\(error)"])
            }
        }
    }

    private func adopt(_ claimed: ClaimedRoom, into server: GameServer) {
        guard leases.hold(claimed.code, fence: claimed.lease.fence, as: claimed.lease.node) else { return }
        cache.withLock { $0.rooms[claimed.code] = claimed.lease }
        if let snapshot = claimed.snapshot,
           server.adoptRoom(snapshot: Data(snapshot), aliveAt: claimed.aliveAt) == claimed.code {
            return
        }
        // Never saved (its node died within a second of creating it) or unreadable: nothing to bring back.
        leases.release(claimed.code)
        try? directory.drop(code: claimed.code, lease: claimed.lease)
        logger.warning("room without a usable snapshot dropped", metadata: ["room.code": "\(claimed.code)"])
    }

    /// Stops serving every room (this node may no longer own them).
    func relinquishAll() {
        leases.releaseAll()
        guard let server = server.withLock({ $0 }) else { return }
        for code in server.liveRoomCodes { server.relinquishRoom(code) }
    }

    /// A node serves only rooms it holds a lease on: a room that went live while this node was
    /// fencing itself (its code reserved under the old id) is given up too.
    private func dropUnleasedRooms() {
        guard let server = server.withLock({ $0 }) else { return }
        for code in server.liveRoomCodes where leases.fence(of: code) == nil { server.relinquishRoom(code) }
    }
}
