import PartyCore
import PartyProtocol

/// Moderators (contract §9, "Moderators"): invited by the host, joined with the invitation from
/// their own device, resumable like a member. Not members: they are in no roster, count for
/// nothing and are dealt nothing; they receive what a screen receives (never an unresolved
/// word) plus what only the staff gets (``emitToStaff(_:)``). Their seats are
/// ``ModeratorSeats`` in ``RoomModeration``, saved with the room.
extension RoomHost {
    /// The `role` of `room.join` that seats a moderator.
    static let moderatorRole = "moderator"

    /// `room.join` {room, role: "moderator", name, mod_token, token?, device?} → ok {room, role,
    /// player_id, token, snapshot, resume_grace_seconds}. A wrong or stale `mod_token` is
    /// `invalid_token`; a banned person `banned`; a filtered name `filtered`; past four
    /// moderators `room_full`; a name like a member's or a moderator's `name_taken`.
    func joinAsModerator(_ request: Request, from session: Session) throws(WireError) -> Session.Binding? {
        let name = try request.params.string("name")
        let invitation = try request.params.string("mod_token")
        let device = try deviceKey(request.params)
        let (token, key) = try newSeatToken(request.params)
        guard moderation.moderators.inviteKey == Token.profileKey(invitation) else {
            throw WireError(.invalidToken, "that moderator link is not room \(code)'s current one; ask the host for a new one")
        }
        try refuseBanned(Entrant(name: name, profileKey: key, deviceKey: device, address: session.address))
        let shown = try rule { () throws(RuleViolation) in try DisplayName.validated(name) }
        try checkText(shown, field: "name")
        let nameInUse = room.nameInUse  // read before the seats are changed (both are fields of `state`)
        let seat = try rule { () throws(RuleViolation) in
            try moderation.moderators.seat(name: shown, profileKey: key, invitation: Token.profileKey(invitation), nameInUse: nameInUse)
        }
        modLinks[seat.id] = session
        addresses[seat.id] = session.address
        if let device { moderation.devices[seat.id] = device }
        reply(session, request, Fields(["room": code, "role": Self.moderatorRole, "player_id": seat.id, "token": token,
                                         "snapshot": staffSnapshot(), "resume_grace_seconds": context.config.resumeGraceSeconds]))
        announceModerators()
        return .bound(self, seat.id)
    }

    /// `room.resume` with a moderator's token: the same moderator seat on this connection (the
    /// previous connection, if any, gets `room.replaced`).
    func resumeModerator(_ seat: ModeratorSeat, _ request: Request, from session: Session) -> Session.Binding? {
        if let previous = modLinks[seat.id], previous !== session {
            outbox.run { [code] in
                previous.deliver(Outbound.frame("room.replaced", room: code, Fields(["player_id": seat.id])))
                previous.detach(from: self)
            }
        }
        modLinks[seat.id] = session
        addresses[seat.id] = session.address
        moderation.moderators.reconnect(seat.id)
        scheduleExpiry()
        reply(session, request, Fields(["room": code, "role": Self.moderatorRole, "player_id": seat.id, "snapshot": staffSnapshot(),
                                         "resume_grace_seconds": context.config.resumeGraceSeconds]))
        if !seat.connected { announceModerators() }
        return .bound(self, seat.id)
    }

    /// A moderator's `room.leave`: the seat is given up for good.
    func moderatorLeave(_ request: Request, from session: Session, moderator: String) -> Session.Binding? {
        moderation.moderators.remove(moderator)
        modLinks[moderator] = nil
        seatGone(moderator)
        reply(session, request)
        announceModerators()
        scheduleExpiry()
        return .unbound
    }

    /// A moderator's `room.snapshot`: the room as a screen sees it, with the staff's fields.
    func sendStaffSnapshot(_ request: Request, from session: Session) -> Session.Binding? {
        reply(session, request, Fields(["snapshot": staffSnapshot()]))
        return nil
    }

    /// The room as a moderator sees it: members and the game as a screen does, plus
    /// `moderators` and `pending` (``addStaffFields(to:)``).
    func staffSnapshot() -> RoomSnapshot {
        var extras = snapshotExtras(game: screenGameView())
        addStaffFields(to: &extras)
        return snapshot(extras: extras, viewer: nil)
    }

    /// A moderator's connection dropped: the seat waits `resumeGraceSeconds` for a resume.
    func moderatorConnectionLost(_ id: String) {
        modLinks[id] = nil
        guard !frozen else { return }
        moderation.moderators.disconnect(id, now: now)
        announceModerators()
        scheduleExpiry()
        snapshotDirty()
    }

    /// Removes moderator seats whose grace period is over.
    func expireModerators() {
        let gone = moderation.moderators.expire(now: now, graceMillis: graceMillis)
        guard !gone.isEmpty else { return }
        for seat in gone { seatGone(seat.id) }
        announceModerators()
        snapshotDirty()
    }

    /// The `device` of `room.create`/`room.join`, as its ``DeviceKey`` (nil when absent).
    func deviceKey(_ params: Params) throws(WireError) -> String? {
        guard let raw = try params.optionalString("device") else { return nil }
        return try rule { () throws(RuleViolation) in try DeviceKey.validated(raw) }
    }

    /// Moderators and screens hear that the room closed or moved; moderators are let go.
    func releaseModerators(_ frame: [UInt8]?) {
        let watching = modLinks
        modLinks = [:]
        outbox.run { [self] in
            for session in watching.values {
                if let frame { session.deliver(frame) }
                session.detach(from: self)
            }
        }
    }
}
