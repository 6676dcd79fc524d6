import PartyCore
import PartyProtocol

extension SessionMachine {
    /// A complete line: the mode (first line), the rate limit (before any parsing: a flood
    /// costs the server a token check per line), then the backlog.
    mutating func accept(_ frame: ArraySlice<UInt8>, now: Int64) -> [Action] {
        var out: [Action] = []
        accept(frame, now: now, into: &out)
        return out
    }

    /// ``accept(_:now:)``, appending to `out`: a line's actions go into one array (the hot path
    /// allocates no array per step, and copies no request).
    mutating func accept(_ frame: ArraySlice<UInt8>, now: Int64, into out: inout [Action]) {
        if mode == .undecided {
            mode = frame.first == UInt8(ascii: "{") ? .json : .text
            if mode == .text { text = TextModeSession(now: clock) }  // "12s left" from the server's clock
            out.append(.chooseMode(mode))
        }
        guard limiter.allow(now: now) else {
            let re = mode == .json ? RequestID.peek(in: frame) : nil
            return enqueue(.reject(WireError(.rateLimited, "too many requests; slow down"), re: re, line: frame), now: now, into: &out)
        }
        if text != nil { return enqueue(.textLine(frame), now: now, into: &out) }
        switch Request.parse(frame) {
        case let .success(request): enqueue(.request(request, line: frame), now: now, into: &out)
        case let .failure(failure): enqueue(.reject(failure.error, re: failure.id, line: frame), now: now, into: &out)
        }
    }

    private mutating func enqueue(_ work: consuming Work, now: Int64, into out: inout [Action]) {
        backlog.append(work)
        if backlog.count >= settings.maxBacklog { out.append(.pauseReading) }
        pump(now: now, into: &out)
    }

    /// Takes the next lines whose turn has come: a seated member's pipelining requests go to
    /// the room while it holds fewer than ``Settings/maxAtRoom``; anything else waits until
    /// nothing runs alone and the room has answered everything before it.
    mutating func pump(now: Int64) -> [Action] {
        var out: [Action] = []
        pump(now: now, into: &out)
        return out
    }

    /// ``pump(now:)``, appending to `out`.
    mutating func pump(now: Int64, into out: inout [Action]) {
        while !inFlight, !isClosed, !backlog.isEmpty {
            if let seat, let type = backlog[0].requestType, requests[type]?.pipelines == true {
                guard ledger.reserve(limit: settings.maxAtRoom) else { break }
                guard case let .request(request, _) = takeFirst(into: &out) else { preconditionFailure("a request was first") }
                out.append(.count(type))
                out.append(.submit(request, to: seat.room, player: seat.player, pipelined: true))
                continue
            }
            guard ledger.isIdle() else { break }
            switch takeFirst(into: &out) {
            case let .request(request, line): route(request, line: line, now: now, into: &out)
            case let .reject(error, re, _): out.append(.refuse(error, re: re))
            case let .textLine(line):
                switch text!.parse(line) {
                case let .request(request): route(request, line: line, now: now, into: &out)
                case let .local(lines): out.append(.say(lines))
                case .quit:
                    isClosed = true
                    out.append(.say(["bye"]))
                    out.append(.close(.local))
                }
            }
        }
        if inputEnded, !inFlight, !isClosed, backlog.isEmpty {
            isClosed = true
            out.append(.close(.peerClosed))
        }
    }

    /// Removes the first waiting line (moved out, not copied) and returns it; reading resumes
    /// when the backlog is down to half.
    private mutating func takeFirst(into out: inout [Action]) -> Work {
        let first = backlog.removeFirst()
        if backlog.count == settings.maxBacklog / 2 { out.append(.resumeReading) }
        return first
    }

    /// A request whose turn has come, by its row in ``RequestTable``.
    private mutating func route(_ request: Request, line: ArraySlice<UInt8>, now: Int64, into out: inout [Action]) {
        out.append(.count(request.type))
        guard let route = requests[request.type] else {
            return out.append(.refuse(WireError(.unknownType, "unknown request type '\(request.type)'; see Protocol/PROTOCOL.md"), re: request.id))
        }
        switch route.handling {
        case .session:
            out.append(.pong(re: request.id))
        case .entry:
            if seat != nil {
                return out.append(.refuse(WireError(.alreadyInRoom, "you are already in a room; send room.leave first"), re: request.id))
            }
            if let refusal = costRefusal(route.cost, now: now) { return out.append(.refuse(refusal, re: request.id)) }
            inFlight = true
            out.append(.enter(request, route: route, line: line))
        case .server:
            if let refusal = costRefusal(route.cost, now: now) { return out.append(.refuse(refusal, re: request.id)) }
            inFlight = true
            out.append(.serve(request, route: route))
        case .room:
            guard let seat else {
                return out.append(.refuse(WireError(.notInRoom, "you are not in a room; send room.create or room.join first"), re: request.id))
            }
            if let refusal = costRefusal(route.cost, now: now) { return out.append(.refuse(refusal, re: request.id)) }
            inFlight = true
            out.append(.submit(request, to: seat.room, player: seat.player, pipelined: false))
        }
    }

    /// `rate_limited` when the connection cannot pay what the request costs beyond its line's
    /// token: opening a room costs `roomCreateCost` tokens in all; joining, resuming and leaving
    /// `seatChangeCost` (each costs the room a snapshot and news for every member, so joining
    /// and leaving in a loop must not be as cheap as chatting).
    private mutating func costRefusal(_ cost: RequestRoute.Cost, now: Int64) -> WireError? {
        switch cost {
        case .line:
            return nil
        case .roomCreate:
            guard !takeTokens(settings.roomCreateCost - 1, now: now) else { return nil }
            return WireError(.rateLimited, "rooms are opened at most a few a second; wait a moment")
        case .seatChange:
            guard !takeTokens(settings.seatChangeCost - 1, now: now) else { return nil }
            return WireError(.rateLimited, "joining and leaving cost more than other requests; wait a moment")
        }
    }

    private mutating func takeTokens(_ cost: Double, now: Int64) -> Bool {
        cost <= 0 || limiter.allow(now: now, cost: cost)
    }
}
