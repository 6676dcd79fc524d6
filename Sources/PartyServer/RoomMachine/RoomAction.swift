import PartyCore
import PartyProtocol
import PartyStore

/// What a room must do, in order, after one of ``RoomMachine``'s inputs: the machine decides,
/// ``RoomHost`` carries it out (`RoomHost+Actions.swift`), as ``SessionMachine/Action`` and
/// ``Session`` do for a connection. Everything the room sends leaves in the order of the
/// actions, and nothing sent after a ``saveSnapshot(_:)`` leaves before that write is durable.
enum RoomAction {
    /// Answer the request being handled with `ok` and `payload`; with `after`, only once that
    /// write is committed, else with `storage_failed` (a client is never told a change is saved
    /// when it is not).
    case reply(any Encodable & Sendable, after: RoomWriteID?)
    /// Answer the request being handled with `ok` and the room's `snapshot` as `answer` names it.
    /// The reply keeps this place in what the room sends, but the snapshot shows the room once
    /// every action of this input has run (a joiner sees the game that has seen them join).
    case replyWithSnapshot(SnapshotAnswer)
    /// Answer the request being handled with `error`: for a request whose refusal still changed
    /// the room (an approved item no longer valid leaves the queue). Actions after it run.
    case refuse(WireError)
    /// The connection that sent the entry being handled (`room.create`, `room.join`,
    /// `room.resume`) now holds `seat` (a member's, a moderator's or a screen's id); a connection
    /// that held it before gets `room.replaced` and is let go.
    case bind(String)
    /// `member` took a new seat: its profile is written, its wheels loaded, its best score
    /// noted, the night hears it (the parts of the room not in the machine yet).
    case memberSeated(Member)
    /// A member resumed: the wheels of `profileKey` are loaded (wheels are not in the machine yet).
    case loadWheels(String)
    /// Send `event` to `audience`: the members it names and, when it includes screens, the
    /// screens and the moderators. Its sequence number is given when it leaves.
    case emit(Audience, any WireEvent)
    /// Send a game's `event` to `audience` once the write `after` names (its store records: a
    /// finished round, a question's all-time tallies) is committed: a ``RecordBacked`` event with
    /// its records as stored, a ``StoreBackedEvent`` as it is, or as the store refused it
    /// (``StoreBackedEvent/refused(_:)``). Sent later than the game decided it, an event that says
    /// when the game goes on counts from when it is shown (``CountsFromShown``).
    case publish(Audience, any NamedEvent, after: RoomWriteID?)
    /// Tell the room's open game night what counts for its tally (the night service keeps it;
    /// the machine says what happened): a game's start stops the playlist's break; a game's end
    /// also sends the night's scoreboard, saves the night and offers its next item.
    case night(NightEntry)
    /// Send `event` to the host and the moderators only (never another member or a screen).
    case emitToStaff(any WireEvent)
    /// Save the room's snapshot now, durably: whatever the room sends after this waits until
    /// the store has committed it.
    case saveSnapshot(RoomWriteID)
    /// Commit `writes` (a finished dice turn, a revealed seed) in one transaction with the
    /// room's snapshot, so the store holds both or neither: whatever the room sends after this
    /// waits until it is durable.
    case save([StoreWrite], RoomWriteID)
    /// Commit `writes` that are not the room's (a wheel, kept by its owner), with the room's
    /// snapshot only when the room changed since it was saved: a barrier like ``save(_:_:)``.
    case write([StoreWrite], RoomWriteID)
    /// Something a restart must keep changed: the snapshot is saved within a second.
    case snapshotDirty
    /// Let go of the connection of `seat` (a member's, a moderator's or a screen's) once what was
    /// sent before has left, if the seat is no longer held; its session is told it has no seat.
    /// `farewell` (`room.kicked`) is the seat's last word: numbered in the room's order, it is
    /// delivered after the session has let the seat go, so a client that reads it and joins again
    /// at once is never answered as if it still held the seat.
    case release(String, farewell: [any WireEvent] = [])
    /// The members changed: the machine's ``RoomMachine/rosterChanged(_:now:)`` runs once this
    /// input's actions have (the game's roster, the wheels of members who left, the host-away timer).
    case rosterChanged
    /// The members changed and nobody left (a join, a dropped connection, a resume):
    /// ``rosterChanged`` without the look for wheel owners who left
    /// (``RoomMachine/rosterChangedNobodyLeft(_:now:)``), a pass over every member — in a
    /// 10,000-member audience, most of what a join or a drop costs.
    case rosterChangedNobodyLeft
    /// A seat's grace period began or ended: re-arm the ``RoomTimer/seats`` timer for the room as
    /// it stands once this input's actions have run (``RoomMachine/seatTimer(_:)``).
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
    /// A dropped seat's (member's or moderator's) resume grace ends.
    case seats
    /// The running game's next deadline (``PartyGame/nextDeadline``); never armed while it is paused.
    case game
}
