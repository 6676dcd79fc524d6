import Dispatch
import PartyCore
import PartyProtocol

/// The room as ``RoomMachine``'s executor: it feeds the machine a request (after the deadlines
/// its row says fire first) or a timer, and carries out the ``RoomAction``s it returns, in
/// order — replies and events through the outbox (so nothing overtakes a durable write), writes
/// as barriers, timers as Dispatch sources on the room's queue.
extension RoomHost {
    /// Runs the machine's `handler` for `request` from `session` (seat `sender`), then its actions.
    /// A refusal is thrown before anything changed.
    func handle(_ request: Request, from session: Session, as sender: PlayerID, due: RoomMachine.Due,
                _ handler: RoomMachine.Handler) throws(WireError) {
        dispatchPrecondition(condition: .onQueue(queue))
        run(RoomMachine.due(due, &state, now: now, rng: &rng))
        let actions = try handler(&state, request, sender, now, &rng)
        run(actions, answering: request, from: session)
    }

    /// Runs the machine's entry `handler` for `request` from `session`, a connection without a
    /// seat here, then its actions; returns the seat they gave the session. A refusal is thrown
    /// before anything changed.
    func enter(_ request: Request, from session: Session, _ handler: RoomMachine.EntryHandler) throws(WireError) -> Session.Binding? {
        dispatchPrecondition(condition: .onQueue(queue))
        let actions = try handler(&state, request, Arrival(address: session.address), now, &rng)
        return run(actions, answering: request, from: session)
    }

    /// Carries out `actions` in order; replies go to `request` from `session` (none for a timer's).
    /// Returns the seat a ``RoomAction/bind(_:)`` gave `session`, if any.
    @discardableResult
    func run(_ actions: [RoomAction], answering request: Request? = nil, from session: Session? = nil) -> Session.Binding? {
        dispatchPrecondition(condition: .onQueue(queue))
        // Only with a night open: passing `state` (a stored property) by value copies it.
        let actions = state.night == .open ? RoomMachine.reportingToNight(actions, state) : actions
        var barriers: [RoomWriteID: Int] = [:]
        var snapshotReplies: [(RoomOutbox.Slot, SnapshotAnswer)] = []
        var binding: Session.Binding?
        for action in actions {
            switch action {
            case let .reply(payload, after):
                guard let request, let session else { continue }
                reply(session, request, payload, after: after.flatMap { barriers[$0] })
            case let .replyWithSnapshot(answer):
                guard request != nil, session != nil else { continue }
                snapshotReplies.append((outbox.reserve(), answer))
            case let .refuse(error):
                guard let request, let session else { continue }
                fail(session, request, error)
            case let .bind(seat):
                guard let session else { continue }
                bind(session, to: seat)
                binding = .bound(self, seat)
            case let .memberSeated(member):
                memberJoined(member)
            case let .loadWheels(owner):
                loadWheels(owner: owner)
            case let .publish(audience, event, after):
                publish(event, to: audience, after: after.flatMap { barriers[$0] })
            case let .night(entry):
                nightRecord(entry)
            case let .emit(audience, event):
                emitOne(audience, event)
            case let .emitToStaff(event):
                emitToStaff(event)
            case let .saveSnapshot(write):
                barriers[write] = durableSnapshot()
            case let .save(writes, write):
                barriers[write] = durable(writes, roomChanged: true)
            case let .write(writes, write):
                barriers[write] = durable(writes)
            case .snapshotDirty:
                snapshotDirty()
            case let .release(seat, farewell):
                outbox.run { [self] in release(seat, farewell: farewell) }
            case .rosterChanged:
                run(RoomMachine.rosterChanged(&state, now: now))
            case .rosterChangedNobodyLeft:
                run(RoomMachine.rosterChangedNobodyLeft(&state, now: now))
            case .seatExpiry:
                scheduleExpiry()
            case let .arm(timer, due):
                arm(timer, at: due)
            case let .cancel(timer):
                timers.removeValue(forKey: timer)?.cancel()
            }
        }
        if let request, let session {
            // The snapshot shows the room as these actions left it; the reply keeps its place.
            for (slot, answer) in snapshotReplies {
                let payload = answer.payload(snapshot(for: answer.viewer))
                outbox.fill(slot) { session.reply(request, payload) }
            }
        }
        return binding
    }

    /// The room as `viewer` sees it now, with the running game as they may see it.
    func snapshot(for viewer: SnapshotViewer) -> RoomSnapshot {
        let game = viewer.member.map(gameView(for:)) ?? screenGameView()
        let (night, time) = (nightSnapshot(), now)
        return state.snapshot(for: viewer, game: game, night: night, now: time)
    }

    /// `session` now holds `seat` (a member's, a moderator's or a screen's); a connection that
    /// held it before is told `room.replaced` and let go, after what was sent before. Frames the
    /// outbox still holds from before (behind a durable write) are not for `session`: its reply's
    /// snapshot already shows them, and it must hear of the room first from that reply.
    private func bind(_ session: Session, to seat: String) {
        if !outbox.isIdle {
            let id = ObjectIdentifier(session)
            boundBehindHeldFrames.insert(id)
            outbox.run { [self] in boundBehindHeldFrames.remove(id) }
        }
        let previous = if state.screens.contains(seat) {
            screens.updateValue(session, forKey: seat)
        } else if moderation.moderators.contains(seat) {
            modLinks.updateValue(session, forKey: seat)
        } else {
            links.updateValue(session, forKey: seat)
        }
        guard let previous, previous !== session else { return }
        outbox.run { [self] in
            previous.detach(from: self, farewell: [(Outbound.frame("room.replaced", room: code, Fields(["player_id": seat])), nil)])
        }
    }

    /// Lets go of `seat`'s connection when the seat is no longer held (from inside the outbox);
    /// `farewell` is numbered as the room's next events and delivered after the session has let
    /// the seat go.
    private func release(_ seat: String, farewell: [any WireEvent]) {
        let lastWords = farewell.map { numbered($0) }
        if room.member(seat) == nil, let session = links.removeValue(forKey: seat) { session.detach(from: self, farewell: lastWords) }
        if !moderation.moderators.contains(seat), let session = modLinks.removeValue(forKey: seat) { session.detach(from: self, farewell: lastWords) }
        if !state.screens.contains(seat), let session = screens.removeValue(forKey: seat) { session.detach(from: self, farewell: lastWords) }
    }

    private func emitOne<E: WireEvent>(_ audience: Audience, _ event: E) {
        emitEach([Addressed(audience, event)])
    }

    /// Arms `timer` for server time `due` (at once when it has passed), replacing the armed one;
    /// when it fires, the machine hears it in a turn of the room.
    private func arm(_ timer: RoomTimer, at due: UnixMillis) {
        timers.removeValue(forKey: timer)?.cancel()
        let source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: .now() + .milliseconds(Int(max(0, due - now))))
        source.setEventHandler { [weak self] in self?.fired(timer) }
        source.resume()
        timers[timer] = source
    }

    private func fired(_ timer: RoomTimer) {
        timers[timer] = nil
        run(RoomMachine.fired(timer, &state, now: now, rng: &rng))
        countSeats()
        closeIfAbandoned()
    }

    /// Stops every timer of the machine (the room closed).
    func cancelTimers() {
        for source in timers.values { source.cancel() }
        timers = [:]
    }
}

/// The machine's rules as the executor's own hooks call them (the console, a restore, the night service).
extension RoomHost {
    /// Sends membership events; a large audience's go into the next digest (``RoomMachine/announce(_:_:now:)``).
    func emit(_ events: [Addressed<RoomEvent>]) {
        run(RoomMachine.announce(&state, events, now: now))
    }

    /// A member was removed (`events`): they hear it first, then lose the link before the room's news.
    func emitRemoval(of target: PlayerID, _ events: Room.Events) {
        run(RoomMachine.removal(&state, of: target, events, now: now))
    }

    /// Re-arms (or stops) the timer that hands on the role of a host who stays away.
    func scheduleHostAway() {
        run(RoomMachine.hostAwayTimer(state))
    }

    /// Arms the review queue's timer for its next expiry, or stops it.
    func scheduleReviewExpiry() {
        run(RoomMachine.reviewTimer(state))
    }
}
