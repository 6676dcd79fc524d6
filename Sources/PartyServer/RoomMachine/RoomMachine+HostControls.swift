import PartyCore
import PartyProtocol

/// The host's controls over the room's door and crown: `room.lock`, `room.transfer_host`, and
/// the host role passing on by itself when the host stays away.
extension RequestTable {
    /// The host's control request types (the rules refuse anyone else with `not_host`).
    static let hostControlRows: [RequestRoute] = [
        .machine("room.lock", senders: .hostByRule, RoomMachine.lock),
        .machine("room.transfer_host", senders: .hostByRule, RoomMachine.transferHost),
    ]
}

extension RoomMachine {
    /// `room.lock` {locked} (host): a locked room takes no new members.
    static func lock(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                     _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let locked = try request.params.bool("locked")
        let events = try rule { () throws(RuleViolation) in try state.room.setLocked(locked, by: player) }
        return [.reply(NoFields(), after: nil)] + announce(&state, events, now: now)
    }

    /// `room.transfer_host` {player_id} (host): another player becomes host.
    static func transferHost(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                             _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let target = try request.params.string("player_id")
        let events = try rule { () throws(RuleViolation) in try state.room.transferHost(to: target, by: player) }
        return [.reply(NoFields(), after: nil)] + announce(&state, events, now: now)
    }

    /// Arms the timer that hands the host role on when the host has been away for
    /// `hostAwaySeconds` (at once, when that time has passed already); cancels it when the host
    /// is here. After every change of the roster.
    static func hostAwayTimer(_ state: RoomState) -> [RoomAction] {
        guard state.isLive, let due = state.room.hostAwayDeadline(awayMillis: state.rules.hostAwayMillis) else {
            return [.cancel(.hostAway)]
        }
        return [.arm(.hostAway, at: due)]
    }

    /// The host has been away long enough: the longest-seated connected player becomes host. Not
    /// handed over yet (nobody connected to take it, or the timer fired early): the next roster
    /// change re-arms the timer, or it is armed again now for a deadline still ahead.
    static func hostAwayDue(_ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        guard state.isLive else { return [] }
        let events = state.room.handOverAwayHost(now: now, awayMillis: state.rules.hostAwayMillis)
        var out = announce(&state, events, now: now)
        if events.isEmpty, let due = state.room.hostAwayDeadline(awayMillis: state.rules.hostAwayMillis), due > now {
            out.append(.arm(.hostAway, at: due))
        }
        return out
    }
}
