import PartyProtocol

extension SessionMachine {
    /// The transport (WebSocket) holds the start of a message (`unfinished`) or not: a message
    /// must end within the line timeout like a TCP line, with the same `line_timeout`.
    mutating func messageProgress(unfinished: Bool) -> [Action] {
        guard unfinished != unfinishedMessage else { return [] }
        unfinishedMessage = unfinished
        return updateLineDeadline(completedLine: false)
    }

    /// Closes a connection that holds no seat after the idle timeout without a line, saying
    /// why first. A seated member may just watch for hours: TCP keepalive finds dead peers.
    /// A started line keeps its own deadline. While a request is being answered (a join waiting
    /// for a slow room or a takeover) the clock stops: it starts again from the answer, so a
    /// server slower than the timeout never closes a connection for waiting on it.
    /// A seated member's lines disarm nothing once nothing is armed (no hop to the connection's
    /// queue per read).
    mutating func armIdleDeadline() -> [Action] {
        guard !lineDeadlineArmed, !isClosed else { return [] }
        guard seat == nil, !relaying, !inFlight else {
            guard deadlineMayBeArmed else { return [] }
            deadlineMayBeArmed = false
            return [.deadline(millis: nil, what: "idle", farewell: nil)]
        }
        let error = WireError(.idleTimeout, "no request for \(settings.idleTimeoutSeconds) s; closing")
        deadlineMayBeArmed = true
        return [.deadline(millis: settings.idleTimeoutSeconds * 1000, what: "idle", farewell: farewell(error))]
    }

    /// A started line must end within the line timeout (bytes trickling in do not extend it);
    /// a connection without a seat gets a fresh idle deadline with each complete line.
    mutating func updateLineDeadline(completedLine: Bool) -> [Action] {
        guard !isClosed else { return [] }
        if decoder.bufferedByteCount > 0 || unfinishedMessage {
            guard !lineDeadlineArmed else { return [] }
            lineDeadlineArmed = true
            deadlineMayBeArmed = true
            let seconds = settings.lineTimeoutSeconds
            let error = WireError(.lineTimeout, isWebSocket ? "a message must end within \(seconds) s; closing"
                                                           : "a line must end (newline) within \(seconds) s; closing")
            return [.deadline(millis: seconds * 1000, what: "line", farewell: farewell(error))]
        } else if completedLine || lineDeadlineArmed {
            lineDeadlineArmed = false
            return armIdleDeadline()
        }
        return []
    }

    /// What a deadline sends before it closes: a text-mode line, or an `error` frame.
    private func farewell(_ error: WireError) -> [UInt8] {
        mode == .text ? Array("! \(error.message) (\(error.code.rawValue))\n".utf8) : Outbound.error(error, re: nil)
    }
}
