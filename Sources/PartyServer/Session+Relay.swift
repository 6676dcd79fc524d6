import Dispatch
import PartyProtocol

extension Session {
    /// `room.join` or `room.resume` for a room that is not live on this node (cluster mode):
    /// relay the client to the node that owns it, or wait while the room moves to a new node
    /// after its old one was lost. On the connection's queue, with the request in flight.
    func enterElsewhere(_ request: Request, code: String, placement: RoomPlacement) {
        let line = ArraySlice(Array(routedLine))  // its own copy: the retries may outlive the decoder's buffer
        let waitUntil = DispatchTime.now() + .milliseconds(placement.handoverWaitMillis)
        routeElsewhere(request, code: code, line: line, placement: placement, waitUntil: waitUntil)
    }

    private func routeElsewhere(_ request: Request, code: String, line: ArraySlice<UInt8>, placement: RoomPlacement,
                                waitUntil: DispatchTime) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        guard !machine.isClosed else { return }
        let location = placement.locate(code)
        let retry: @Sendable () -> Void = { [self] in
            guard DispatchTime.now() < waitUntil else {
                // Say what kept it: a room only moves when its node is gone; a node that is up but
                // cannot be reached from here (a network cut between nodes) is not a move (issue 34).
                let why = if case .node = location { "room \(code)'s server cannot be reached from this server right now" }
                          else { "room \(code) is moving to another server" }
                fail(request, WireError(.serverBusy, "\(why); try again in a moment"))
                finish(nil)
                return
            }
            connection.queue.asyncAfter(deadline: .now() + .milliseconds(200)) { [self] in
                routeElsewhere(request, code: code, line: line, placement: placement, waitUntil: waitUntil)
            }
        }
        switch location {
        case .nowhere:
            fail(request, WireError(.roomNotFound, "no room with code \(code)"))
            finish(nil)
        case .here:
            // Owned here but not live yet: this node is bringing it back from its snapshot.
            if let host = server.rooms.lookup(code) { host.submit(request, from: self, player: nil) } else { retry() }
        case .moving:
            retry()
        case let .node(host, port):
            // The node's event link first (made once, then shared), so the owner sends this
            // member's lines over it; without one, over the member's own link.
            server.eventLinks.link(host: host, port: port) { [self] events in
                RelayLink.connect(host: host, port: port, for: connection, writeBufferBytes: server.config.writeBufferBytes) { [self] link in
                    guard let link else { return retry() }
                    guard !machine.isClosed else { return link.close() }
                    let route = Route(request: request, code: code, line: line, placement: placement, waitUntil: waitUntil, owner: location)
                    beginRelay(link, route, events: events)
                }
            }
        }
    }

    /// A routed `room.join`/`room.resume` and where it is going: what a relay link needs to send
    /// it again when the link is lost before the owner answered.
    private struct Route: Sendable {
        var request: Request
        var code: String
        var line: ArraySlice<UInt8>
        var placement: RoomPlacement
        var waitUntil: DispatchTime
        /// Where the link goes.
        var owner: RoomLocation
    }

    /// From now on this session pipes bytes: the routed line goes first; the lines queued
    /// behind it, any partial line and everything the client sends follow once the owner has
    /// answered it (until then, see ``RelayLink``, the request may have to go elsewhere).
    private func beginRelay(_ link: RelayLink, _ route: Route, events: EventLinkReceiver?) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        relay = link
        var request = Array(route.line)
        request.append(0x0A)
        let (pending, actions) = machine.relayBegan()
        run(actions)
        let origin = RelayOrigin(secret: route.placement.linkSecret, client: address, transport: transport)
        link.start(origin: origin, request: request, pending: pending, events: events) { [self] held in
            relayLost(link, route, held: held)
        }
        if machine.inputEnded { link.finishWriting() }
        server.metrics.relayStarted()
        watch(link, route)
    }

    /// The link died (its owner with it, most likely) or was given up before the owner answered:
    /// the request is routed again — it waits for the takeover, then goes to the new owner — and
    /// the bytes held behind it are read again as if they had just come.
    ///
    /// Only the routed line reached the old owner. A resume is safe to repeat. A join is repeated
    /// as it came: the old owner sends its reply right after seating the member, so a join it
    /// applied and whose snapshot outlived it, yet whose reply never came back, is all but
    /// impossible; should it happen, a join with a `token` gets `already_in_room` (resume with it).
    private func relayLost(_ link: RelayLink, _ route: Route, held: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        guard relay === link, !machine.isClosed else { return }
        relay = nil
        server.logger.info("relay link lost before the owner answered; routing the request again",
                           metadata: ["room.code": "\(route.code)", "conn.peer": "\(connection.peer)"])
        run(machine.relayLost(held: held, now: server.clock.now()))
        routeElsewhere(route.request, code: route.code, line: route.line, placement: route.placement, waitUntil: route.waitUntil)
    }

    /// While the owner has not answered, checks twice a second that the room is still where the
    /// link goes: an owner that stopped answering (hung, or partitioned with its socket open) is
    /// given up once the directory moves its room or the wait is over.
    private func watch(_ link: RelayLink, _ route: Route) {
        connection.queue.asyncAfter(deadline: .now() + .milliseconds(500)) { [self] in
            guard relay === link, link.isAwaitingAnswer, !machine.isClosed else { return }
            if DispatchTime.now() < route.waitUntil, route.placement.locate(route.code) == route.owner {
                return watch(link, route)
            }
            link.abandon()
        }
    }
}
