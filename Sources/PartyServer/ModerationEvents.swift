import PartyCore
import PartyProtocol

/// A held item as the host and the moderators read it: `mod.pending` {item_id, kind, player_id,
/// name, text, expires_at_ms}, and each entry of the staff snapshot's `pending`.
struct PendingItem: WireEvent {
    var item_id: String
    var kind: ReviewKind
    var player_id: PlayerID
    var name: String
    var text: String
    var expires_at_ms: UnixMillis
    var wireType: String { "mod.pending" }

    init(_ item: ReviewItem) {
        (item_id, kind, player_id, name) = (item.id, item.content.kind, item.sender, item.name)
        (text, expires_at_ms) = (item.content.text, item.expiresAt)
    }

    enum CodingKeys: String, CodingKey { case item_id, kind, player_id, name, text, expires_at_ms }
}

/// How a held item left the queue (`outcome` of `mod.resolved`, `reason` of `mod.rejected`).
enum ReviewOutcome: String, Encodable, Sendable {
    /// Approved: it took effect.
    case approved
    /// Rejected by the host or a moderator.
    case rejected
    /// Nobody decided in time.
    case expired
    /// Approved, but no longer valid (its game phase is over, or the room's rules now refuse it).
    case invalid
    /// Its sender left the room (or was removed).
    case withdrawn
}

/// `mod.resolved` {item_id, outcome, by?}: to the host and the moderators, so that every
/// reviewer's queue drops an item another reviewer (or time) decided.
struct ReviewResolved: WireEvent {
    var item_id: String
    var outcome: ReviewOutcome
    /// Who decided (absent for `expired` and `withdrawn`).
    var by: String?
    var wireType: String { "mod.resolved" }
}

/// `mod.approved` {item_id} to the sender (after the item's own events), or `mod.rejected`
/// {item_id, reason} (`rejected`, `expired` or `invalid`). Only the sender gets either.
struct ReviewVerdict: WireEvent {
    var item_id: String
    var reason: ReviewOutcome?
    var wireType: String { reason == nil ? "mod.approved" : "mod.rejected" }

    enum CodingKeys: String, CodingKey { case item_id, reason }
}

/// One moderator as the host and the moderators see them: {player_id, name, connected}.
struct ModeratorView: Encodable, Sendable, Equatable {
    var player_id: String
    var name: String
    var connected: Bool

    init(_ seat: ModeratorSeat) { (player_id, name, connected) = (seat.id, seat.name, seat.connected) }
}

/// `room.moderators_changed` {moderators}: to the host and the moderators when a moderator
/// joins, leaves, drops, comes back or is removed.
struct ModeratorsChanged: WireEvent {
    var moderators: [ModeratorView]
    var wireType: String { "room.moderators_changed" }
}

/// One ban as `room.bans` lists it: {ban_id, name, at_ms, address} (never the address or
/// device itself).
struct BanView: Encodable, Sendable {
    var ban_id: String
    var name: String
    var at_ms: UnixMillis
    var address: Bool

    init(_ ban: Ban) { (ban_id, name, at_ms, address) = (ban.id, ban.name, ban.at, ban.byAddress) }
}

/// `room.bans_changed` {bans}: to the host and the moderators after a ban or an unban.
struct BansChanged: WireEvent {
    var bans: [BanView]
    var wireType: String { "room.bans_changed" }
}

/// `room.kicked` {player_id, by, banned?}: to the removed member or moderator only, for a
/// moderator's kick and for every ban (`banned: true`).
struct RoomKicked: WireEvent {
    var player_id: String
    var by: String
    var banned: Bool?
    var wireType: String { "room.kicked" }
}
