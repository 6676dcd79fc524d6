import PartyCore
import PartyProtocol

/// Review's part not in the machine yet: an approved clue or custom question runs through its
/// own handler (the game's, Would You Rather's) as its sender's request. The rules of the queue
/// and of `mod.approve` are ``RoomMachine``'s (`RoomMachine+Review.swift`).
extension RoomHost {
    /// Plays the approved `item` as its sender sent it now, answering the approval `request`:
    /// resolved `approved`, or — when its request is refused — `invalid`, after the refusal.
    func playHeld(_ item: ReviewItem, by actor: String, answering request: Request, from session: Session) {
        do throws(WireError) {
            try takeEffect(item, answering: request, from: session)
        } catch {
            fail(session, request, error)  // the reply first, then what the refusal caused
            run(RoomMachine.resolve(&state, item, .invalid, by: actor))
            return
        }
        run(RoomMachine.resolve(&state, item, .approved, by: actor))
    }

    /// Runs the held item's request as its sender, answering the approver.
    private func takeEffect(_ item: ReviewItem, answering request: Request, from session: Session) throws(WireError) {
        switch item.content {
        case let .chat(text):
            run(try RoomMachine.publishChat(&state, text, from: item.sender, now: now), answering: request, from: session)
        case let .clue(text):
            let clue = Request(type: "odd.clue", id: nil, params: ["text": .string(text)])
            try playReviewed(clue, by: item.sender, answering: request, from: session)
        case let .question(a, b, category):
            let parsed = try category.map { name throws(WireError) in
                try rule { () throws(RuleViolation) in try WyrCategory.parse(name, field: "category") }
            }
            try addQuestion(a: a, b: b, category: parsed, by: item.sender, review: false, answering: request, from: session)
        }
    }

    /// The game moment a clue belongs to (``RoomState/reviewMoment``).
    func reviewMoment() -> String? { state.reviewMoment }
}
