import PartyCore
import PartyProtocol

/// A room's rules as a machine: each input — a request from a seat, a timer firing — takes the
/// room's state (``RoomState``) and returns the ``RoomAction``s that carry the change out, which
/// ``RoomHost`` runs on the room's queue (send, fan out, save with durability barriers, arm
/// timers). The shape is ``SessionMachine``'s and postgres-nio's `ConnectionStateMachine`'s:
/// no I/O, no clock and no randomness of its own, so every rule reads as a transcript
/// (`RoomMachineTests`).
///
/// A handler refuses a request by throwing, before it changes anything: bad input changes
/// nothing. Its rows (``RequestRoute/machine(_:saved:senders:due:_:)``) sit beside it, in the
/// file of the component it belongs to.
enum RoomMachine {
    /// A request's handler: `(state, request, sender, now, rng)` to the actions that carry it out.
    /// `sender` is the seat of the member (or moderator) that sent it.
    typealias Handler = @Sendable (inout RoomState, Request, PlayerID, UnixMillis, inout SplitMix64) throws(WireError) -> [RoomAction]

    /// Deadlines that fire before a handler sees the room (a round that has just ended no longer
    /// hides its word; an expired review item is gone before the queue is counted): each is an
    /// input of its own (``due(_:_:now:rng:)``), carried out before the request's handler runs.
    struct Due: OptionSet, Sendable {
        let rawValue: Int
        /// The running game's deadline.
        static let game = Due(rawValue: 1)
        /// The review queue's expired items.
        static let review = Due(rawValue: 2)
    }

    /// A timer fired at `now` (`rng`: the room's, for a game's deadline that deals the next card).
    static func fired(_ timer: RoomTimer, _ state: inout RoomState, now: UnixMillis, rng: inout SplitMix64) -> [RoomAction] {
        switch timer {
        case .game: gameTimerFired(&state, now: now, rng: &rng)
        case .audienceDigest: audienceDigestDue(&state)
        case .hostAway: hostAwayDue(&state, now: now)
        case .review: expireReview(&state, now: now)
        case .seats: expireSeats(&state, now: now)
        }
    }

    /// The deadlines of `due` that have passed fire now, before a request sees the room.
    static func due(_ due: Due, _ state: inout RoomState, now: UnixMillis, rng: inout SplitMix64) -> [RoomAction] {
        (due.contains(.game) ? gameDue(&state, now: now, rng: &rng) : []) + (due.contains(.review) ? expireReview(&state, now: now) : [])
    }

    /// Runs a core rule, turning its refusal into a wire error.
    static func rule<T>(_ body: () throws(RuleViolation) -> T) throws(WireError) -> T {
        do { return try body() } catch { throw WireError(error) }
    }
}

extension RoomState {
    /// Where `id` (a member's or a moderator's id) stands for moderation's rules.
    func rank(of id: String) -> RoomRank {
        if id == room.host { return .host }
        return moderation.moderators.contains(id) ? .moderator : .member
    }

    /// Whether `player` is staff, whose chat, clues and questions are never held for review.
    func isStaff(_ player: String) -> Bool { rank(of: player) != .member }

    /// Refuses anyone but the host with `not_host` and `refusal` (after the request's parameters
    /// were read: the wire's order is `bad_request`, then `not_host`, then the rules).
    func requireHost(_ player: PlayerID, _ refusal: String) throws(WireError) {
        guard room.host != player else { return }
        throw WireError(.notHost, refusal)
    }

    /// Refuses `text`, the value of `field`, with `filtered` when the room's filter (its
    /// `settings.filter`) blocks it.
    func checkText(_ text: String, field: String) throws(WireError) {
        try rules.wordFilter.check(text, field: field, level: settings.filter)
    }
}
