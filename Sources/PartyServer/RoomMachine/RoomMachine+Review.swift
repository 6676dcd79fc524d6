import PartyCore
import PartyProtocol

/// Review (contract §9, "Review"): with `review` on, chat from anyone but the staff, Odd One Out
/// clues and custom questions wait in the room's ``ReviewQueue`` for the host or a moderator.
/// The sender gets ok {held: true, item_id}; the staff `mod.pending`; nobody else anything.
extension RequestTable {
    /// The review queue's request types: the staff's (the rules refuse anyone else). Approving
    /// runs the held request through its own handler (`RoomHost+Review.swift`).
    static let reviewRows: [RequestRoute] = [
        .member("mod.approve", senders: .hostByRule, RoomHost.approve(_:from:actor:)).moderated(RoomHost.approve(_:from:actor:)),
        .machine("mod.reject", senders: .hostByRule, due: [.review], RoomMachine.reject).moderated(machine: RoomMachine.reject, due: [.review]),
    ]
}

extension RoomMachine {
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
}
