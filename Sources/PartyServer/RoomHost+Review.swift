import PartyCore
import PartyProtocol

/// Review (contract §9, "Review"): with `review` on, chat from anyone but the staff, Odd One Out
/// clues and custom questions wait in the room's ``ReviewQueue`` for the host or a moderator.
/// The sender gets ok {held: true, item_id}; the staff `mod.pending`; nobody else anything,
/// until `mod.approve` makes the item take effect as if it were sent then. An item is checked
/// by the same rules before it is held (a dry run) and again when it is approved.
extension RoomHost {
    /// `mod.approve` {item_id} (host or moderator) → ok (with what the item's own request
    /// replies, e.g. `question_id`): the item takes effect now, exactly as if its sender sent it
    /// now; the sender gets `mod.approved`, the staff `mod.resolved`. An item no longer valid
    /// (its round is over: `wrong_phase`; or the room's rules now refuse it) gets that error and
    /// leaves the queue (the sender gets `mod.rejected` {reason: "invalid"}).
    func approve(_ request: Request, from session: Session, actor: String) throws(WireError) {
        let id = try request.params.string("item_id")
        try rule { () throws(RuleViolation) in try StaffPolicy.requireStaff(rank(of: actor)) }
        expireReview()
        if case .clue? = moderation.review.item(id)?.content, gameClock.isPaused {
            // Not invalid, only early: it stays in the queue for when the game goes on.
            throw WireError(.wrongPhase, "the game is paused; approve the clue once it goes on")
        }
        let item = try rule { () throws(RuleViolation) in try moderation.review.take(id) }
        do throws(WireError) {
            try takeEffect(item, answering: request, from: session)
        } catch {
            fail(session, request, error)  // the reply first, then what the refusal caused
            resolve(item, .invalid, by: actor)
            return
        }
        resolve(item, .approved, by: actor)
    }

    /// Runs the held item's request as its sender, answering the approver.
    private func takeEffect(_ item: ReviewItem, answering request: Request, from session: Session) throws(WireError) {
        guard room.member(item.sender) != nil else { throw WireError(.wrongPhase, "\(item.name) is no longer in the room") }
        switch item.content {
        case let .chat(text):
            try publishChat(text, from: item.sender, answering: request, from: session)
        case let .clue(text):
            guard item.moment == reviewMoment() else {
                throw WireError(.wrongPhase, "that clue was for a round that is over")
            }
            let clue = Request(type: "odd.clue", id: nil, params: ["text": .string(text)])
            try playReviewed(clue, by: item.sender, answering: request, from: session)
        case let .question(a, b, category):
            let parsed = try category.map { name throws(WireError) in
                try rule { () throws(RuleViolation) in try WyrCategory.parse(name, field: "category") }
            }
            try addQuestion(a: a, b: b, category: parsed, by: item.sender, review: false, answering: request, from: session)
        }
    }

    /// The item left the queue: its sender and the staff hear how.
    private func resolve(_ item: ReviewItem, _ outcome: ReviewOutcome, by actor: String?) {
        run(RoomMachine.resolve(&state, item, outcome, by: actor))
    }

    /// The game moment a clue belongs to: the running Odd One Out game (by the room's count of
    /// games started) and its round. A clue approved in another moment gets `wrong_phase`.
    func reviewMoment() -> String? {
        guard let odd = game?.state(as: OddOneOut.self) else { return nil }
        return "game \(gamesStarted) round \(odd.round)"
    }
}
