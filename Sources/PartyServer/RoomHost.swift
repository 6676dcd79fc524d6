import Dispatch
import PartyCore
import PartyProtocol

/// One live room: its core state, its members' sessions and its timers, all confined to one
/// serial queue. Requests arrive through ``submit(_:from:player:)``; every request is answered
/// (reply first, then the events it caused) and then handed back to its session with ``Session/finish(_:)``.
///
/// `@unchecked Sendable`: every mutable property is touched only on `queue`.
final class RoomHost: @unchecked Sendable {
    let code: String
    let queue: DispatchQueue
    unowned let context: ServerContext
    var room: Room
    var seq = 0
    /// Live connections by seat. A disconnected member has a seat but no link.
    var links: [PlayerID: Session] = [:]
    var rng: SplitMix64
    var closed = false
    private var expiryTimer: DispatchSourceTimer?

    init(code: String, context: ServerContext, seed: UInt64) {
        self.code = code
        self.context = context
        self.queue = DispatchQueue(label: "partyline.room.\(code)")
        self.room = Room(code: code, limits: context.config.roomLimits)
        self.rng = SplitMix64(seed: seed)
    }

    var graceMillis: Int64 { Int64(context.config.resumeGraceSeconds) * 1000 }
    var now: UnixMillis { context.clock.now() }

    /// Request types handled by rooms (besides create/join/resume, which the registry routes).
    static let roomRequestTypes: Set<String> = [
        "room.leave", "room.kick", "room.lock", "room.transfer_host", "room.snapshot", "chat.send",
    ]

    /// Whether a bound session's request of this type goes to its room.
    static func handles(_ type: String) -> Bool { roomRequestTypes.contains(type) }

    /// Queues a request from `session` (seat `player`, or nil for create/join/resume).
    func submit(_ request: Request, from session: Session, player: PlayerID?) {
        queue.async { [self] in
            var change: Session.Binding?
            do throws(WireError) {
                change = try perform(request, from: session, player: player)
            } catch {
                session.fail(request, error)
                if error.code == .notInRoom { change = .unbound }
            }
            session.finish(change)
            closeIfAbandoned()
        }
    }

    private func perform(_ request: Request, from session: Session, player: PlayerID?) throws(WireError) -> Session.Binding? {
        dispatchPrecondition(condition: .onQueue(queue))
        if closed { throw WireError(.roomNotFound, "room \(code) has closed") }
        switch request.type {
        case "room.create": return try create(request, from: session)
        case "room.join": return try join(request, from: session)
        case "room.resume": return try resume(request, from: session)
        default: break
        }
        guard let player, links[player] === session else {
            throw WireError(.notInRoom, "you are no longer in room \(code)")
        }
        return try handleMember(request, from: session, player: player)
    }

    /// Requests from a seated member.
    private func handleMember(_ request: Request, from session: Session, player: PlayerID) throws(WireError) -> Session.Binding? {
        switch request.type {
        case "room.leave": return leave(request, from: session, player: player)
        case "room.kick": try kick(request, from: session, player: player)
        case "room.lock":
            let locked = try request.params.bool("locked")
            let events = try rule { () throws(RuleViolation) in try room.setLocked(locked, by: player) }
            session.reply(request)
            emit(events)
        case "room.transfer_host":
            let target = try request.params.string("player_id")
            let events = try rule { () throws(RuleViolation) in try room.transferHost(to: target, by: player) }
            session.reply(request)
            emit(events)
        case "room.snapshot":
            session.reply(request, Fields(["snapshot": snapshot(for: player)]))
        case "chat.send":
            let raw = try request.params.string("text")
            let text = try rule { () throws(RuleViolation) in try TextSanitizer.validated(raw, field: "text", maxLength: 500) }
            session.reply(request)
            emit([Addressed(.everyone, ChatMessage(player_id: player, name: room.member(player)?.name ?? "", text: text))])
        default:
            throw WireError(.unknownType, "unknown request type '\(request.type)'")
        }
        return nil
    }

    /// Sends each event to the members its audience names, encoding each payload once.
    func emit<E: WireEvent>(_ events: [Addressed<E>]) {
        dispatchPrecondition(condition: .onQueue(queue))
        for item in events {
            seq += 1
            let frame = Outbound.event(item.event.wireType, room: code, seq: seq, item.event)
            for (id, session) in links where item.audience.includes(id) { session.deliver(frame) }
        }
    }

    /// Runs a core rule, turning its refusal into a wire error.
    func rule<T>(_ body: () throws(RuleViolation) -> T) throws(WireError) -> T {
        do { return try body() } catch { throw WireError(error) }
    }

    /// A member's connection dropped: keep the seat for the grace period.
    func connectionLost(_ session: Session, player: PlayerID) {
        queue.async { [self] in
            guard links[player] === session else { return }
            links[player] = nil
            emit(room.disconnect(player, now: now, graceMillis: graceMillis))
            rosterChanged()
            scheduleExpiry()
        }
    }

    /// Arms the timer that removes seats whose grace period has ended.
    func scheduleExpiry() {
        expiryTimer?.cancel()
        expiryTimer = nil
        guard let due = room.nextExpiry(graceMillis: graceMillis) else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(Int(max(0, due - now))))
        timer.setEventHandler { [weak self] in self?.expireSeats() }
        timer.resume()
        expiryTimer = timer
    }

    private func expireSeats() {
        let (removed, events) = room.expireDisconnected(now: now, graceMillis: graceMillis)
        emit(events)
        if !removed.isEmpty { rosterChanged() }
        scheduleExpiry()
        closeIfAbandoned()
    }

    /// Drops links of members who are no longer seated and tells their sessions.
    func dropStaleLinks() {
        for (id, session) in links where room.member(id) == nil {
            links[id] = nil
            session.detach(from: self)
        }
    }

    /// Closes the room when nobody holds a seat any more.
    func closeIfAbandoned() {
        guard !closed, room.members.isEmpty else { return }
        closed = true
        expiryTimer?.cancel()
        expiryTimer = nil
        roomClosing()
        context.rooms.remove(self)
        context.logger.info("room closed", metadata: ["room.code": "\(code)"])
    }
}
