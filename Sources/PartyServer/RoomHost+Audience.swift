import Dispatch
import PartyCore
import PartyProtocol

extension RoomHost {
    /// Sends membership events, except those about a large audience: they are gathered into
    /// the next `room.audience_changed` (see ``AudienceDigest``).
    func emit(_ events: [Addressed<RoomEvent>]) {
        dispatchPrecondition(condition: .onQueue(queue))
        let threshold = context.config.audienceDigestFrom
        var individual: [Addressed<RoomEvent>] = []
        for item in events {
            if audienceDigest.absorb(item.event, members: room.members, threshold: threshold) {
                scheduleAudienceDigest()
            } else {
                individual.append(item)
            }
        }
        emitEach(individual)
    }

    private func scheduleAudienceDigest() {
        guard !audienceDigest.scheduled else { return }
        audienceDigest.scheduled = true
        queue.asyncAfter(deadline: .now() + .milliseconds(AudienceDigest.intervalMillis)) { [weak self] in
            guard let self else { return }
            turn { [self] in sendAudienceDigest() }
        }
    }

    /// `room.audience_changed` {audience, members, left}: the audience's size now, and where each
    /// announced audience member who changed since the last digest stands now (seated: as the
    /// snapshot shows them; gone: in `left`).
    private func sendAudienceDigest() {
        audienceDigest.scheduled = false
        guard audienceDigest.changed, !closed else { return }
        let named = audienceDigest.take { room.member($0) != nil }
        let seated = named.seated.compactMap { room.member($0).map(RoomSnapshot.MemberView.init) }
        let event = AudienceChanged(audience: audienceDigest.audienceCount(room.members), members: seated, left: named.left)
        emitEach([Addressed(.everyone, event)])
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
