extension HTTPConnectionMachine {
    /// The head deadline passed: a half-sent head gets 408, an idle keep-alive connection
    /// just closes. Ignored once upgraded.
    public mutating func headTimedOut() -> [Action] {
        guard phase == .http else { return [] }
        phase = .closed
        guard parser.bufferedByteCount > 0 else { return [.close(reason: "idle HTTP connection")] }
        let response = site.refusal(.text(.requestTimeout, "request head not received in time"))
        return [.write(response.serialized()), .close(reason: "slow request head")]
    }

    /// Answers the complete heads buffered (pipelining), at most `maxResponsesPerRead` and
    /// about `maxResponseBytesPerRead` before waiting for the write buffer to drain
    /// (``Action/awaitDrain``), so a peer that pipelines thousands of requests and never reads
    /// costs a few responses of memory and copying, not thousands. Upgrades on a valid `/ws` request.
    mutating func readRequests() -> [Action] {
        var actions: [Action] = []
        var answered = 0
        var answeredBytes = 0
        while phase == .http {
            let budgetSpent = answered == site.options.maxResponsesPerRead || answeredBytes >= site.options.maxResponseBytesPerRead
            if budgetSpent, parser.bufferedByteCount > 0 {
                awaitingDrain = true
                return actions + [.awaitDrain]
            }
            let head: HTTPRequestHead
            do throws(HTTPRequestError) {
                guard let next = try parser.next() else { break }
                head = next
            } catch {
                phase = .closed
                return actions + [.write(site.refusal(error).serialized()), .close(reason: error.message)]
            }
            let route = WebRoute(path: head.path)
            if route == .webSocket || (head.path == "/ws/echo" && site.options.webSocketEcho),
               !head.headers.values("Upgrade").isEmpty {
                return actions + upgrade(head, echo: route != .webSocket)
            }
            let response = site.respond(to: head, secure: secure).serialized(headOnly: head.isHead)
            actions.append(.write(response))
            answered += 1
            answeredBytes += response.count
            guard head.keepAlive else {
                phase = .closed
                return actions + [.close(reason: "Connection: close")]
            }
            actions.append(.headDeadline(true))
        }
        return actions
    }

    private mutating func upgrade(_ head: HTTPRequestHead, echo: Bool) -> [Action] {
        switch WebSocketHandshake.respond(to: head, secure: secure, options: site.options) {
        case let .refuse(response):
            phase = .closed
            return [.write(site.refusal(response).serialized()), .close(reason: "WebSocket handshake refused: \(response.status)")]
        case let .accept(response):
            phase = .webSocket
            self.echo = echo
            decoder = WebSocketFrameDecoder(maxMessageBytes: site.options.maxMessageBytes, acceptsBinary: echo)
            var actions: [Action] = [.headDeadline(false), .write(response.serialized())]
            if !echo { actions.append(.upgraded(head)) }
            let early = parser.takeBuffered()
            if !early.isEmpty { actions += receive(early) }
            return actions
        }
    }
}
