import Foundation
import PartyProtocol
import PartyStore
import PartyTransport

extension GameServer {
    /// Accepts relay links from the other nodes of a cluster on `host:port` (0: any free port)
    /// and returns the bound port. Each link carries one member another node accepted; it must
    /// open with the placement's ``RoomPlacement/linkSecret``.
    public func startRelayListener(host: String, port: Int) throws -> Int {
        guard let placement = context.placement else { preconditionFailure("relay links need a RoomPlacement") }
        let listener = try Listener(host: host, port: port, options: listenerOptions())
        let secret = placement.linkSecret
        listener.start { [context] connection in RelayIntake(connection: connection, context: context, secret: secret).start() }
        relayListener.withLock { $0 = listener }
        context.logger.info("relay links accepted", metadata: ["net.host": "\(host)", "net.port": "\(listener.port)"])
        return listener.port
    }

    /// The bound port of the relay listener, when this server is a cluster node.
    public var relayPort: Int? { relayListener.withLock { $0?.port } }

    /// Brings back a room that another node ran, from its snapshot (a takeover): its members
    /// get their seats back with `room.resume`, its timers go on from where the snapshot (or
    /// the old node's last heartbeat, `aliveAt`) left them. The snapshot is saved again at
    /// once under this node's lease. Returns the room code, or nil when the snapshot cannot be
    /// read or a room with that code is already live here.
    public func adoptRoom(snapshot: Data, aliveAt: Int64) -> String? {
        let decoder = JSONDecoder()
        decoder.userInfo[ActiveGame.registryKey] = context.config.games
        guard let saved = try? decoder.decode(SavedRoom.self, from: snapshot) else { return nil }
        let host = RoomHost.restore(saved, aliveAt: aliveAt, context: context, seed: UInt64.random(in: .min ... .max))
        guard context.rooms.adopt(host) else { return nil }
        host.turn {
            host.startGraces()
            host.markDirtyAndSave()
        }
        context.logger.info("room taken over", metadata: ["room.code": "\(host.code)", "room.members": "\(saved.room.members.count)"])
        return host.code
    }

    /// Stops serving room `code` without closing it (this node lost its lease: another node
    /// runs it now). Its members are told to reconnect and resume; its snapshot stays.
    public func relinquishRoom(_ code: String) {
        guard let host = context.rooms.lookup(code) else { return }
        host.queue.sync { host.turns.runAll(); host.relinquish() }
        context.logger.warning("room given up: another node owns it now", metadata: ["room.code": "\(code)"])
    }

    /// Forgets the refused writes kept for a retry (finished rounds, tallies, ...), and any
    /// submitted before now that fails later: this node stopped serving its rooms (it fenced
    /// itself), and the nodes that take them over run them on from their snapshots, so writing
    /// these late would count them twice.
    public func forgetRefusedWrites() {
        let dropped = context.retries.forgetAll()
        if dropped > 0 {
            context.logger.warning("refused writes dropped: their rooms are another node's now", metadata: ["store.batches": "\(dropped)"])
        }
    }

    /// Drains this node (cluster mode; the cluster node calls it from ``RoomPlacement/drain()``):
    /// every live room is saved frozen as it stands, exactly as a graceful stop saves it, then let
    /// go: its members and screens are told to reconnect and resume (whichever node they reach
    /// relays them to the room's next owner). The caller then hands the rooms over in the
    /// directory. Returns the codes of the rooms let go.
    public func handOverRooms() -> [String] {
        let hosts = context.rooms.all
        let saved = saveRooms(hosts)
        for host in hosts { host.queue.sync { host.turns.runAll(); host.relinquish() } }
        context.logger.notice("node drained: rooms saved and let go for other nodes to take over",
                              metadata: ["rooms.count": "\(hosts.count)", "rooms.saved": "\(saved.count)"])
        return hosts.map(\.code)
    }

    /// Codes of the rooms live on this server.
    public var liveRoomCodes: [String] { context.rooms.all.map(\.code) }
}

extension RoomHost {
    /// Saves the room now (after a takeover, under the new lease).
    func markDirtyAndSave() {
        snapshotter.dirty = true
        saveSnapshot()
    }

    /// Freezes the room, tells every connected member to reconnect and resume (elsewhere), and
    /// removes it from the registry, leaving its snapshot to the node that owns it now.
    func relinquish() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !closed else { return }
        frozen = true
        closed = true
        cancelTimers()
        for session in Array(links.values) + Array(screens.values) + Array(modLinks.values) { session.roomMoved(code) }
        links = [:]
        screens = [:]
        modLinks = [:]
        countSeats()
        context.rooms.remove(self)
    }
}

extension Session {
    /// The member's room moved to another node: say so and close (the client resumes).
    func roomMoved(_ code: String) {
        connection.queue.async { [self] in
            fail(nil, WireError(.serverShuttingDown, "room \(code) moved to another server; reconnect and resume your seat"))
            machine.stopReading()
            connection.close(.shutdown)
        }
    }
}
