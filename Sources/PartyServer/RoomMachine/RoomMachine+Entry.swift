import PartyCore
import PartyProtocol

/// Taking a seat (`room.create`, `room.join`, `room.resume`): who may come in, which seat they
/// get, and what they are answered — the room's snapshot as they will see it. An entry comes
/// from a connection without a seat here, so its handler gets the connection's ``Arrival``
/// where a seated request gets its sender; ``RoomAction/bind(_:)`` gives the connection the seat.
extension RequestTable {
    /// The session's own request and the three that seat a session.
    static let sessionRows: [RequestRoute] = [
        .session("ping"),
        .entry("room.create", cost: .roomCreate, opensRoom: true, machine: RoomMachine.create),
        .entry("room.join", cost: .seatChange, machine: RoomMachine.join),
        .entry("room.resume", cost: .seatChange, machine: RoomMachine.resume),
    ]
}

/// The connection an entry comes from.
struct Arrival: Sendable {
    /// Its peer address (a ban by address matches it).
    var address: String
}

extension RoomMachine {
    /// An entry's handler: `(state, request, arrival, now, rng)` to the actions that seat it.
    typealias EntryHandler = @Sendable (inout RoomState, Request, Arrival, UnixMillis, inout SplitMix64) throws(WireError) -> [RoomAction]

    /// `room.create` {name, token?, lang?, avatar?, settings?, device?}: the creator takes the
    /// first seat and becomes host; `lang` is the room's content language (default `en`),
    /// `settings` its settings (see ``RoomSettings``; absent ones keep their defaults, and the
    /// name goes through the filter they set).
    static func create(_ state: inout RoomState, _ request: Request, _ arrival: Arrival, _ now: UnixMillis,
                       _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        var next = state  // a refused create leaves the room as it was
        next.content.language = try contentLanguage(request.params) ?? .en
        next.settings = try createSettings(request.params)
        let actions = try seat(&next, request, arrival, role: .player, now: now)
        state = next
        return actions
    }

    /// `room.join` {room, name, token?, role?, avatar?, device?}; role `screen` (no name) joins as
    /// a screen, role `moderator` (with `mod_token`) as a moderator.
    static func join(_ state: inout RoomState, _ request: Request, _ arrival: Arrival, _ now: UnixMillis,
                     _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let roles = Role.allCases.map(\.rawValue) + [RoomHost.screenRole, RoomHost.moderatorRole]
        let chosen = try request.params.optionalChoice("role", roles)
        if chosen == RoomHost.screenRole { return try addScreen(&state, request, arrival) }
        if chosen == RoomHost.moderatorRole { return try joinAsModerator(&state, request, arrival) }
        return try seat(&state, request, arrival, role: chosen.flatMap(Role.init(rawValue:)) ?? .player, now: now)
    }

    /// Seats a player or audience member → ok {room, player_id, token, snapshot,
    /// resume_grace_seconds}, then the room hears `room.player_joined`. A banned entrant gets
    /// `banned`, a name the room's filter blocks `filtered`, a name like a moderator's `name_taken`.
    private static func seat(_ state: inout RoomState, _ request: Request, _ arrival: Arrival, role: Role,
                             now: UnixMillis) throws(WireError) -> [RoomAction] {
        let name = try request.params.string("name")
        let avatar = try request.params.avatar()
        let device = try deviceKey(request.params)
        let (token, key) = try state.newSeatToken(request.params)
        try state.refuseBanned(Entrant(name: name, profileKey: key, deviceKey: device, address: arrival.address))
        try state.checkText(name, field: "name")
        if !state.moderation.moderators.isEmpty {
            let shown = try rule { () throws(RuleViolation) in try DisplayName.validated(name) }
            if state.moderation.moderators.nameInUse(shown) { throw WireError(.nameTaken, RuleViolation.nameTaken.message) }
        }
        let (member, events) = try rule { () throws(RuleViolation) in
            try state.room.join(name: name, role: role, profileKey: key, avatar: avatar)
        }
        state.addresses[member.id] = arrival.address
        if let device { state.moderation.devices[member.id] = device }
        state.profileKeys[member.id] = member.profileKey
        let answer = SnapshotAnswer(head: Fields(["room": state.code, "player_id": member.id, "token": token]), viewer: .member(member.id),
                                    tail: Fields(["resume_grace_seconds": state.rules.resumeGraceSeconds]))
        return [.bind(member.id), .memberSeated(member), .replyWithSnapshot(answer)] + announce(&state, events, now: now) + [.rosterChangedNobodyLeft]
    }

    /// `room.resume` {room, token} → ok {room, player_id, snapshot, resume_grace_seconds, chat}:
    /// the same seat, score and host status (or the same moderator seat) on this connection; the
    /// room hears `room.player_reconnected`. A banned token gets `banned`, a token without a seat
    /// here `invalid_token`.
    static func resume(_ state: inout RoomState, _ request: Request, _ arrival: Arrival, _ now: UnixMillis,
                       _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let token = try request.params.string("token")
        let key = Token.isWellFormed(token) ? Token.profileKey(token) : nil
        if let key { try state.refuseBanned(Entrant(profileKey: key)) }
        if let key, state.room.member(profileKey: key) == nil, let seat = state.moderation.moderators.seat(profileKey: key) {
            return resumeModerator(&state, seat, arrival)
        }
        guard let key, let member = state.room.member(profileKey: key) else {
            throw WireError(.invalidToken, "that token holds no seat in room \(state.code)")
        }
        state.addresses[member.id] = arrival.address
        state.awaitingResume.remove(member.id)
        let events = state.room.reconnect(member.id)
        let answer = SnapshotAnswer(head: Fields(["room": state.code, "player_id": member.id]), viewer: .member(member.id),
                                    tail: Fields(["resume_grace_seconds": state.rules.resumeGraceSeconds,
                                                  "chat": state.chatLines(for: member.id, now: now)]))
        return [.bind(member.id), .loadWheels(member.profileKey), .replyWithSnapshot(answer)] + announce(&state, events, now: now)
            + [.rosterChangedNobodyLeft, .seatExpiry]
    }

    /// `room.join` {room, role: "moderator", name, mod_token, token?, device?} → ok {room, role,
    /// player_id, token, snapshot, resume_grace_seconds}. A wrong or stale `mod_token` is
    /// `invalid_token`; a banned person `banned`; a filtered name `filtered`; past four
    /// moderators `room_full`; a name like a member's or a moderator's `name_taken`.
    private static func joinAsModerator(_ state: inout RoomState, _ request: Request, _ arrival: Arrival) throws(WireError) -> [RoomAction] {
        let name = try request.params.string("name")
        let invitation = try request.params.string("mod_token")
        let device = try deviceKey(request.params)
        let (token, key) = try state.newSeatToken(request.params)
        guard state.moderation.moderators.inviteKey == Token.profileKey(invitation) else {
            throw WireError(.invalidToken, "that moderator link is not room \(state.code)'s current one; ask the host for a new one")
        }
        try state.refuseBanned(Entrant(name: name, profileKey: key, deviceKey: device, address: arrival.address))
        let shown = try rule { () throws(RuleViolation) in try DisplayName.validated(name) }
        try state.checkText(shown, field: "name")
        let nameInUse = state.room.nameInUse  // read before the seats are changed (both are fields of `state`)
        let seat = try rule { () throws(RuleViolation) in
            try state.moderation.moderators.seat(name: shown, profileKey: key, invitation: Token.profileKey(invitation), nameInUse: nameInUse)
        }
        state.addresses[seat.id] = arrival.address
        if let device { state.moderation.devices[seat.id] = device }
        let answer = SnapshotAnswer(head: Fields(["room": state.code, "role": RoomHost.moderatorRole, "player_id": seat.id, "token": token]),
                                    viewer: .staff, tail: Fields(["resume_grace_seconds": state.rules.resumeGraceSeconds]))
        return [.bind(seat.id), .replyWithSnapshot(answer), moderatorsChanged(state)]
    }

    /// `room.resume` with a moderator's token: the same moderator seat on this connection.
    private static func resumeModerator(_ state: inout RoomState, _ seat: ModeratorSeat, _ arrival: Arrival) -> [RoomAction] {
        state.addresses[seat.id] = arrival.address
        state.moderation.moderators.reconnect(seat.id)
        let answer = SnapshotAnswer(head: Fields(["room": state.code, "role": RoomHost.moderatorRole, "player_id": seat.id]),
                                    viewer: .staff, tail: Fields(["resume_grace_seconds": state.rules.resumeGraceSeconds]))
        return [.bind(seat.id), .replyWithSnapshot(answer)] + (seat.connected ? [] : [moderatorsChanged(state)]) + [.seatExpiry]
    }

    /// `room.join` {room, role: "screen", device?} → ok {room, role, screen_id, snapshot}. No name
    /// and no token: a screen holds nothing to take back. Past ``RoomRules/maxScreens``,
    /// `room_full`; from a banned device or address, `banned`.
    private static func addScreen(_ state: inout RoomState, _ request: Request, _ arrival: Arrival) throws(WireError) -> [RoomAction] {
        try state.refuseBanned(Entrant(deviceKey: try deviceKey(request.params), address: arrival.address))
        let limit = state.rules.maxScreens
        guard state.screens.count < limit else {
            throw WireError(.roomFull, "room \(state.code) already has \(limit) screens, the most it takes")
        }
        state.screensAdded += 1
        let id = "s\(state.screensAdded)"
        state.screens.insert(id)
        let answer = SnapshotAnswer(head: Fields(["room": state.code, "role": RoomHost.screenRole, "screen_id": id]), viewer: .screen)
        return [.bind(id), .replyWithSnapshot(answer)]
    }

    /// The `device` of `room.create`/`room.join`, as its ``DeviceKey`` (nil when absent).
    static func deviceKey(_ params: Params) throws(WireError) -> String? {
        guard let raw = try params.optionalString("device") else { return nil }
        return try rule { () throws(RuleViolation) in try DeviceKey.validated(raw) }
    }

    /// The optional `lang` of `room.create`.
    /// - Throws: `bad_request` naming `lang` for a language without content.
    static func contentLanguage(_ params: Params) throws(WireError) -> ContentLanguage? {
        guard let name = try params.optionalString("lang") else { return nil }
        return try rule { () throws(RuleViolation) in try ContentLanguage.parse(name) }
    }
}

extension RoomState {
    /// The `token` of a join (the client's, or a new one from ``RoomRules/newToken``) and its profile key.
    /// - Throws: `bad_request` naming `token` when it is malformed, `already_in_room` when it
    ///   already holds a seat here (a member's or a moderator's).
    func newSeatToken(_ params: Params) throws(WireError) -> (token: String, key: String) {
        let token = try params.optionalString("token") ?? rules.newToken()
        guard Token.isWellFormed(token) else {
            throw .badRequest("token", "must be 16–128 characters of letters, digits, '-' or '_'")
        }
        let key = Token.profileKey(token)
        if room.member(profileKey: key) != nil || moderation.moderators.seat(profileKey: key) != nil {
            throw WireError(.alreadyInRoom, "this token already holds a seat in room \(code); use room.resume")
        }
        return (token, key)
    }
}
