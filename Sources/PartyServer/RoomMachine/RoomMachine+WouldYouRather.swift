import PartyCore
import PartyProtocol

/// Would You Rather's room requests (declared in its wire; rows made by `RequestTable+Games.swift`):
/// custom questions, the room's record and its history, through the running game or between games.
extension RoomMachine {
    /// `wyr.add` {a, b, category?} → ok {question_id}: a custom question, through the running
    /// game or between games. Both answers go through the room's word filter; with `review` on,
    /// a question from anyone but the staff is held (after the same rules' dry run).
    static func addQuestion(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let p = request.params
        let a = try p.string("a"), b = try p.string("b")
        let category = try p.optionalString("category").map { name throws(WireError) in try wyrCategory(name) }
        try state.checkText(a, field: "a")
        try state.checkText(b, field: "b")
        return try addQuestion(&state, a: a, b: b, category: category, by: player, review: true, now: now, rng: &rng)
    }

    /// `category`'s Would You Rather category (`bad_request` for an unknown one).
    static func wyrCategory(_ name: String) throws(WireError) -> WyrCategory {
        try rule { () throws(RuleViolation) in try WyrCategory.parse(name, field: "category") }
    }

    /// Adds the question `a` | `b` as `player` (held for review when `review` and the room say so),
    /// answering the request being handled (the `wyr.add`, or the approval of a held one) with {question_id}.
    static func addQuestion(_ state: inout RoomState, a: String, b: String, category: WyrCategory?, by player: PlayerID, review: Bool,
                            now: UnixMillis, rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let roster = state.gameRoster
        let time = state.gameNow(now)
        if review, state.needsReview(player) {
            if var probe = state.game?.state(as: WouldYouRather.self) {  // the same rules now, nothing kept
                var probeRNG = rng
                _ = try rule { () throws(RuleViolation) in
                    try probe.apply(.add(a: a, b: b, category: category), by: player, roster: roster, now: now, rng: &probeRNG)
                }
            } else {
                var probe = state.wyrRecord
                _ = try rule { () throws(RuleViolation) in try probe.addCustom(a: a, b: b, category: category, by: player, roster: roster) }
            }
            let clean = try rule { () throws(RuleViolation) in
                (try TextSanitizer.validated(a, field: "a", limit: .wyrOption), try TextSanitizer.validated(b, field: "b", limit: .wyrOption))
            }
            return try hold(&state, .question(a: clean.0, b: clean.1, category: category?.rawValue), from: player, now: now)
        }
        if var game = state.game?.state(as: WouldYouRather.self) {
            let events = try rule { () throws(RuleViolation) in
                try game.apply(.add(a: a, b: b, category: category), by: player, roster: roster, now: time, rng: &rng)
            }
            state.game = ActiveGame(game)
            return [.reply(Fields(["question_id": game.record.lastAddedID]), after: nil)] + published(WouldYouRather.self, &state, events)
        }
        var record = state.wyrRecord
        let question = try rule { () throws(RuleViolation) in try record.addCustom(a: a, b: b, category: category, by: player, roster: roster) }
        state.wyrRecord = record
        let added = WyrQuestionAdded(questionID: question.id, playerID: player, category: category, queued: record.customDeck.count)
        return [.reply(Fields(["question_id": question.id]), after: nil), .emit(.everyone, WyrEvent.questionAdded(added))]
    }

    /// `wyr.reset` {confirm: true} (host) → ok, then `wyr.reset` {by}: clears the room's Would You
    /// Rather record, through the running game or between games. Anything but `true` is refused
    /// with the explanation of what would be deleted.
    static func resetWyr(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                         _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let confirm = request.params.fields["confirm"] == .bool(true)
        try rule { () throws(RuleViolation) in try WyrRoomRecord.validateReset(confirm: confirm) }
        try state.requireHost(player, declaredFor: request.type)
        if var game = state.game?.state(as: WouldYouRather.self) {
            game.record.reset()
            state.game = ActiveGame(game)
        } else {
            state.wyrRecord.reset()
        }
        return [.reply(NoFields(), after: nil), .emit(.everyone, WyrResetEvent(by: player))]
    }

    /// `wyr.history` {offset?, limit?: 1–100} → ok {questions, total, next_offset?}: this room's
    /// questions by total responses, a page at a time; all-time totals are read for the page only.
    static func wyrHistory(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                           _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let page = try ListPage(request.params, pageSize: ReplyBudget.wyrHistoryPerPage)
        let all = state.currentWyrRecord.history()
        var entries = page.slice(all)
        let totals = state.rules.storedWyrTallies(entries.map(\.question.id)) ?? [:]
        for i in entries.indices {
            // A custom question lives in this room only: its every vote is this room's.
            entries[i].allTime = entries[i].question.isCustom ? entries[i].players + entries[i].audience
                : totals[entries[i].question.id] ?? .zero
        }
        return [.reply(page.reply("questions", entries, total: all.count), after: nil)]
    }
}

extension RoomState {
    /// Would You Rather memory that outlives single games (asked list, room stats, custom deck).
    var wyrRecord: WyrRoomRecord {
        get { gameMemory[WouldYouRather.id] as? WyrRoomRecord ?? WouldYouRather.emptyMemory }
        set { gameMemory[WouldYouRather.id] = newValue }
    }

    /// The record of the running Would You Rather game, or the room's between games.
    var currentWyrRecord: WyrRoomRecord { game?.state(as: WouldYouRather.self)?.record ?? wyrRecord }
}

/// `wyr.reset` {by}: the host cleared the room's Would You Rather statistics.
struct WyrResetEvent: WireEvent {
    var by: PlayerID
    var wireType: String { "wyr.reset" }
}
