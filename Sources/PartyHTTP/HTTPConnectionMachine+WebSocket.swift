extension HTTPConnectionMachine {
    /// Called at a fixed interval while upgraded: a socket silent since the last tick gets a
    /// ping; one that did not answer the previous ping (nor send anything) is dead and closes.
    public mutating func idleTick() -> [Action] {
        guard phase == .webSocket else { return [] }
        defer { heardSinceTick = false }
        if heardSinceTick { return [] }
        if pingOutstanding {
            phase = .closed
            return [.close(reason: "no answer to ping")]
        }
        pingOutstanding = true
        return [.write(WebSocketFrameEncoder.ping(Array("partyline".utf8)))]
    }

    /// Starts the closing handshake from the server's side (shutdown: 1001, after the
    /// session's `server_shutting_down` message; or a full write buffer: 1011).
    public mutating func close(_ code: WebSocketCloseCode, reason: String) -> [Action] {
        switch phase {
        case .webSocket:
            phase = .closing
            return [.write(WebSocketFrameEncoder.close(code, reason: reason)), .close(reason: reason)]
        case .http:
            phase = .closed
            return [.close(reason: reason)]
        case .closing, .closed:
            return []
        }
    }

    /// Decodes every complete frame buffered.
    mutating func readFrames() -> [Action] {
        var actions: [Action] = []
        while phase == .webSocket || phase == .closing {
            let message: WebSocketMessage
            do throws(WebSocketFailure) {
                guard let next = try decoder.next() else { break }
                message = next
            } catch {
                let wasOpen = phase == .webSocket
                phase = .closed
                let frame: [Action] = wasOpen ? [.write(WebSocketFrameEncoder.close(error.code, reason: error.reason))] : []
                return actions + frame + [.close(reason: "WebSocket \(error.code): \(error.reason)")]
            }
            if let flood = chargeFragments() { return actions + flood }
            if message.costsFrameBudget {
                switch frames.charge(now: now) {
                case .allowed: break
                case .refused: continue
                case .flooding: return actions + floodClose()
                }
            }
            actions += handle(message)
        }
        return actions + (chargeFragments() ?? [])
    }

    /// Charges the fragments decoded since the last charge; the close actions for a flood.
    private mutating func chargeFragments() -> [Action]? {
        while fragmentsCharged < decoder.fragmentsDecoded {
            fragmentsCharged += 1
            if frames.charge(now: now) == .flooding { return floodClose() }
        }
        return nil
    }

    /// Closes a connection that keeps sending frames past its ``FrameBudget``: 1008.
    private mutating func floodClose() -> [Action] {
        let wasOpen = phase == .webSocket
        phase = .closed
        let reason = "too many WebSocket frames; slow down"
        let frame: [Action] = wasOpen ? [.write(WebSocketFrameEncoder.close(.policyViolation, reason: reason))] : []
        return frame + [.close(reason: "WebSocket 1008: \(reason)")]
    }

    private mutating func handle(_ message: WebSocketMessage) -> [Action] {
        switch message {
        case let .text(bytes):
            guard phase == .webSocket else { return [] }
            return echo ? [.write(WebSocketFrameEncoder.text(bytes))] : [.deliver(bytes)]
        case let .binary(bytes):
            guard phase == .webSocket else { return [] }
            return [.write(WebSocketFrameEncoder.header(.binary, length: bytes.count) + bytes)]
        case let .ping(payload):
            return phase == .webSocket ? [.write(WebSocketFrameEncoder.pong(payload))] : []
        case .pong:
            return []
        case let .close(code, _):
            let wasOpen = phase == .webSocket
            phase = .closed
            let reply: [Action] = wasOpen ? [.write(WebSocketFrameEncoder.close(code))] : []
            return reply + [.close(reason: "peer closed WebSocket (\(code.map(String.init(describing:)) ?? "no code"))")]
        }
    }
}
