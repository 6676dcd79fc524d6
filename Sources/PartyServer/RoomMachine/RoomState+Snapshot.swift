import PartyCore
import PartyProtocol

/// Who a snapshot is for: what the room shows depends on who looks.
enum SnapshotViewer: Equatable, Sendable {
    /// A member (the host's also lists the moderators and what waits for review).
    case member(PlayerID)
    /// A screen: the members, and the game as a secret-mode guesser sees it.
    case screen
    /// A moderator: what a screen sees, with the staff's fields.
    case staff

    /// The member it is, if any (screens and moderators see the game as a screen does).
    var member: PlayerID? {
        if case let .member(id) = self { return id }
        return nil
    }
}

/// The `ok` of a request answered with the room's snapshot (``RoomAction/replyWithSnapshot(_:)``):
/// `head` fields, `snapshot` as `viewer` sees the room, then `tail` fields, in that order.
struct SnapshotAnswer: Sendable {
    var head = Fields([:])
    var viewer: SnapshotViewer
    var tail = Fields([:])

    /// The payload, with the snapshot made.
    func payload(_ snapshot: RoomSnapshot) -> some Encodable & Sendable {
        Payload(head: head, snapshot: snapshot, tail: tail)
    }

    private struct Payload: Encodable, Sendable {
        var head: Fields
        var snapshot: RoomSnapshot
        var tail: Fields

        func encode(to encoder: any Encoder) throws {
            try head.encode(to: encoder)
            var c = encoder.container(keyedBy: StringCodingKey.self)
            try c.encode(snapshot, forKey: StringCodingKey(stringValue: "snapshot"))
            try tail.encode(to: encoder)
        }
    }
}

extension RoomState {
    /// The room as `viewer` sees it now: `members` (a large audience as a count, see
    /// ``SnapshotListing``; encoded from ``memberList``), the lock, the host, then `game` (the
    /// running game already as the viewer may see it: the executor renders it, reading the
    /// store for the records it shows), `fair`, `dice`, `lang`, `custom_words`, `night`,
    /// `settings`, and for the host and the moderators `moderators` and `pending`.
    mutating func snapshot(for viewer: SnapshotViewer, game: any Encodable & Sendable, night: NightInfo?, now: UnixMillis) -> RoomSnapshot {
        var extras = Fields([:])
        extras.set("game", game)
        extras.set("fair", fair.snapshotView)
        extras.set("dice", dice.view(roster: roster, now: now))
        extras.set("lang", content.language)
        extras.set("custom_words", content.customWords.count)
        extras.set("night", night)
        extras.set("settings", settings)
        if viewer == .staff || (viewer.member != nil && viewer.member == room.host) {
            extras.set("moderators", moderatorViews)
            extras.set("pending", moderation.review.items.map(PendingItem.init))
        }
        let listing = SnapshotListing(room.members, host: room.host, viewer: viewer.member, threshold: rules.audienceDigestFrom)
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
