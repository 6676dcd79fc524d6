import Dispatch
import PartyProtocol

extension Session {
    /// Carries out the machine's actions, in order. None of them feeds the machine again
    /// before the next one runs: answers come back through ``finish(_:pipelined:)``, which hops.
    func run(_ actions: [SessionMachine<RoomHost>.Action]) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        for action in actions {
            switch action {
            case let .chooseMode(chosen): mode = chosen
            case .closeTLSOnPlainPort:
                server.logger.debug("tls on plain port", metadata: ["conn.peer": "\(connection.peer)"])
                connection.close(.security("TLS handshake on the plain port"))
            case let .refuse(error, re):
                server.metrics.error(error.code)
                deliver(Outbound.error(error, re: re))
            case let .count(type): server.metrics.request(type)
            case let .pong(re): deliver(Outbound.frame("pong", re: re))
            case let .enter(request, route, line): enter(request, route, line: line)
            case let .serve(request, route):
                guard case let .server(handler) = route.handling else { continue }
                handler(server, request, self)
            case let .submit(request, room, player, pipelined):
                room.submit(request, from: self, player: player, pipelined: pipelined)
            case let .say(lines): sayText(lines)
            case let .close(reason): connection.close(reason)
            case .pauseReading: connection.pauseReading()
            case .resumeReading: connection.resumeReading()
            case let .deadline(millis, what, farewell): connection.setDeadline(after: millis, what: what, farewell: farewell)
            case let .forward(bytes): relay?.forward(bytes)
            case .finishRelayWriting: relay?.finishWriting()
            case let .releaseSeat(room, player): room.connectionLost(self, player: player)
            }
        }
    }

    /// `room.create`, `room.join` or `room.resume` to the registry, unless the client's address
    /// failed too many joins lately (then it is answered here, and the next line goes on).
    private func enter(_ request: Request, _ route: RequestRoute, line: ArraySlice<UInt8>) {
        if route.entersExistingRoom, let refusal = joinProbeRefusal() {
            fail(request, refusal)
            finish(nil)
            return
        }
        // Only while it is routed: a slice kept longer would pin the decoder's buffer, and every
        // later read would copy it (copy on write).
        routedLine = line
        defer { routedLine = [] }
        server.rooms.enter(request, from: self)
    }

    /// Human lines for a text-mode client, queued behind answers already being rendered so
    /// that every line leaves in the order the commands came in.
    private func sayText(_ lines: [String]) {
        connection.queue.async { [self] in
            for line in lines { connection.write(Array((line + "\n").utf8)) }
        }
    }
}
