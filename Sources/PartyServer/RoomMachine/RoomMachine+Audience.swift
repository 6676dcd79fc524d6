import PartyCore

/// Membership news, and a crowd's as a count: from `audienceDigestFrom` audience members on,
/// their seat changes go out in `room.audience_changed` digests (see ``AudienceDigest``) every
/// ``AudienceDigest/intervalMillis`` instead of one event per person.
extension RoomMachine {
    /// Sends membership events, except those about a large audience: they are gathered into the
    /// next `room.audience_changed`, whose timer is armed by the first one gathered.
    static func announce(_ state: inout RoomState, _ events: [Addressed<RoomEvent>], now: UnixMillis) -> [RoomAction] {
        var out: [RoomAction] = []
        for item in events {
            if state.audienceDigest.absorb(item.event, members: state.room.members, threshold: state.rules.audienceDigestFrom) {
                guard !state.audienceDigest.scheduled else { continue }
                state.audienceDigest.scheduled = true
                out.append(.arm(.audienceDigest, at: now + Int64(AudienceDigest.intervalMillis)))
            } else {
                out.append(.emit(item.audience, item.event))
            }
        }
        return out
    }

    /// `room.audience_changed` {audience, members, left}: the audience's size now, and where each
    /// announced audience member who changed since the last digest stands now (seated: as the
    /// snapshot shows them; gone: in `left`).
    static func audienceDigestDue(_ state: inout RoomState) -> [RoomAction] {
        state.audienceDigest.scheduled = false
        guard state.audienceDigest.changed, !state.closed else { return [] }
        let room = state.room
        let named = state.audienceDigest.take { room.member($0) != nil }
        let seated = named.seated.compactMap { room.member($0).map(RoomSnapshot.MemberView.init) }
        let event = AudienceChanged(audience: state.audienceDigest.audienceCount(room.members), members: seated, left: named.left)
        return [.emit(.everyone, event)]
    }
}

/// `room.audience_changed` {audience, members: [member], left: [player_id]}: the changes of a
/// large audience since the last such event (see ``AudienceDigest``).
struct AudienceChanged: WireEvent {
    /// Audience members seated now.
    var audience: Int
    /// Changed members still seated, as a snapshot shows them (their connection changed), of
    /// those announced one by one while the audience was small.
    var members: [RoomSnapshot.MemberView]
    /// Changed members no longer seated, of those announced one by one.
    var left: [PlayerID]
    var wireType: String { "room.audience_changed" }

    enum CodingKeys: String, CodingKey { case audience, members, left }
}
