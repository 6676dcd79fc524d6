import PartyCore
import PartyProtocol

/// Bans (contract §9, "Bans"): the host or a moderator removes someone who may not come back.
/// The rules are ``BanList``'s and ``StaffPolicy``'s; this glue finds what to ban by, answers,
/// and refuses banned entrants at the door.
extension RoomHost {
    /// Refuses `entrant` with `banned` when one of the room's bans recognises them.
    func refuseBanned(_ entrant: Entrant) throws(WireError) {
        guard moderation.bans.ban(matching: entrant) != nil else { return }
        throw WireError(.banned, "you were removed from room \(code) and cannot come back")
    }

    /// `room.kick` {player_id} from a moderator, or from the host against a moderator: the
    /// target gets `room.kicked` and is out. A moderator cannot kick the host or another
    /// moderator (`not_allowed`).
    func staffKick(_ request: Request, from session: Session, actor: String) throws(WireError) {
        let target = try request.params.string("player_id")
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(rank(of: actor)) }
        guard room.member(target) != nil || moderation.moderators.contains(target) else {
            throw WireError(.notFound, "player \(target) not found")
        }
        try rule { () throws(RuleViolation) in try StaffPolicy.mayRemove(rank(of: target), by: rank(of: actor)) }
        reply(session, request)
        removeSeat(target, by: actor, banned: false)
    }

    /// `room.ban` {player_id, address?: bool} (host or moderator) → ok {ban_id, address}: the
    /// target gets `room.kicked` {banned: true} and is out; their token, name (by skeleton),
    /// device and — with `address: true` — address are refused from then on (`address` in the
    /// reply is false when the target's address is not known: a seat restored by a restart
    /// that was not resumed). The `ok` waits until the ban is saved.
    func ban(_ request: Request, from session: Session, actor: String) throws(WireError) {
        let target = try request.params.string("player_id")
        let byAddress = try request.params.optionalBool("address") ?? false
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(rank(of: actor)) }
        let who: (name: String, key: String)
        if let member = room.member(target) {
            who = (member.name, member.profileKey)
        } else if let seat = moderation.moderators.seat(target) {
            who = (seat.name, seat.profileKey)
        } else {
            throw WireError(.notFound, "player \(target) not found")
        }
        try rule { () throws(RuleViolation) in try StaffPolicy.mayRemove(rank(of: target), by: rank(of: actor)) }
        let ban = try rule { () throws(RuleViolation) in
            try moderation.bans.add(name: who.name, profileKey: who.key, deviceKey: moderation.devices[target],
                                    address: byAddress ? addresses[target] : nil, at: now, limit: context.config.moderation.bansPerRoom)
        }
        let write = durableSnapshot()
        reply(session, request, Fields(["ban_id": ban.id, "address": ban.byAddress]), after: write)
        removeSeat(target, by: actor, banned: true)
        snapshotDirty()  // the removal, in the next snapshot (the ban itself is saved already)
        announceBans()
    }

    /// `room.bans` (host or moderator) → ok {bans: [{ban_id, name, at_ms, address}]}, oldest first.
    func listBans(_ request: Request, from session: Session, actor: String) throws(WireError) {
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(rank(of: actor)) }
        reply(session, request, Fields(["bans": banViews]))
    }

    /// `room.unban` {ban_id} (host or moderator) → ok, once saved: the ban no longer refuses anyone.
    func unban(_ request: Request, from session: Session, actor: String) throws(WireError) {
        let id = try request.params.string("ban_id")
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(rank(of: actor)) }
        _ = try rule { () throws(RuleViolation) in try moderation.bans.lift(id) }
        reply(session, request, after: durableSnapshot())
        announceBans()
    }

    private var banViews: [BanView] { moderation.bans.bans.map(BanView.init) }

    /// `room.bans_changed` {bans} to the staff.
    private func announceBans() {
        emitToStaff(BansChanged(bans: banViews))
    }
}
