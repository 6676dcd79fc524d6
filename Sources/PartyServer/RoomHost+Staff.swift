import Dispatch
import PartyCore
import PartyProtocol

/// The room's staff — the host and the moderators (contract §9): who they are, what only they
/// receive, and removing someone from the room.
extension RoomHost {
    /// Sends `event` to the host and the moderators only (never another member or a screen).
    /// One encoding, at most five connections: a crowd's links are not walked.
    func emitToStaff<E: WireEvent>(_ event: E) {
        dispatchPrecondition(condition: .onQueue(queue))
        outbox.run { [self] in
            seq += 1
            let frame = Outbound.event(event.wireType, room: code, seq: seq, event)
            let value = EventValue(event.wireType, room: code, seq: seq, event)
            if let host = room.host { links[host]?.deliver(frame, value) }
            for session in modLinks.values { session.deliver(frame, value) }
        }
    }

    /// What the host's and the moderators' snapshots carry beyond a member's: `moderators`
    /// [{player_id, name, connected}] and `pending` (the review queue, oldest first).
    func addStaffFields(to fields: inout Fields) {
        fields.set("moderators", moderatorViews)
        fields.set("pending", moderation.review.items.map(PendingItem.init))
    }

    /// The moderators as the staff see them.
    var moderatorViews: [ModeratorView] { moderation.moderators.seats.map(ModeratorView.init) }

    /// Removes `target` (a member or a moderator) on behalf of `actor`: the target gets
    /// `room.kicked` {player_id, by, banned?} first and loses its link, then the room hears
    /// (`room.player_left` {reason: "kicked"} for a member, `room.moderators_changed` to the
    /// staff for a moderator). The caller has replied already.
    func removeSeat(_ target: String, by actor: String, banned: Bool) {
        let kicked = Addressed(Audience.only(target), RoomKicked(player_id: target, by: actor, banned: banned ? true : nil))
        if moderation.moderators.contains(target) {
            moderation.moderators.remove(target)
            emit([kicked])
            outbox.run { [self] in
                guard let session = modLinks[target], !moderation.moderators.contains(target) else { return }
                modLinks[target] = nil
                session.detach(from: self)
            }
            seatGone(target)
            announceModerators()
            scheduleExpiry()
            return
        }
        let events = room.remove(target, reason: .kicked)
        emit([kicked])
        outbox.run { [self] in dropStaleLinks() }
        emit(events)
        seatGone(target)
        rosterChanged()
        scheduleExpiry()
    }

    /// A seat (member or moderator) is gone for good: forget its device and address, and take
    /// back whatever it had waiting for review.
    func seatGone(_ id: String) {
        moderation.devices[id] = nil
        addresses[id] = nil
        for item in moderation.review.withdraw(from: id) {
            emitToStaff(ReviewResolved(item_id: item.id, outcome: .withdrawn))
        }
    }
}
