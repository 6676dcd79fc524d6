import Dispatch
import PartyProtocol

/// Why a room closed while people were in it (`room.closed` {reason}).
enum RoomCloseReason: String, Sendable {
    /// Nobody holds a seat any more (only screens can still be watching).
    case abandoned
    /// An operator closed it from the console (contract §9, "Operator console").
    case `operator`
    /// The host ended the room's game night and its recap has been shown.
    case nightEnded = "night_ended"
}

/// The `room.closed` payload: {reason, message?} (the frame carries `room`).
struct RoomClosedFields: Encodable, Sendable {
    var reason: String
    var message: String?
}

extension RoomHost {
    /// Closes the room for good, whoever is still in it: the game stops (`game.stopped`
    /// {reason: "room_closed"}), then every member, moderator and screen gets `room.closed` {room, reason,
    /// message?} and is let go (the connection stays open; room requests then get `not_in_room`),
    /// and the room is gone (a `room.resume` then gets `room_not_found`, a restart does not bring
    /// it back).
    func close(reason: RoomCloseReason, message: String? = nil) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !closed else { return }
        closed = true
        roomClosing()
        let frame = Outbound.frame("room.closed", room: code, RoomClosedFields(reason: reason.rawValue, message: message))
        let members = links
        links = [:]
        outbox.run { [self] in
            for session in members.values {
                session.deliver(frame)
                session.detach(from: self)
            }
        }
        releaseScreens(frame)
        releaseModerators(frame)
        cancelTimers()
        countSeats()
        deleteSnapshot()
        context.rooms.remove(self)
        context.logger.info("room closed", metadata: ["room.code": "\(code)", "room.close_reason": "\(reason.rawValue)"])
    }
}
