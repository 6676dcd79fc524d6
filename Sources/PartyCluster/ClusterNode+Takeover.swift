import Dispatch
import Foundation
import PartyServer

extension ClusterNode {
    /// One heartbeat period: stamp our heartbeat, give up our rooms if we cannot (others will
    /// take them), declare silent nodes down and take over rooms left without a node.
    func tick() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !stopped else { return }
        do {
            if try directory.heartbeat(node: record.id) {
                lastHeartbeat = .now()
            } else {
                // Declared lost (we were too slow): every room may be someone else's by now.
                logger.error("this node was declared lost by the cluster: giving up its rooms and rejoining", metadata: ["node.id": "\(record.id)"])
                relinquishAll()
                var me = record
                me.port = cache.withLock { $0.nodes[record.id]?.port } ?? record.port
                try directory.register(me)
                lastHeartbeat = .now()
            }
        } catch {
            let silentMillis = (DispatchTime.now().uptimeNanoseconds - lastHeartbeat.uptimeNanoseconds) / 1_000_000
            logger.warning("heartbeat failed", metadata: ["error": "\(error)", "node.silent_ms": "\(silentMillis)"])
            // Fence ourselves before the others' timeout ends: they will take our rooms then.
            if silentMillis + UInt64(options.heartbeatMillis) >= UInt64(options.nodeTimeoutSeconds * 1000) { relinquishAll() }
            return
        }
        do {
            let lost = try directory.expireNodes(timeoutSeconds: options.nodeTimeoutSeconds)
            if !lost.isEmpty { logger.warning("nodes stopped heartbeating", metadata: ["node.ids": "\(lost)"]) }
        } catch {
            logger.warning("checking for lost nodes failed", metadata: ["error": "\(error)"])
        }
        takeOverOrphans()
    }

    /// Claims every room whose node is down or gone, one at a time (other nodes race for the
    /// same rooms; the fence makes exactly one win each), and brings each back from its snapshot.
    func takeOverOrphans() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !stopped, let server = server.withLock({ $0 }) else { return }
        let orphans: [String: RoomLease]
        do { orphans = try directory.orphans() } catch {
            logger.warning("listing rooms without a node failed", metadata: ["error": "\(error)"])
            return
        }
        for (code, lease) in orphans.shuffled() {
            do {
                guard let claimed = try directory.claim(code: code, from: lease, node: record.id) else { continue }
                adopt(claimed, into: server)
            } catch {
                logger.warning("taking over a room failed", metadata: ["room.code": "\(code)", "error": "\(error)"])
            }
        }
    }

    private func adopt(_ claimed: ClaimedRoom, into server: GameServer) {
        leases.hold(claimed.code, fence: claimed.lease.fence)
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
        guard let server = server.withLock({ $0 }) else { return }
        for code in server.liveRoomCodes {
            leases.release(code)
            server.relinquishRoom(code)
        }
    }
}
