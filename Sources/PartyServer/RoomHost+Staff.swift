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
            let (frame, value) = numbered(event, marksDirty: false)
            if let host = room.host, let session = links[host], receives(session) { session.deliver(frame, value) }
            for session in modLinks.values where receives(session) { session.deliver(frame, value) }
        }
    }
}
