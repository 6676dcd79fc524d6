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
        guard !closed else { return }
        let retry: @Sendable () -> Void = { [self] in
            guard DispatchTime.now() < waitUntil else {
                fail(request, WireError(.serverBusy, "room \(code) is moving to another server; try again in a moment"))
                finish(nil)
                return
            }
            connection.queue.asyncAfter(deadline: .now() + .milliseconds(200)) { [self] in
                routeElsewhere(request, code: code, line: line, placement: placement, waitUntil: waitUntil)
            }
        }
        switch placement.locate(code) {
        case .nowhere:
            fail(request, WireError(.roomNotFound, "no room with code \(code)"))
            finish(nil)
        case .here:
            // Owned here but not live yet: this node is bringing it back from its snapshot.
            if let host = server.rooms.lookup(code) { host.submit(request, from: self, player: nil) } else { retry() }
        case .moving:
            retry()
        case let .node(host, port):
            RelayLink.connect(host: host, port: port, for: connection, writeBufferBytes: server.config.writeBufferBytes) { [self] link in
                guard let link else { return retry() }
                guard !closed else { return link.close() }
                beginRelay(link, line: line, placement: placement)
            }
        }
    }

    /// From now on this session pipes bytes: the routed line, the lines queued behind it and any
    /// partial line go first, then everything the client sends.
    private func beginRelay(_ link: RelayLink, line: ArraySlice<UInt8>, placement: RoomPlacement) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        relay = link
        var pending = Array(line)
        pending.append(0x0A)
        for work in backlog {
            pending.append(contentsOf: work.line)
            pending.append(0x0A)
        }
        backlog.removeAll()
        pending.append(contentsOf: decoder.takeBuffered())
        inFlight = false
        connection.resumeReading()
        connection.setDeadline(after: nil, what: "relay")  // the owner's session keeps the deadlines now
        let origin = RelayOrigin(secret: placement.linkSecret, client: address, transport: transport)
        link.start(origin: origin, pending: pending) {}
        if inputEnded { link.finishWriting() }
        server.metrics.relayStarted()
    }
}
