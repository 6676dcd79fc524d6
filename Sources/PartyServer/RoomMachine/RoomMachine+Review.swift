import PartyCore
import PartyProtocol

/// Review (contract §9, "Review"): with `review` on, chat from anyone but the staff, Odd One Out
/// clues and custom questions wait in the room's ``ReviewQueue`` for the host or a moderator.
/// The sender gets ok {held: true, item_id}; the staff `mod.pending`; nobody else anything.
extension RequestTable {
    /// The review queue's request types: the staff's (the rules refuse anyone else). Approving
    /// an item runs it through the machine as its sender's request: a chat line is published, a
    /// clue played by its game (``RoomMachine/play(_:_:_:by:approved:now:rng:)``), a question added.
    static let reviewRows: [RequestRoute] = [
        .machine("mod.approve", senders: .hostByRule, due: [.game, .review], RoomMachine.approve)
            .moderated(machine: RoomMachine.approve, due: [.game, .review]),
        .machine("mod.reject", senders: .hostByRule, due: [.review], RoomMachine.reject).moderated(machine: RoomMachine.reject, due: [.review]),
    ]
}

extension RoomMachine {
    /// `mod.approve` {item_id} (host or moderator) → ok (with what the item's own request
    /// replies, e.g. `question_id`): the item takes effect now, exactly as if its sender sent it
    /// now; the sender gets `mod.approved`, the staff `mod.resolved`. An item no longer valid
    /// (its sender gone or its round over: `wrong_phase`; or the room's rules now refuse it) gets
    /// that error and leaves the queue (the sender gets `mod.rejected` {reason: "invalid"}). A
    /// clue while the game is paused is only early: `wrong_phase`, and it stays in the queue.
    /// The game's deadline and the queue's expiries fire first (``Due``).
    static func approve(_ state: inout RoomState, _ request: Request, _ actor: String, _ now: UnixMillis,
                        _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let id = try request.params.string("item_id")
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(state.rank(of: actor)) }
        if case .clue? = state.moderation.review.item(id)?.content, state.gameClock.isPaused {
            throw WireError(.wrongPhase, "the game is paused; approve the clue once it goes on")
        }
        let item = try rule { () throws(RuleViolation) in try state.moderation.review.take(id) }
        do throws(WireError) {
            return try takeEffect(&state, item, by: actor, now: now, rng: &rng)
        } catch {
            return [.refuse(error)] + resolve(&state, item, .invalid, by: actor)  // the answer first, then what it caused
        }
    }

    /// The approved `item` as its sender's request now, answering the approval: a chat line is
    /// published; a clue (still in its round) is played by its game as `odd.clue` {text}; a
    /// question is added (``addQuestion(_:a:b:category:by:review:now:rng:)``). Then the item is
    /// resolved `approved`; a refusal is thrown before anything changed.
    private static func takeEffect(_ state: inout RoomState, _ item: ReviewItem, by actor: String,
                                   now: UnixMillis, rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        guard state.room.member(item.sender) != nil else { throw WireError(.wrongPhase, "\(item.name) is no longer in the room") }
        let effect: [RoomAction]
        switch item.content {
        case let .chat(text):
            effect = try publishChat(&state, text, from: item.sender, now: now)
        case let .clue(text):
            guard item.moment == state.reviewMoment else { throw WireError(.wrongPhase, "that clue was for a round that is over") }
            let clue = Request(type: heldClueType, id: nil, params: ["text": .string(text)])
            guard let game = state.rules.games.game(handling: clue.type) else {
                throw WireError(.wrongPhase, "no game that takes clues is offered here")
            }
            effect = try play(game, &state, clue, by: item.sender, approved: true, now: now, rng: &rng)
        case let .question(a, b, category):
            let parsed = try category.map { name throws(WireError) in try wyrCategory(name) }
            effect = try addQuestion(&state, a: a, b: b, category: parsed, by: item.sender, review: false, now: now, rng: &rng)
        }
        return effect + resolve(&state, item, .approved, by: actor)
    }

    /// The request a held clue replays (Odd One Out's, the one game that holds clues for review).
    static let heldClueType = "odd.clue"

    /// `mod.reject` {item_id} (host or moderator) → ok: the item is dropped; only its sender
    /// hears (`mod.rejected` {item_id, reason: "rejected"}), and the staff (`mod.resolved`).
    static func reject(_ state: inout RoomState, _ request: Request, _ actor: String, _ now: UnixMillis,
                       _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let id = try request.params.string("item_id")
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(state.rank(of: actor)) }
        let item = try rule { () throws(RuleViolation) in try state.moderation.review.take(id) }
        return [.reply(NoFields(), after: nil)] + resolve(&state, item, .rejected, by: actor)
    }

    /// Holds `content` from `player` and answers the request being handled with {held: true,
    /// item_id}; the staff get `mod.pending`. Past the queue's bounds, `rate_limited` or
    /// `limit_reached`. Expired items have left the queue already (``Due/review``).
    static func hold(_ state: inout RoomState, _ content: ReviewContent, from player: PlayerID, moment: String? = nil,
                     now: UnixMillis) throws(WireError) -> [RoomAction] {
        let name = state.room.member(player)?.name ?? ""
        let limits = state.rules.moderation
        let item = try rule { () throws(RuleViolation) in
            try state.moderation.review.hold(content, from: player, name: name, moment: moment, now: now, limits: limits)
        }
        return [.reply(Fields(["held": true, "item_id": item.id]), after: nil), .emitToStaff(PendingItem(item))]
            + reviewTimer(state) + [.snapshotDirty]
    }

    /// The item left the queue (`outcome`, by `actor` unless it expired): its sender, when still
    /// seated, and the staff hear how.
    static func resolve(_ state: inout RoomState, _ item: ReviewItem, _ outcome: ReviewOutcome, by actor: String?) -> [RoomAction] {
        var out: [RoomAction] = []
        if state.room.member(item.sender) != nil {
            out.append(.emit(.only(item.sender), ReviewVerdict(item_id: item.id, reason: outcome == .approved ? nil : outcome)))
        }
        out.append(.emitToStaff(ReviewResolved(item_id: item.id, outcome: outcome, by: actor)))
        return out + reviewTimer(state) + [.snapshotDirty]
    }

    /// Items whose time is up leave the queue: each sender gets `mod.rejected` {reason: "expired"}.
    /// When the review timer fires, and before a request that reads the queue.
    static func expireReview(_ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        guard state.isLive else { return [] }
        guard let due = state.moderation.review.nextExpiry, due <= now else { return [] }
        var out: [RoomAction] = []
        for item in state.moderation.review.expire(now: now) { out += resolve(&state, item, .expired, by: nil) }
        return out
    }

    /// Arms the timer for the next item to expire, or stops it when nothing waits.
    static func reviewTimer(_ state: RoomState) -> [RoomAction] {
        guard let due = state.moderation.review.nextExpiry, state.isLive else { return [.cancel(.review)] }
        return [.arm(.review, at: due)]
    }
}

extension RoomState {
    /// Whether `player`'s chat, clue or question waits for review now.
    func needsReview(_ player: PlayerID) -> Bool {
        settings.review && !isStaff(player)
    }

    /// The game moment a clue belongs to: the running Odd One Out game (by the room's count of
    /// games started) and its round. A clue approved in another moment gets `wrong_phase`.
    var reviewMoment: String? {
        guard let odd = game?.state(as: OddOneOut.self) else { return nil }
        return "game \(gamesStarted) round \(odd.round)"
    }
}
