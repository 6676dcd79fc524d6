import PartyCore
import PartyProtocol

/// Seats once taken: leaving, a dropped connection and its resume grace, the grace's end, and
/// the room's snapshot on request. (Taking a seat is `RoomMachine+Entry.swift`.)
extension RequestTable {
    /// The room itself: leaving (a member, a screen or a moderator gives up its seat) and the snapshot.
    static let roomRows: [RequestRoute] = [
        RequestRoute(type: "room.leave", handling: .room(member: RoomMachine.seated(RoomMachine.leave, leaves: true),
                                                         screen: RoomMachine.seated(RoomMachine.screenLeave, leaves: true)),
                     cost: .seatChange, changesSeat: true, saved: true)
            .moderated(RoomMachine.seated(RoomMachine.moderatorLeave, leaves: true)),
        RequestRoute(type: "room.snapshot", handling: .room(member: RoomMachine.seated(RoomMachine.memberSnapshot),
                                                            screen: RoomMachine.seated(RoomMachine.screenSnapshot)),
                     cost: .line, changesSeat: false, saved: false)
            .moderated(machine: RoomMachine.staffSnapshot),
    ]
}

extension RoomMachine {
    /// A member's, screen's or moderator's request answered by `handler`; with `leaves`, the
    /// session has no seat afterwards.
    static func seated(_ handler: @escaping Handler, leaves: Bool = false) -> RequestRoute.MemberHandler {
        { host, request, session, seat throws(WireError) in
            try host.handle(request, from: session, as: seat, due: [], handler)
            return leaves ? .unbound : nil
        }
    }

    /// `room.leave` (a member): the seat is given up for good. The member is answered and let
    /// go, then the room hears `room.player_left` {reason: "left"} (and a new host, if it was
    /// the host); what they had waiting for review is withdrawn.
    static func leave(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                      _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let events = state.room.remove(player, reason: .left)
        return [.reply(NoFields(), after: nil), .release(player)] + announce(&state, events, now: now)
            + seatGone(&state, player) + [.rosterChanged]
    }

    /// A moderator's `room.leave`: the seat is given up for good; the staff hear `room.moderators_changed`.
    static func moderatorLeave(_ state: inout RoomState, _ request: Request, _ moderator: String, _ now: UnixMillis,
                               _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        state.moderation.moderators.remove(moderator)
        return [.reply(NoFields(), after: nil), .release(moderator)] + seatGone(&state, moderator)
            + [moderatorsChanged(state), .seatExpiry]
    }

    /// A screen's `room.leave`: the screen stops watching.
    static func screenLeave(_ state: inout RoomState, _ request: Request, _ screen: String, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        state.screens.remove(screen)
        return [.reply(NoFields(), after: nil), .release(screen)]
    }

    /// `room.snapshot` from a member → ok {snapshot}: the room as the member may see it now.
    static func memberSnapshot(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                               _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        [.replyWithSnapshot(SnapshotAnswer(viewer: .member(player)))]
    }

    /// A screen's `room.snapshot`: the room as a screen may see it.
    static func screenSnapshot(_ state: inout RoomState, _ request: Request, _ screen: String, _ now: UnixMillis,
                               _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        [.replyWithSnapshot(SnapshotAnswer(viewer: .screen))]
    }

    /// A moderator's `room.snapshot`: the room as a screen sees it, with the staff's fields.
    static func staffSnapshot(_ state: inout RoomState, _ request: Request, _ moderator: String, _ now: UnixMillis,
                              _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        [.replyWithSnapshot(SnapshotAnswer(viewer: .staff))]
    }

    /// The connection of `seat` (a member's, a moderator's or a screen's) dropped at `now`. A
    /// screen is simply gone. A member or moderator keeps the seat for the resume grace
    /// (``RoomRules/graceMillis``): the room hears `room.player_disconnected` (the staff
    /// `room.moderators_changed`) and the ``RoomTimer/seats`` timer is re-armed. While the room
    /// is frozen for a shutdown, nothing changes: the saved room stays as it was.
    static func disconnected(_ state: inout RoomState, _ seat: String, now: UnixMillis) -> [RoomAction] {
        if state.screens.remove(seat) != nil { return [] }
        guard !state.frozen else { return [] }
        if state.moderation.moderators.contains(seat) {
            state.moderation.moderators.disconnect(seat, now: now)
            return [moderatorsChanged(state), .seatExpiry, .snapshotDirty]
        }
        guard state.room.member(seat) != nil else { return [] }
        let events = state.room.disconnect(seat, now: now, graceMillis: state.rules.graceMillis)
        return announce(&state, events, now: now) + [.rosterChangedNobodyLeft, .seatExpiry]
    }

    /// The ``RoomTimer/seats`` timer: seats whose resume grace is over are gone for good —
    /// members with `room.player_left` {reason: "timeout"}, moderators with
    /// `room.moderators_changed` — and the timer is armed for the next.
    static func expireSeats(_ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        guard !state.frozen else { return [] }
        let (removed, events) = state.room.expireDisconnected(now: now, graceMillis: state.rules.graceMillis)
        state.awaitingResume.subtract(removed)
        var out = announce(&state, events, now: now)
        for id in removed { out += seatGone(&state, id) }
        if !removed.isEmpty { out.append(.rosterChanged) }
        let gone = state.moderation.moderators.expire(now: now, graceMillis: state.rules.graceMillis)
        for seat in gone { out += seatGone(&state, seat.id) }
        if !gone.isEmpty { out += [moderatorsChanged(state), .snapshotDirty] }
        return out + [.seatExpiry]
    }

    /// The ``RoomTimer/seats`` timer for the room as it stands: armed for the earliest end of a
    /// dropped seat's grace, stopped when no seat waits.
    static func seatTimer(_ state: RoomState) -> RoomAction {
        let grace = state.rules.graceMillis
        let dues = [state.room.nextExpiry(graceMillis: grace), state.moderation.moderators.nextExpiry(graceMillis: grace)]
        guard let due = dues.compactMap({ $0 }).min() else { return .cancel(.seats) }
        return .arm(.seats, at: due)
    }
}
