import PartyCore
import PartyProtocol

/// Moderation's request types (contract §9; Protocol/PROTOCOL.md section 16): the host's
/// invitation, and what the staff — the host and the moderators — may do. A member who is not
/// the host gets `not_host` from the rule (``StaffPolicy``). Moderators may also send
/// `room.snapshot`, `room.leave`, `chat.send`, `room.kick` and `room.settings` (marked on those
/// rows with ``RequestRoute/moderated(_:)``).
extension RequestTable {
    /// `room.mod_invite`, bans and the review queue (`RoomHost+Moderators`, `+Bans`, `+Review`).
    static let moderationRows: [RequestRoute] = [
        .member("room.mod_invite", senders: .host("only the host can invite moderators"), RoomHost.modInvite(_:from:player:)),
        .member("room.ban", senders: .hostByRule, RoomHost.ban(_:from:actor:)).moderated(RoomHost.ban(_:from:actor:)),
        .member("room.unban", senders: .hostByRule, RoomHost.unban(_:from:actor:)).moderated(RoomHost.unban(_:from:actor:)),
        .member("room.bans", saved: false, senders: .hostByRule, RoomHost.listBans(_:from:actor:)).moderated(RoomHost.listBans(_:from:actor:)),
        .member("mod.approve", senders: .hostByRule, RoomHost.approve(_:from:actor:)).moderated(RoomHost.approve(_:from:actor:)),
        .member("mod.reject", senders: .hostByRule, RoomHost.reject(_:from:actor:)).moderated(RoomHost.reject(_:from:actor:)),
    ]
}
