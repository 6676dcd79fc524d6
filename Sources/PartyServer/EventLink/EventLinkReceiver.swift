import Dispatch
import Foundation
import PartyTransport
import Synchronization

/// The relaying node's end of an event link to one owner node (see ``EventLinkSender``): it
/// reads the owner's records and hands each frame to the clients of the members it names, one
/// `send` per member and no decoding; a close record or the link's loss ends those members'
/// routes (see ``EventRoute``).
///
/// `Sendable`: the routes sit behind a `Mutex`; the decoder is confined to the link's queue.
final class EventLinkReceiver: @unchecked Sendable {
    /// The link's id (the preamble's, and each member's preamble names it).
    let id: String
    let connection: Connection
    private let routes = Mutex<[UInt32: EventRoute]>([:])
    private let nextVid = Atomic<UInt32>(1)
    /// Confined to the connection's queue.
    private var decoder = EventLinkDecoder()
    private var ack: [UInt8] = []
    private var acknowledged = false
    private let closedFlag = Atomic<Bool>(false)

    /// The owner's one-line answer to the preamble, before any record.
    static let ackLine = Array("{\"ok\":true}\n".utf8)

    init(id: String, connection: Connection) {
        self.id = id
        self.connection = connection
    }

    /// Whether the link is gone (new members must not be routed over it).
    var isClosed: Bool { closedFlag.load(ordering: .acquiring) }

    /// Sends the preamble and reads; `ready` is called once, on the link's queue, with true when
    /// the owner acknowledged it and false when the link closed first. `closed` runs once when an
    /// acknowledged link ends.
    func start(preamble: [UInt8], ready: @escaping @Sendable (Bool) -> Void, closed: @escaping @Sendable () -> Void) {
        connection.start(Connection.Handler(
            onData: { [self] bytes in
                if acknowledged { return received(bytes) }
                ack.append(contentsOf: bytes)
                guard ack.count >= Self.ackLine.count else { return }
                guard ack.starts(with: Self.ackLine) else { return connection.close(.security("event link not acknowledged")) }
                acknowledged = true
                let rest = Array(ack[Self.ackLine.count...])
                ack = []
                ready(true)
                if !rest.isEmpty { received(rest) }
            },
            onClose: { [self] _ in
                let orphans = routes.withLock { r in
                    closedFlag.store(true, ordering: .releasing)
                    defer { r = [:] }
                    return Array(r.values)
                }
                if acknowledged {
                    for route in orphans { route.ownerClosed() }
                    closed()
                } else {
                    ready(false)
                }
            }
        ))
        connection.send(preamble)
    }

    /// Registers a member about to be relayed over this link and returns its route; nil when
    /// the link has closed meanwhile (the member is relayed the old way).
    func register(client: Connection, relay: RelayLink) -> EventRoute? {
        let vid = nextVid.wrappingAdd(1, ordering: .relaxed).oldValue
        let route = EventRoute(vid: vid, client: client, relay: relay)
        return routes.withLock { r in
            guard !closedFlag.load(ordering: .acquiring) else { return nil }
            r[vid] = route
            return route
        }
    }

    /// Forgets a member's route (its client left, or its request is routed again).
    func unregister(_ route: EventRoute) {
        routes.withLock { r in if r[route.vid] === route { r[route.vid] = nil } }
    }

    /// The owner's records. On the link's queue.
    private func received(_ bytes: [UInt8]) {
        do {
            try decoder.feed(bytes) { item in
                switch item {
                case let .frame(vids, payload):
                    let frame = Array(payload)
                    routes.withLock { r in for vid in vids { r[vid]?.deliver(frame) } }
                case let .close(vid):
                    routes.withLock { $0.removeValue(forKey: vid) }?.ownerClosed()
                }
            }
        } catch {
            connection.close(.security("event link: \(error.why)"))
        }
    }
}
