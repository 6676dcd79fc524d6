import PartyCore
import PartyProtocol

/// What a room must do, in order, after one of ``RoomMachine``'s inputs: the machine decides,
/// ``RoomHost`` carries it out (`RoomHost+Actions.swift`), as ``SessionMachine/Action`` and
/// ``Session`` do for a connection. Everything the room sends leaves in the order of the
/// actions, and nothing sent after a ``saveSnapshot(_:)`` leaves before that write is durable.
enum RoomAction {
    /// Answer the request being handled with `ok` and `payload`; with `after`, only once that
    /// write is committed, else with `storage_failed` (a client is never told a change is saved
    /// when it is not).
    case reply(any Encodable & Sendable, after: RoomWriteID?)
    /// Send `event` to `audience`: the members it names and, when it includes screens, the
    /// screens and the moderators. Its sequence number is given when it leaves.
    case emit(Audience, any WireEvent)
    /// Send `event` to the host and the moderators only (never another member or a screen).
    case emitToStaff(any WireEvent)
    /// Save the room's snapshot now, durably: whatever the room sends after this waits until
    /// the store has committed it.
    case saveSnapshot(RoomWriteID)
    /// Something a restart must keep changed: the snapshot is saved within a second.
    case snapshotDirty
    /// Let go of the connection of `seat` (a member's or a moderator's) once what was sent before
    /// has left, if the seat is no longer held; its session is told it has no seat.
    case release(String)
    /// The members changed: the parts of the room not in the machine yet hear it (the game's
    /// roster, the wheels of members who left, the host-away timer).
    case rosterChanged
    /// A seat's grace period began or ended: re-arm the timer that removes expired seats.
    case seatExpiry
    /// Fire `timer` at server time `at` (replacing the one armed).
    case arm(RoomTimer, at: UnixMillis)
    /// Stop `timer`, if armed.
    case cancel(RoomTimer)
}

/// The name of one write a room asked for (`w1`, `w2`...): a reply that waits for it names it.
struct RoomWriteID: Hashable, Sendable, CustomStringConvertible {
    let number: Int
    init(_ number: Int) { self.number = number }
    var description: String { "w\(number)" }
}

/// The room's timers. Each fires back into the machine (``RoomMachine/fired(_:_:now:)``).
enum RoomTimer: String, Hashable, Sendable, CaseIterable {
    /// The next `room.audience_changed` of a large audience is due.
    case audienceDigest
    /// A disconnected host has been away for `hostAwaySeconds`.
    case hostAway
    /// The next held item of the review queue expires.
    case review
}
