import PartyCore
import PartyProtocol

/// Moderators (contract §9, "Moderators"): invited by the host, joined with the invitation from
/// their own device, resumable like a member. Not members: they are in no roster, count for
/// nothing and are dealt nothing; they receive what a screen receives (never an unresolved
/// word) plus what only the staff gets (``emitToStaff(_:)``). Their seats are
/// ``ModeratorSeats`` in ``RoomModeration``, saved with the room. Their joining, resuming,
/// leaving and grace are the machine's (`RoomMachine+Entry.swift`, `+Seats.swift`).
extension RoomHost {
    /// The `role` of `room.join` that seats a moderator.
    static let moderatorRole = "moderator"

    /// Moderators and screens hear that the room closed or moved; moderators are let go.
    func releaseModerators(_ frame: [UInt8]?) {
        let watching = modLinks
        modLinks = [:]
        outbox.run { [self] in
            for session in watching.values {
                if let frame { session.deliver(frame) }
                session.detach(from: self)
            }
        }
    }
}
