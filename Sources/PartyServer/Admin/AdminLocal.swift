import Dispatch
import Foundation
import Glibc
import PartyProtocol
import Synchronization

/// The operator console's work on this node's own rooms and switches. Runs on the console's
/// queue (never a room's or a loop's); each room is read or changed in one of its own turns,
/// in order with its members' requests.
struct AdminLocal: Sendable {
    let context: ServerContext

    /// How long a room may take to answer the console before it is left out (a room's turn is
    /// normally microseconds; a wedged room must not hang the console).
    static let roomTimeout = DispatchTimeInterval.seconds(5)

    /// This node as the console names it: the cluster node, or for a single server the machine.
    var node: ClusterNodeInfo {
        if let placement = context.placement { return placement.node }
        let name = ProcessInfo.processInfo.hostName
        return ClusterNodeInfo(id: name, name: name, host: context.config.host, port: 0, up: true, rooms: context.rooms.count)
    }

    /// Every live room here.
    func rooms() -> [AdminRoomSummary] {
        let me = node
        let hosts = context.rooms.all
        let found = Shared<[AdminRoomSummary]>([])
        let group = DispatchGroup()
        for host in hosts {
            group.enter()
            host.turn {
                if !host.closed { let summary = host.adminSummary(node: me); found.withLock { $0.append(summary) } }
                group.leave()
            }
        }
        _ = group.wait(timeout: .now() + Self.roomTimeout)
        return found.withLock { $0 }
    }

    /// Room `code`'s details, nil when it is not live here.
    func room(_ code: String) -> AdminRoomDetails? {
        let me = node
        guard let host = context.rooms.lookup(code) else { return nil }
        return inTurn(of: host) { $0.closed ? nil : $0.adminDetails(node: me) } ?? nil
    }

    /// Closes room `code` for everyone in it (`room.closed` {reason: "operator", message});
    /// false when it is not live here.
    func close(_ code: String, message: String?) -> Bool {
        guard let host = context.rooms.lookup(code) else { return false }
        return inTurn(of: host) { host -> Bool in
            guard !host.closed, !host.frozen else { return false }
            host.close(reason: .operator, message: message)
            return true
        } ?? false
    }

    /// Removes `player` from room `code`; nil when the room is not live here.
    func kick(_ code: String, player: String) -> Result<Void, AdminFailure>? {
        guard let host = context.rooms.lookup(code) else { return nil }
        return inTurn(of: host) { host -> Result<Void, AdminFailure>? in
            guard !host.closed else { return nil }
            do throws(WireError) { try host.operatorKick(player) } catch { return .failure(AdminFailure(error)) }
            return .success(())
        } ?? nil
    }

    /// `server.notice` {text} to every member and screen of every room here; returns how many got it.
    func notice(_ text: String) -> Int {
        let frame = Outbound.frame("server.notice", NoticeFields(text: text))
        let reached = Shared(0)
        let group = DispatchGroup()
        for host in context.rooms.all {
            group.enter()
            host.turn {
                if !host.closed { let n = host.deliverNotice(frame); reached.withLock { $0 += n } }
                group.leave()
            }
        }
        _ = group.wait(timeout: .now() + Self.roomTimeout)
        return reached.withLock { $0 }
    }

    /// Turns maintenance on or off here.
    func maintenance(_ on: Bool) {
        context.operatorState.maintenance = on
    }

    /// This node's figures.
    func stats() -> AdminNodeStats {
        let me = node
        let members = rooms().reduce(0) { $0 + $1.members }
        let failing = context.operatorState.storeIsFailing(retriesPending: context.retries.pendingCount)
        return AdminNodeStats(node: me.id, nodeName: me.name, up: true, reachable: true, rooms: context.rooms.count,
                              connections: context.liveSessions.count, members: members,
                              uptimeS: Int(max(0, context.clock.now() - context.operatorState.startedAt) / 1000),
                              rssBytes: Self.residentBytes(), store: failing ? "failing" : "ok",
                              maintenance: context.operatorState.maintenance, draining: context.placement?.isDraining ?? false)
    }

    /// Runs `body` as one turn of `host` and waits for it (nil when the room did not answer in time).
    private func inTurn<T: Sendable>(of host: RoomHost, _ body: @escaping @Sendable (RoomHost) -> T) -> T? {
        let result = Shared<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        host.turn {
            let value = body(host)
            result.withLock { $0 = value }
            done.signal()
        }
        guard done.wait(timeout: .now() + Self.roomTimeout) == .success else { return nil }
        return result.withLock { $0 }
    }

    /// The process's resident memory (`/proc/self/statm`), 0 where it cannot be read.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// `server.notice` {text}: an operator's message to everyone (contract §9).
struct NoticeFields: Encodable, Sendable {
    var text: String
}
