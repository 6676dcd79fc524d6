import PartyCore
import PartyProtocol

/// Bans (contract §9, "Bans"): the host or a moderator removes someone who may not come back.
/// The rules are ``BanList``'s and ``StaffPolicy``'s; the machine finds what to ban by, answers
/// once the ban is saved, and refuses banned entrants at the door.
extension RequestTable {
    /// Bans' request types: the host's and the moderators' (the rules refuse anyone else).
    static let banRows: [RequestRoute] = [
        .machine("room.ban", senders: .hostByRule, RoomMachine.ban).moderated(machine: RoomMachine.ban),
        .machine("room.unban", senders: .hostByRule, RoomMachine.unban).moderated(machine: RoomMachine.unban),
        .machine("room.bans", saved: false, senders: .hostByRule, RoomMachine.listBans).moderated(machine: RoomMachine.listBans),
    ]
}

extension RoomMachine {
    /// `room.ban` {player_id, address?: bool} (host or moderator) → ok {ban_id, address}, once the
    /// ban is saved: the target gets `room.kicked` {banned: true} and is out; their token, name
    /// (by skeleton), device and — with `address: true` — address are refused from then on
    /// (`address` in the reply is false when the target's address is not known: a seat restored
    /// by a restart that was not resumed).
    static func ban(_ state: inout RoomState, _ request: Request, _ actor: String, _ now: UnixMillis,
                    _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let target = try request.params.string("player_id")
        let byAddress = try request.params.optionalBool("address") ?? false
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(state.rank(of: actor)) }
        let who: (name: String, key: String)
        if let member = state.room.member(target) {
            who = (member.name, member.profileKey)
        } else if let seat = state.moderation.moderators.seat(target) {
            who = (seat.name, seat.profileKey)
        } else {
            throw WireError(.notFound, "player \(target) not found")
        }
        try rule { () throws(RuleViolation) in try StaffPolicy.mayRemove(state.rank(of: target), by: state.rank(of: actor)) }
        let (device, address, limit) = (state.moderation.devices[target], byAddress ? state.addresses[target] : nil,
                                        state.rules.moderation.bansPerRoom)
        let ban = try rule { () throws(RuleViolation) in
            try state.moderation.bans.add(name: who.name, profileKey: who.key, deviceKey: device, address: address, at: now, limit: limit)
        }
        let write = state.nextWrite()
        return [.saveSnapshot(write), .reply(Fields(["ban_id": ban.id, "address": ban.byAddress]), after: write)]
            + removeSeat(&state, target, by: actor, banned: true, now: now) + [.snapshotDirty, bansChanged(state)]
    }

    /// `room.bans` (host or moderator) → ok {bans: [{ban_id, name, at_ms, address}]}, oldest first.
    static func listBans(_ state: inout RoomState, _ request: Request, _ actor: String, _ now: UnixMillis,
                         _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(state.rank(of: actor)) }
        return [.reply(Fields(["bans": state.banViews]), after: nil)]
    }

    /// `room.unban` {ban_id} (host or moderator) → ok, once saved: the ban no longer refuses anyone.
    static func unban(_ state: inout RoomState, _ request: Request, _ actor: String, _ now: UnixMillis,
                      _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let id = try request.params.string("ban_id")
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(state.rank(of: actor)) }
        _ = try rule { () throws(RuleViolation) in try state.moderation.bans.lift(id) }
        let write = state.nextWrite()
        return [.saveSnapshot(write), .reply(NoFields(), after: write), bansChanged(state)]
    }

    /// `room.bans_changed` {bans} to the staff.
    static func bansChanged(_ state: RoomState) -> RoomAction {
        .emitToStaff(BansChanged(bans: state.banViews))
    }
}

extension RoomState {
    /// The room's bans as the staff see them (no address or device itself).
    var banViews: [BanView] { moderation.bans.bans.map(BanView.init) }

    /// Refuses `entrant` with `banned` when one of the room's bans recognises them.
    func refuseBanned(_ entrant: Entrant) throws(WireError) {
        guard moderation.bans.ban(matching: entrant) != nil else { return }
        throw WireError(.banned, "you were removed from room \(code) and cannot come back")
    }
}
