import PartyCore
import PartyProtocol

/// Screens: a TV watching a room (`room.join` {room, role: "screen"}). A screen is not a
/// member: it is absent from `members`, never counted, never the subject of `room.player_*`
/// events, and cannot be kicked. It receives the events whose audience includes screens
/// (``Audience/includesScreens``) and snapshots as a secret-mode guesser may see them, so it
/// never holds an unresolved word. A screen that drops simply joins again with role `screen`.
/// Its joining, leaving and snapshots are the machine's (`RoomMachine+Entry.swift`, `+Seats.swift`).
extension RoomHost {
    /// The `role` of `room.join` that adds a screen.
    static let screenRole = "screen"

    /// The room is closing: each screen gets `frame` (`room.closed`) and is let go (its requests then get `not_in_room`).
    func releaseScreens(_ frame: [UInt8]) {
        let watching = screens
        screens = [:]
        outbox.run { [self] in
            for session in watching.values {
                session.deliver(frame)
                session.detach(from: self)
            }
        }
    }
}
