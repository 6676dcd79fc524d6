import PartyCore
import PartyProtocol

/// The room's staff — the host and the moderators (contract §9): removing someone from the
/// room (`room.kick`, the operator's kick, a ban), what only the staff hear, and what goes
/// with a seat that is gone.
extension RequestTable {
    /// `room.kick`: the host's (the rules refuse anyone else), and a moderator's.
    static let kickRows: [RequestRoute] = [
        .machine("room.kick", senders: .hostByRule, RoomMachine.kick).moderated(machine: RoomMachine.staffKick),
    ]
}

extension RoomMachine {
    /// `room.kick` {player_id} (host): the member gets `room.kicked` and loses the seat. The host
    /// kicking a moderator goes through ``staffKick(_:_:_:_:_:)``.
    static func kick(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                     _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let target = try request.params.string("player_id")
        if state.moderation.moderators.contains(target) { return try staffKick(&state, request, player, now, &rng) }
        let events = try rule { () throws(RuleViolation) in try state.room.kick(target, by: player) }
        return [.reply(NoFields(), after: nil)] + removal(&state, of: target, events, now: now)
    }

    /// `room.kick` {player_id} from a moderator, or from the host against a moderator: the
    /// target gets `room.kicked` and is out. A moderator cannot kick the host or another
    /// moderator (`not_allowed`).
    static func staffKick(_ state: inout RoomState, _ request: Request, _ actor: String, _ now: UnixMillis,
                          _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let target = try request.params.string("player_id")
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(state.rank(of: actor)) }
        guard state.room.member(target) != nil || state.moderation.moderators.contains(target) else {
            throw WireError(.notFound, "player \(target) not found")
        }
        try rule { () throws(RuleViolation) in try StaffPolicy.mayRemove(state.rank(of: target), by: state.rank(of: actor)) }
        return [.reply(NoFields(), after: nil)] + removeSeat(&state, target, by: actor, banned: false, now: now)
    }

    /// A member was removed (`events`: by the host's kick, or the operator's): what is for them
    /// alone is their last word as they lose the link, before the room's news.
    static func removal(_ state: inout RoomState, of target: PlayerID, _ events: Room.Events, now: UnixMillis) -> [RoomAction] {
        let personal = events.filter { $0.audience == .only(target) }, rest = events.filter { $0.audience != .only(target) }
        var out: [RoomAction] = [.release(target, farewell: personal.map(\.event))]
        out += announce(&state, rest, now: now)
        return out + seatGone(&state, target) + [.rosterChanged, .seatExpiry]
    }

    /// Removes `target` (a member or a moderator) on behalf of `actor`: the target gets
    /// `room.kicked` {player_id, by, banned?} first and loses its link, then the room hears
    /// (`room.player_left` {reason: "kicked"} for a member, `room.moderators_changed` to the
    /// staff for a moderator).
    static func removeSeat(_ state: inout RoomState, _ target: String, by actor: String, banned: Bool, now: UnixMillis) -> [RoomAction] {
        let kicked = RoomAction.release(target, farewell: [RoomKicked(player_id: target, by: actor, banned: banned ? true : nil)])
        if state.moderation.moderators.contains(target) {
            state.moderation.moderators.remove(target)
            return [kicked] + seatGone(&state, target) + [moderatorsChanged(state), .seatExpiry]
        }
        let events = state.room.remove(target, reason: .kicked)
        return [kicked] + announce(&state, events, now: now) + seatGone(&state, target) + [.rosterChanged, .seatExpiry]
    }

    /// A seat (member or moderator) is gone for good: its device and address are forgotten, and
    /// whatever it had waiting for review is taken back (the staff hear `mod.resolved` {withdrawn}).
    static func seatGone(_ state: inout RoomState, _ id: String) -> [RoomAction] {
        state.moderation.devices[id] = nil
        state.addresses[id] = nil
        return state.moderation.review.withdraw(from: id).map { .emitToStaff(ReviewResolved(item_id: $0.id, outcome: .withdrawn)) }
    }

    /// `room.moderators_changed` {moderators} to the staff.
    static func moderatorsChanged(_ state: RoomState) -> RoomAction {
        .emitToStaff(ModeratorsChanged(moderators: state.moderatorViews))
    }
}

extension RoomState {
    /// The moderators as the staff see them.
    var moderatorViews: [ModeratorView] { moderation.moderators.seats.map(ModeratorView.init) }
}
