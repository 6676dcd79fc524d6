import Dispatch
import Logging
import PartyCore
import PartyFair
import PartyProtocol
import PartyStore
import PartyTransport

/// One live room: the executor of its ``RoomMachine``. It holds the room's ``RoomState``, its
/// members' sessions and its timers, all confined to one serial queue. Requests arrive through
/// ``submit(_:from:player:pipelined:)`` and run the handler of their row in ``RequestTable``: a
/// machine row's handler decides and returns ``RoomAction``s, which the room carries out
/// (`RoomHost+Actions.swift`); every request is answered (reply first, then the events it caused)
/// and then handed back to its session with ``Session/finish(_:pipelined:)``.
///
/// What is not the machine's is the executor's own: the sessions, the outbox, the timers, the
/// store, and the night service's side of a game night (`Nights/`).
///
/// `@unchecked Sendable`: every mutable property is touched only on `queue`.
final class RoomHost: @unchecked Sendable {
    let code: String
    let queue: DispatchQueue
    unowned let context: ServerContext
    /// The room's state and rules: what ``RoomMachine``'s handlers change (see `RoomHost+State.swift`
    /// for the names the room's other parts still read it by).
    var state: RoomState
    var seq = 0
    /// Live connections by seat. A disconnected member has a seat but no link.
    var links: [PlayerID: Session] = [:]
    /// Connections of the screens (TVs) watching the room, by screen id (`s1`, ...; the ids are
    /// ``RoomState/screens``): not members (see `RoomHost+Screens.swift`).
    var screens: [String: Session] = [:]
    var rng: SplitMix64
    /// Barriers whose store write failed (their replies become `storage_failed`).
    var failedWrites: Set<Int> = []
    /// Everything the room sends, in order, held behind durable writes.
    let outbox = RoomOutbox()
    /// The room's turns, a bounded number per pass of its loop.
    let turns: RoomTurns
    /// The machine's timers (``RoomTimer``) that are armed (see `RoomHost+Actions.swift`).
    var timers: [RoomTimer: DispatchSourceTimer] = [:]
    /// Seats counted in the server's `partyline_seats` gauge (see ``countSeats()``).
    private var seatsCounted = 0
    /// When the room's crash-safe snapshot is next due (see `RoomHost+Snapshot.swift`).
    var snapshotter = RoomSnapshotter()
    /// The game night this room is, if it is one (see `Nights/RoomHost+Night.swift`).
    var night: NightRoom? {
        didSet { state.night = night?.night.state }  // what the machine reads of it
    }
    /// Live connections of the moderators, by moderator id (`m1`, ...): not members.
    var modLinks: [String: Session] = [:]
    /// Connections given a seat while the outbox still held frames from before (behind a
    /// durable write): they receive none of those, only what is queued from their binding on,
    /// so a join's or resume's reply is the first frame of the room they get (see ``bind``).
    /// Empty but for those moments: ``send(_:)`` then asks nothing per member.
    var boundBehindHeldFrames: Set<ObjectIdentifier> = []

    init(code: String, context: ServerContext, seed: UInt64) {
        self.code = code
        self.context = context
        let loop = context.loops.next()
        self.queue = DispatchQueue(label: "partyline.room.\(code)", target: loop)
        self.turns = RoomTurns(queue: queue, loop: loop)
        self.state = RoomState(code: code, rules: Self.rules(context), limits: context.config.roomLimits, now: context.clock.now())
        self.rng = SplitMix64(seed: seed)
    }

    /// The rules a room of `context` reads: the server's, with the store's count of a profile's wheels.
    static func rules(_ context: ServerContext) -> RoomRules {
        var rules = context.roomRules
        let store = context.store
        rules.storedWheelCount = { owner in (try? store.wheels(owner: owner).count) ?? 0 }
        rules.storedWyrTallies = { ids in try? store.records(WyrTally.self, keys: ids) }
        rules.storedBestScores = { keys, category, mode in (try? store.bestScores(profileKeys: keys, category: category, mode: mode)) ?? [:] }
        return rules
    }

    var now: UnixMillis { context.clock.now() }

    var store: PartyStore { context.store }

    /// The server's request types (see ``RequestTable``).
    var requests: RequestTable { context.requests }

    /// Queues a request from `session` (seat `player`, or nil for create/join/resume);
    /// `pipelined` when the session did not wait for its previous request (see ``Session``).
    func submit(_ request: Request, from session: Session, player: PlayerID?, pipelined: Bool = false) {
        turns.enqueue(.request(RoomSubmission(host: self, request: request, session: session, player: player,
                                              pipelined: pipelined, arrived: DispatchTime.now().uptimeNanoseconds)))
    }

    /// A submitted request's turn (see ``submit(_:from:player:pipelined:)``). On the room's queue.
    func perform(_ submission: RoomSubmission) {
        let request = submission.request, session = submission.session
        lastActivity = now
        var change: Session.Binding?
        do throws(WireError) {
            change = try perform(request, from: session, player: submission.player)
            if request.type == "chat.send", !outbox.isHolding {
                context.metrics.fanOut.recordNanoseconds(Int64(DispatchTime.now().uptimeNanoseconds - submission.arrived))
            }
        } catch {
            fail(session, request, error)
            if error.code == .notInRoom { change = .unbound }
        }
        if requests[request.type]?.saved ?? true { snapshotDirty() }
        let pipelined = submission.pipelined
        if outbox.isIdle { session.finish(change, pipelined: pipelined) } else { outbox.run { session.finish(change, pipelined: pipelined) } }
        countSeats()
        closeIfAbandoned()
    }

    /// Refuses `player` with `not_host` (and the refusal its row in ``RequestTable`` declares)
    /// unless they are the host: for a host-only request, after it has read its parameters.
    func requireHost(_ request: Request, _ player: PlayerID) throws(WireError) {
        guard room.host != player else { return }
        guard case let .host(refusal)? = requests[request.type]?.senders else {
            throw WireError(.notHost, "only the host can send \(request.type)")
        }
        throw WireError(.notHost, refusal)
    }

    /// Replies `ok` (when the request had an id), in order with everything else the room sends.
    func reply(_ session: Session, _ request: Request, _ payload: some Encodable & Sendable = NoFields()) {
        outbox.run { session.reply(request, payload) }
    }

    /// Sends an error for a request, in order with everything else the room sends.
    func fail(_ session: Session, _ request: Request, _ error: WireError) {
        outbox.run { session.fail(request, error) }
    }

    /// Commits `writes`; whatever the room sends after this call waits until they are durable.
    /// The room's snapshot rides in the same transaction when the room changed since it was last
    /// saved, and always when `roomChanged` — the writes record a change the room has just made
    /// (a finished round and its score, a question's all-time tallies, a roll) — so the store
    /// holds both or neither: a restored room never plays again a round whose result is stored.
    /// (Before, a round ending when nothing else had marked the room changed was committed alone,
    /// its snapshot up to a second later: a crash between the two replayed the round and stored
    /// it twice.) Returns the write's barrier, for ``reply(_:_:_:after:)`` and ``committed(_:)``.
    @discardableResult
    func durable(_ writes: [StoreWrite], roomChanged: Bool = false) -> Int? {
        guard !writes.isEmpty else { return nil }
        return hold(writes, with: snapshotForDurableWrite(roomChanged: roomChanged))
    }

    /// Writes `writes` (after `snapshot`, in the same batch, when given) and holds back whatever
    /// the room sends after this call until the store answers. A failure marks the barrier (see
    /// ``committed(_:)``), keeps `writes` for a later try when they are retryable
    /// (``WriteRetryQueue``), leaves the room to be saved again, and runs `failed` on the room's
    /// queue — unless the room is another node's now (``StoreError/notOwner(room:)``): then
    /// nothing of it may be written later, and the room is about to be given up here. A success
    /// tells the retry queue that the store takes writes again.
    func hold(_ writes: [StoreWrite], with snapshot: StoreWrite? = nil, failed: (@Sendable (RoomHost) -> Void)? = nil) -> Int {
        let barrier = outbox.barrier()
        let submitted = DispatchTime.now().uptimeNanoseconds
        let generation = context.retries.generation
        store.write((snapshot.map { [$0] } ?? []) + writes) { [self] result in
            context.metrics.storeCommit.recordNanoseconds(Int64(DispatchTime.now().uptimeNanoseconds - submitted))
            let moved = if case .failure(.notOwner) = result { true } else { false }
            switch result {
            case .success: context.retries.retryPending()
            case .failure: if !moved { context.retries.keep(writes, submittedIn: generation) }
            }
            if !moved { context.operatorState.storeWrote(result) }
            turn { [self] in
                if case let .failure(error) = result {
                    failedWrites.insert(barrier)
                    context.logger.log(level: moved ? .info : .error, "store write failed",
                                       metadata: ["room.code": "\(code)", "store.error": "\(error)"])
                    if !moved {
                        if snapshot != nil { snapshotDirty() }
                        failed?(self)
                    }
                }
                outbox.release(barrier)
            }
        }
        return barrier
    }

    /// Whether the write behind `barrier` was committed (true when there was none). Call it once,
    /// from the outbox, after the barrier: it forgets the failure it reports.
    func committed(_ barrier: Int?) -> Bool {
        guard let barrier else { return true }
        return failedWrites.remove(barrier) == nil
    }

    /// Replies `ok` once the request's write (barrier `write`) is committed, or `storage_failed`
    /// when it could not be: a client is never told a change is saved when it is not.
    func reply(_ session: Session, _ request: Request, _ payload: some Encodable & Sendable = NoFields(), after write: Int?) {
        outbox.run { [self] in
            if !committed(write) {
                session.fail(request, WireError(.storageFailed, "the server could not save this change; it may be lost on restart"))
            } else {
                session.reply(request, payload)
            }
        }
    }

    /// Runs the request's handler from ``RequestTable``: an entry seats the session; a seated
    /// member's or a screen's request needs the seat the session names to still be theirs.
    private func perform(_ request: Request, from session: Session, player: PlayerID?) throws(WireError) -> Session.Binding? {
        dispatchPrecondition(condition: .onQueue(queue))
        if closed { throw WireError(.roomNotFound, "room \(code) has closed") }
        if frozen { throw WireError(.serverShuttingDown, "the server is shutting down; reconnect and resume your seat") }
        switch requests[request.type]?.handling {
        case let .entry(handler, _)?:
            return try handler(self, request, session)
        case let .room(member, screen)?:
            if let player, modLinks[player] === session, moderation.moderators.contains(player) {
                guard let handler = requests[request.type]?.moderator else {
                    throw WireError(.notAllowed, "a moderator may chat, kick, ban, review and change the safety settings, not send \(request.type)")
                }
                return try handler(self, request, session, player)
            }
            if let player, screens[player] === session {
                guard let screen else {
                    throw WireError(.notAllowed, "a screen only watches: it may send ping, room.snapshot and room.leave")
                }
                return try screen(self, request, session, player)
            }
            guard let player, links[player] === session else {
                throw WireError(.notInRoom, "you are no longer in room \(code)")
            }
            return try member(self, request, session, player)
        case .session?, .server?, nil:
            throw WireError(.unknownType, "unknown request type '\(request.type)'")
        }
    }

    /// Sends each event to the members its audience names, encoding each payload once.
    /// Sequence numbers are given when the event actually leaves (after any pending write).
    /// (Membership events take the overload in `RoomHost+Actions.swift`, through the audience digest.)
    func emit<E: WireEvent>(_ events: [Addressed<E>]) {
        emitEach(events)
    }

    /// Sends each event as it is (see ``emit(_:)``).
    func emitEach<E: WireEvent>(_ events: [Addressed<E>]) {
        dispatchPrecondition(condition: .onQueue(queue))
        for item in events {
            if outbox.isIdle { send(item) } else { outbox.run { [self] in send(item) } }
        }
    }

    /// Sends one event now. Only from inside the outbox (or `emit`).
    func send<E: WireEvent>(_ item: Addressed<E>) {
        let (frame, value) = numbered(item.event)
        if case let .only(id) = item.audience {  // one connection: no walk over a crowd's links
            if let session = links[id] ?? modLinks[id], receives(session) { session.deliver(frame, value) }
            return
        }
        let everyone = boundBehindHeldFrames.isEmpty  // once per event: a crowd's walk asks nothing more
        for (id, session) in links where item.audience.includes(id) && (everyone || receives(session)) { session.deliver(frame, value) }
        guard item.audience.includesScreens else { return }
        // Moderators receive what screens receive (never an unresolved word).
        for session in screens.values where receives(session) { session.deliver(frame, value) }
        for session in modLinks.values where receives(session) { session.deliver(frame, value) }
    }

    /// Whether `session` receives the frame leaving now: not when it was bound after the frame
    /// was queued (``boundBehindHeldFrames``).
    func receives(_ session: Session) -> Bool {
        boundBehindHeldFrames.isEmpty || !boundBehindHeldFrames.contains(ObjectIdentifier(session))
    }

    /// `event` as the room's next frame: numbered (`seq`), marking the snapshot dirty (with
    /// `marksDirty`) unless its type is never saved, with text mode's value made once for every
    /// text-mode reader.
    func numbered<E: WireEvent>(_ event: E, marksDirty: Bool = true) -> (frame: [UInt8], value: EventValue) {
        seq += 1
        if marksDirty, !Self.unsavedEventTypes.contains(event.wireType) { snapshotDirty() }
        return (Outbound.event(event.wireType, room: code, seq: seq, event), EventValue(event.wireType, room: code, seq: seq, event))
    }

    /// Runs a core rule, turning its refusal into a wire error.
    func rule<T>(_ body: () throws(RuleViolation) -> T) throws(WireError) -> T {
        do { return try body() } catch { throw WireError(error) }
    }

    /// Runs `body` on the room's queue as one turn: what it sends to members is written when
    /// each member's loop comes round, once per connection (see ``FlushBatch``). A room runs a
    /// bounded number of turns before other rooms on its loop get theirs (see ``RoomTurns``).
    func turn(_ body: @escaping @Sendable () -> Void) {
        turns.enqueue(body)
    }

    /// Runs `body` now (already on the room's queue, in a timer) as a turn of the room.
    func inTurn(_ body: (RoomHost) -> Void) {
        body(self)
    }

    /// A connection dropped: its link is let go and the machine hears it
    /// (``RoomMachine/disconnected(_:_:now:)``: a member's or moderator's seat waits for a resume
    /// through its grace; a screen is gone). A seat already on another connection is left alone.
    func connectionLost(_ session: Session, player: PlayerID) {
        turn { [self] in
            if screens[player] === session {
                screens[player] = nil
            } else if modLinks[player] === session {
                modLinks[player] = nil
            } else if links[player] === session {
                links[player] = nil
            } else {
                return
            }
            run(RoomMachine.disconnected(&state, player, now: now))
        }
    }

    /// Arms (or stops) the timer that removes seats whose grace period has ended (``RoomMachine/seatTimer(_:)``).
    func scheduleExpiry() {
        run([RoomMachine.seatTimer(state)])
    }

    /// Brings the server's seat gauge up to date with this room's roster.
    func countSeats() {
        let seats = closed ? 0 : room.members.count
        guard seats != seatsCounted else { return }
        context.metrics.seats.increment(by: Double(seats - seatsCounted))
        seatsCounted = seats
    }

    /// Closes the room when nobody holds a seat any more.
    func closeIfAbandoned() {
        guard !closed, room.members.isEmpty else { return }
        close(reason: .abandoned)
    }
}
