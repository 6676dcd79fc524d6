import PartyCore
import PartyProtocol

extension RoomHost {
    /// Would You Rather memory that outlives single games (asked list, room stats, custom deck).
    var wyrRecord: WyrRoomRecord {
        get { gameMemory[WouldYouRather.id] as? WyrRoomRecord ?? WouldYouRather.emptyMemory }
        set { gameMemory[WouldYouRather.id] = newValue }
    }

    /// The record of the running Would You Rather game, or the room's between games.
    var currentWyrRecord: WyrRoomRecord { game?.state(as: WouldYouRather.self)?.record ?? wyrRecord }

    /// `wyr.reset` {confirm: true} (host): clears the room's Would You Rather record, through
    /// the running game or between games. Anything but `true` is refused with the explanation
    /// of what would be deleted.
    func resetWyr(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let confirm = request.params.fields["confirm"] == .bool(true)
        try rule { () throws(RuleViolation) in try WyrRoomRecord.validateReset(confirm: confirm) }
        try requireHost(request, player)
        if var g = game?.state(as: WouldYouRather.self) {
            g.record.reset()
            game = ActiveGame(g)
        } else {
            wyrRecord.reset()
        }
        reply(session, request)
        emit([Addressed(.everyone, WyrResetEvent(by: player))])
    }

    /// `wyr.add` {a, b, category?}: a custom question, through the running game or between games.
    /// Both answers go through the room's word filter; with `review` on, a question from anyone
    /// but the staff is held (after the same rules' dry run).
    func addQuestion(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let p = request.params
        let a = try p.string("a"), b = try p.string("b")
        let category = try p.optionalString("category").map { name throws(WireError) in
            try rule { () throws(RuleViolation) in try WyrCategory.parse(name, field: "category") }
        }
        try checkText(a, field: "a")
        try checkText(b, field: "b")
        try addQuestion(a: a, b: b, category: category, by: player, review: true, answering: request, from: session)
    }

    /// Adds the question `a` | `b` as `player` (held for review when `review` and the room say so),
    /// answering `request` (the `wyr.add`, or the approval of a held one) with {question_id}.
    func addQuestion(a: String, b: String, category: WyrCategory?, by player: PlayerID, review: Bool, answering request: Request,
                     from session: Session) throws(WireError) {
        let roster = gameRoster
        if review, needsReview(player) {
            if var probe = game?.state(as: WouldYouRather.self) {  // the same rules now, nothing kept
                var probeRNG = rng
                _ = try rule { () throws(RuleViolation) in
                    try probe.apply(.add(a: a, b: b, category: category), by: player, roster: roster, now: now, rng: &probeRNG)
                }
            } else {
                var probe = wyrRecord
                _ = try rule { () throws(RuleViolation) in try probe.addCustom(a: a, b: b, category: category, by: player, roster: roster) }
            }
            let clean = try rule { () throws(RuleViolation) in
                (try TextSanitizer.validated(a, field: "a", limit: .wyrOption), try TextSanitizer.validated(b, field: "b", limit: .wyrOption))
            }
            try hold(.question(a: clean.0, b: clean.1, category: category?.rawValue), from: player, answering: request, from: session)
            return
        }
        if var g = game?.state(as: WouldYouRather.self) {
            let events = try rule { () throws(RuleViolation) in
                try g.apply(.add(a: a, b: b, category: category), by: player, roster: roster, now: gameNow, rng: &rng)
            }
            game = ActiveGame(g)
            reply(session, request, Fields(["question_id": g.record.lastAddedID]))
            publish(events)
        } else {
            let q = try rule { () throws(RuleViolation) in try wyrRecord.addCustom(a: a, b: b, category: category, by: player, roster: roster) }
            reply(session, request, Fields(["question_id": q.id]))
            emit([Addressed(.everyone, WyrEvent.questionAdded(WyrQuestionAdded(
                questionID: q.id, playerID: player, category: category, queued: wyrRecord.customDeck.count)))])
        }
    }
}

/// `wyr.reset` {by}: the host cleared the room's Would You Rather statistics.
struct WyrResetEvent: WireEvent {
    var by: PlayerID
    var wireType: String { "wyr.reset" }
}
