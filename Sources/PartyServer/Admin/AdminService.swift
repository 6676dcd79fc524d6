import Dispatch
import Glibc
import Logging
import Synchronization

/// Carries out console commands (contract §9) across the cluster: room lists, stats, notices
/// and maintenance from every node; a room's details and actions on the node that owns it;
/// a drain on the node it names. `localOnly` (a command another node relayed here) keeps it
/// to this node's own rooms. Every action is logged — action, room, target, who asked — and
/// never a token: none reaches this type.
struct AdminService: Sendable {
    let context: ServerContext

    /// The console's work runs here, off every room and loop queue (it waits for them).
    static let queue = DispatchQueue(label: "partyline.admin", attributes: .concurrent)
    /// How long a node may take to answer a read or a notice.
    static let peerTimeout = DispatchTimeInterval.seconds(5)
    /// How long a node may take to drain.
    static let drainTimeout = DispatchTimeInterval.seconds(120)

    private var local: AdminLocal { AdminLocal(context: context) }

    /// Runs `command` on the console's queue and hands its outcome to `completion` there.
    func run(_ command: AdminCommand, localOnly: Bool, from origin: String, completion: @escaping @Sendable (AdminOutcome) -> Void) {
        Self.queue.async {
            let outcome = perform(command, localOnly: localOnly)
            log(command, outcome: outcome, from: origin, relayed: localOnly)
            completion(outcome)
        }
    }

    /// `command`'s outcome (blocking: rooms' turns, other nodes' answers).
    func perform(_ command: AdminCommand, localOnly: Bool) -> AdminOutcome {
        switch command {
        case .rooms: return rooms(localOnly: localOnly)
        case .stats: return localOnly ? .ok(local.stats()) : stats()
        case .metrics: return AdminOutcome(status: 200, body: context.metricsText(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        case let .room(code):
            return routed(command, code: code, localOnly: localOnly) { local.room(code).map { .ok($0) } }
        case let .close(code, message):
            return routed(command, code: code, localOnly: localOnly) {
                guard local.close(code, message: message) else { return nil }
                return .ok(AdminActionResult(action: "close", room: code, node: local.node.id, message: "room \(code) closed"))
            }
        case let .kick(code, player):
            return routed(command, code: code, localOnly: localOnly) {
                switch local.kick(code, player: player) {
                case nil: return nil
                case let .failure(failure)?: return .failure(failure)
                case .success?:
                    return .ok(AdminActionResult(action: "kick", room: code, playerID: player, node: local.node.id,
                                                 message: "\(player) removed from room \(code)"))
                }
            }
        case let .notice(text):
            return everywhere(command, localOnly: localOnly, action: "notice") { local.notice(text) } summary: { reached, nodes in
                "notice sent to \(reached) members and screens" + (nodes > 1 ? " on \(nodes) nodes" : "")
            }
        case let .maintenance(on):
            let outcome = everywhere(command, localOnly: localOnly, action: "maintenance") { local.maintenance(on); return 0 } summary: { _, nodes in
                "maintenance \(on ? "on: no new rooms" : "off: new rooms welcome")" + (nodes > 1 ? " on \(nodes) nodes" : "")
            }
            guard var result = outcome.decode(AdminActionResult.self) else { return outcome }
            result.on = on
            result.count = nil
            return .ok(result)
        case let .drain(node):
            return drain(node, localOnly: localOnly)
        }
    }

    // MARK: - Every node

    private func rooms(localOnly: Bool) -> AdminOutcome {
        var rooms = local.rooms()
        var unreachable: [String] = []
        if !localOnly {
            for (node, outcome) in askOthers(.rooms, timeout: Self.peerTimeout) {
                if let list = outcome.decode(AdminRoomList.self) { rooms += list.rooms } else { unreachable.append(node.name) }
            }
        }
        rooms.sort { ($1.members, $0.code) < ($0.members, $1.code) }
        return .ok(AdminRoomList(rooms: rooms, unreachable: unreachable))
    }

    private func stats() -> AdminOutcome {
        let mine = local.stats()
        var nodes = [mine]
        for (node, outcome) in askOthers(.stats, timeout: Self.peerTimeout) {
            if var answered = outcome.decode(AdminNodeStats.self) {
                answered.nodeName = node.name
                nodes.append(answered)
            } else {
                nodes.append(AdminNodeStats(node: node.id, nodeName: node.name, up: node.up, reachable: false, rooms: node.rooms))
            }
        }
        if let placement = context.placement {
            for node in placement.clusterNodes() where !node.up {
                nodes.append(AdminNodeStats(node: node.id, nodeName: node.name, up: false, reachable: false, rooms: node.rooms))
            }
        }
        nodes.sort { ($0.nodeName, $0.node) < ($1.nodeName, $1.node) }
        let answered = nodes.filter(\.reachable)
        return .ok(AdminStats(connections: answered.reduce(0) { $0 + ($1.connections ?? 0) },
                              rooms: answered.reduce(0) { $0 + $1.rooms }, members: answered.reduce(0) { $0 + ($1.members ?? 0) },
                              uptimeS: mine.uptimeS ?? 0, rssBytes: mine.rssBytes ?? 0,
                              store: answered.contains { $0.store == "failing" } ? "failing" : "ok",
                              maintenance: mine.maintenance ?? false, draining: mine.draining ?? false,
                              cluster: context.placement != nil, node: mine.node, nodes: nodes))
    }

    /// Carries out an action here and (unless `localOnly`) on every other node that is up.
    private func everywhere(_ command: AdminCommand, localOnly: Bool, action: String, here: () -> Int,
                            summary: (_ count: Int, _ nodes: Int) -> String) -> AdminOutcome {
        let me = local.node
        let count = here()
        if localOnly { return .ok(AdminActionResult(action: action, node: me.id, count: count, message: summary(count, 1))) }
        var outcomes = [AdminNodeOutcome(node: me.id, nodeName: me.name, done: true, count: count)]
        for (node, outcome) in askOthers(command, timeout: Self.peerTimeout) {
            let result = outcome.decode(AdminActionResult.self)
            outcomes.append(AdminNodeOutcome(node: node.id, nodeName: node.name, done: result != nil, count: result?.count))
        }
        let total = outcomes.reduce(0) { $0 + ($1.count ?? 0) }
        var message = summary(total, outcomes.filter(\.done).count)
        let missed = outcomes.filter { !$0.done }.map(\.nodeName)
        if !missed.isEmpty { message += "; not done on \(missed.joined(separator: ", ")) (did not answer)" }
        return .ok(AdminActionResult(action: action, node: me.id, count: total, nodes: outcomes, message: message))
    }

    /// `command` sent to every other node that is up, at once; their outcomes (a failure for one
    /// that did not answer in `timeout`).
    private func askOthers(_ command: AdminCommand, timeout: DispatchTimeInterval) -> [(ClusterNodeInfo, AdminOutcome)] {
        guard let placement = context.placement else { return [] }
        let me = placement.node.id
        let others = placement.clusterNodes().filter { $0.up && $0.id != me }
        let answers = Mutex<[Int: AdminOutcome]>([:])
        DispatchQueue.concurrentPerform(iterations: others.count) { i in
            let node = others[i]
            let outcome: AdminOutcome
            switch AdminPeerClient.call(host: node.host, port: node.port, secret: placement.linkSecret, command: command, timeout: timeout) {
            case let .success(answer): outcome = answer
            case let .failure(failure): outcome = .failure(failure)
            }
            answers.withLock { $0[i] = outcome }
        }
        return others.indices.map { i in (others[i], answers.withLock { $0[i] } ?? .failure(.unreachable(others[i].name))) }
    }

    // MARK: - One room, wherever it is

    /// `here` when room `code` is live on this node; else (unless `localOnly`) the command goes
    /// to the node that owns it — waiting, like a join, while the room moves between nodes.
    private func routed(_ command: AdminCommand, code: String, localOnly: Bool, here: () -> AdminOutcome?) -> AdminOutcome {
        if let outcome = here() { return outcome }
        guard !localOnly, let placement = context.placement else { return .failure(.noRoom(code)) }
        let deadline = DispatchTime.now() + .milliseconds(placement.handoverWaitMillis)
        while DispatchTime.now() < deadline {
            switch placement.locate(code) {
            case .nowhere:
                return .failure(.noRoom(code))
            case .here:
                if let outcome = here() { return outcome }
            case .moving:
                break
            case let .node(host, port):
                if case let .success(outcome) = AdminPeerClient.call(host: host, port: port, secret: placement.linkSecret,
                                                                     command: command, timeout: Self.peerTimeout),
                   outcome.status != 404 || outcome.failure?.error != "room_not_found" || placement.locate(code) == .node(host: host, port: port) {
                    return outcome
                }
            }
            usleep(200_000)
        }
        return .failure(.unreachable("the node of room \(code)"))
    }

    // MARK: - Drain

    private func drain(_ wanted: String?, localOnly: Bool) -> AdminOutcome {
        guard let placement = context.placement else {
            return .failure(AdminFailure(.conflict, "not_a_cluster",
                                         "drain hands rooms to other nodes: this is a single server (stop it gracefully instead: its rooms come back after a restart)"))
        }
        let me = placement.node
        if let wanted, !localOnly, wanted != me.id, wanted != me.name {
            let matches = placement.clusterNodes().filter { $0.id == wanted || $0.name == wanted }
            guard matches.count == 1, let target = matches.first else {
                return .failure(AdminFailure(matches.isEmpty ? .notFound : .badRequest, matches.isEmpty ? "not_found" : "bad_request",
                                             matches.isEmpty ? "no node named \(wanted)" : "several nodes are named \(wanted): give its id"))
            }
            guard target.up else { return .failure(AdminFailure(.conflict, "node_down", "node \(target.name) is down: its rooms are taken over already")) }
            switch AdminPeerClient.call(host: target.host, port: target.port, secret: placement.linkSecret,
                                        command: .drain(node: nil), timeout: Self.drainTimeout) {
            case let .success(outcome): return outcome
            case let .failure(failure): return .failure(failure)
            }
        }
        let outcome: DrainOutcome
        do { outcome = try placement.drain() } catch {
            return .failure(AdminFailure(.serviceUnavailable, "drain_failed", "the drain could not start: \(error)"))
        }
        let message = outcome.handedOver
            ? "node \(me.name) drained: \(outcome.rooms.count) rooms handed to the other nodes; it opens no new rooms and keeps relaying"
            : "node \(me.name) let \(outcome.rooms.count) rooms go, but the database refused the hand-over; it is tried again every heartbeat"
        return .ok(AdminActionResult(action: "drain", node: me.id, count: outcome.rooms.count, message: message))
    }

    // MARK: - Log

    private func log(_ command: AdminCommand, outcome: AdminOutcome, from origin: String, relayed: Bool) {
        var metadata: Logger.Metadata = ["admin.action": "\(command.name)", "admin.status": "\(outcome.status)", "admin.from": "\(origin)"]
        if let room = command.room { metadata["room.code"] = "\(room)" }
        if case let .kick(_, player) = command { metadata["admin.target"] = "\(player)" }
        if case let .drain(node?) = command { metadata["admin.target"] = "\(node)" }
        if case let .maintenance(on) = command { metadata["admin.on"] = "\(on)" }
        if relayed { metadata["admin.relayed"] = "true" }
        if command.isAction {
            context.logger.notice("console action", metadata: metadata)
        } else {
            context.logger.debug("console read", metadata: metadata)
        }
    }
}
