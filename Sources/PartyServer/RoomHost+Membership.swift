import PartyCore
import PartyProtocol

extension RoomHost {
    /// `room.create` {name, token?, lang?, avatar?, settings?, device?}: the creator takes the
    /// first seat and becomes host; `lang` is the room's content language (default `en`),
    /// `settings` its settings (see ``RoomSettings``; absent ones keep their defaults, and the
    /// name goes through the filter they set).
    func create(_ request: Request, from session: Session) throws(WireError) -> Session.Binding? {
        content.language = try contentLanguage(request.params) ?? .en
        settings = try RoomMachine.createSettings(request.params)
        return try seat(request, from: session, role: .player)
    }

    /// `room.join` {room, name, token?, role?, avatar?, device?}; role `screen` (no name) joins as
    /// a screen, role `moderator` (with `mod_token`) as a moderator.
    func join(_ request: Request, from session: Session) throws(WireError) -> Session.Binding? {
        let roles = Role.allCases.map(\.rawValue) + [Self.screenRole, Self.moderatorRole]
        let chosen = try request.params.optionalChoice("role", roles)
        if chosen == Self.screenRole { return try addScreen(request, from: session) }
        if chosen == Self.moderatorRole { return try joinAsModerator(request, from: session) }
        return try seat(request, from: session, role: chosen.flatMap(Role.init(rawValue:)) ?? .player)
    }

    /// Seats a player or audience member: a banned entrant gets `banned`, a name the room's
    /// filter blocks `filtered`, a name like a moderator's `name_taken`.
    private func seat(_ request: Request, from session: Session, role: Role) throws(WireError) -> Session.Binding? {
        let name = try request.params.string("name")
        let avatar = try request.params.avatar()
        let device = try deviceKey(request.params)
        let (token, key) = try newSeatToken(request.params)
        try refuseBanned(Entrant(name: name, profileKey: key, deviceKey: device, address: session.address))
        try checkText(name, field: "name")
        if !moderation.moderators.isEmpty {
            let shown = try rule { () throws(RuleViolation) in try DisplayName.validated(name) }
            if moderation.moderators.nameInUse(shown) { throw WireError(.nameTaken, RuleViolation.nameTaken.message) }
        }
        let (member, events) = try rule { () throws(RuleViolation) in try room.join(name: name, role: role, profileKey: key, avatar: avatar) }
        links[member.id] = session
        addresses[member.id] = session.address
        if let device { moderation.devices[member.id] = device }
        memberJoined(member, token: token)
        // The reply leaves first but shows the room after the game has seen the new member.
        let slot = outbox.reserve()
        emit(events)
        rosterChanged()
        let payload = Fields(["room": code, "player_id": member.id, "token": token, "snapshot": snapshot(for: member.id),
                              "resume_grace_seconds": context.config.resumeGraceSeconds])
        outbox.fill(slot) { session.reply(request, payload) }
        return .bound(self, member.id)
    }

    /// The `token` of a join (the client's, or a new one) and its profile key.
    /// - Throws: `bad_request` naming `token` when it is malformed, `already_in_room` when it
    ///   already holds a seat here (a member's or a moderator's).
    func newSeatToken(_ params: Params) throws(WireError) -> (token: String, key: String) {
        let token = try params.optionalString("token") ?? Token.generate()
        guard Token.isWellFormed(token) else {
            throw .badRequest("token", "must be 16–128 characters of letters, digits, '-' or '_'")
        }
        let key = Token.profileKey(token)
        if room.member(profileKey: key) != nil || moderation.moderators.seat(profileKey: key) != nil {
            throw WireError(.alreadyInRoom, "this token already holds a seat in room \(code); use room.resume")
        }
        return (token, key)
    }

    /// `room.resume` {room, token}: takes back the same seat, score and host status (or the same
    /// moderator seat). A banned token gets `banned`.
    func resume(_ request: Request, from session: Session) throws(WireError) -> Session.Binding? {
        let token = try request.params.string("token")
        let key = Token.isWellFormed(token) ? Token.profileKey(token) : nil
        if let key { try refuseBanned(Entrant(profileKey: key)) }
        if let key, room.member(profileKey: key) == nil, let seat = moderation.moderators.seat(profileKey: key) {
            return resumeModerator(seat, request, from: session)
        }
        guard let key, let member = room.member(profileKey: key) else {
            throw WireError(.invalidToken, "that token holds no seat in room \(code)")
        }
        if let previous = links[member.id], previous !== session {
            // The seat moves to the new connection; the old one is told and unbound.
            outbox.run { [code] in
                previous.deliver(Outbound.frame("room.replaced", room: code, Fields(["player_id": member.id])))
                previous.detach(from: self)
            }
        }
        links[member.id] = session
        addresses[member.id] = session.address
        awaitingResume.remove(member.id)
        loadWheels(owner: member.profileKey)
        let events = room.reconnect(member.id)
        let slot = outbox.reserve()
        emit(events)
        rosterChanged()
        scheduleExpiry()
        let payload = Fields(["room": code, "player_id": member.id, "snapshot": snapshot(for: member.id),
                              "resume_grace_seconds": context.config.resumeGraceSeconds, "chat": chatLines(for: member.id)])
        outbox.fill(slot) { session.reply(request, payload) }
        return .bound(self, member.id)
    }

    /// `room.leave`: gives up the seat for good.
    func leave(_ request: Request, from session: Session, player: PlayerID) -> Session.Binding? {
        let events = room.remove(player, reason: .left)
        links[player] = nil
        seatGone(player)
        reply(session, request)
        emit(events)
        rosterChanged()
        return .unbound
    }

    /// `room.snapshot` → ok {snapshot}: the room as the member may see it now.
    func sendSnapshot(_ request: Request, from session: Session, player: PlayerID) -> Session.Binding? {
        reply(session, request, Fields(["snapshot": snapshot(for: player)]))
        return nil
    }

    /// The room as `member` may see it (the member list from the room's cache); the host's
    /// also lists the moderators and what waits for review.
    func snapshot(for member: PlayerID) -> RoomSnapshot {
        var extras = snapshotExtras(for: member)
        if member == room.host { addStaffFields(to: &extras) }
        return snapshot(extras: extras, viewer: member)
    }

    /// The room's members as `viewer` (nil: a screen) may see them (see ``SnapshotListing``;
    /// encoded from the room's cache, see ``MemberListCache``) with `extras` (game and
    /// randomizer state already filtered for the viewer).
    func snapshot(extras: Fields, viewer: PlayerID?) -> RoomSnapshot {
        let listing = SnapshotListing(room.members, host: room.host, viewer: viewer, threshold: context.config.audienceDigestFrom)
        return RoomSnapshot(room: code, host: room.host, locked: room.locked, members: memberList.encoded(listing.members),
                            audience: listing.audience, extras: extras)
    }
}

/// The `snapshot` object of the contract: the room as one member may see it.
struct RoomSnapshot: Encodable, Sendable {
    var room: String
    var host: PlayerID?
    var locked: Bool
    /// The `members` array, encoded (see ``MemberListCache``): every player, the host and the
    /// viewer, and the rest of the audience only while it is small (see ``SnapshotListing``).
    var members: EncodedJSON
    /// `audience`: audience members seated now, listed or not (as in `room.audience_changed`).
    var audience: Int
    /// Game, fairness and randomizer state, already filtered for the member.
    var extras: Fields

    struct MemberView: Encodable, Sendable, Equatable {
        var player_id: PlayerID
        var name: String
        var role: Role
        var connected: Bool
        var score: Int
        var avatar: Avatar?
    }

    enum Key: String, CodingKey { case room, host, locked, members, audience }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(room, forKey: .room)
        try c.encode(host, forKey: .host)
        try c.encode(locked, forKey: .locked)
        try c.encode(members, forKey: .members)
        try c.encode(audience, forKey: .audience)
        try extras.encode(to: encoder)
    }
}
