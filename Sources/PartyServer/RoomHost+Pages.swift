import PartyCore
import PartyProtocol

extension RoomHost {
    /// `wheel.list` {offset?, limit?: 1–20} → ok {wheels, total, next_offset?}: the wheels of every
    /// member of the room in member join order, a page at a time (``ListPage``).
    func wheelList(_ request: Request, from session: Session, player _: PlayerID) throws(WireError) {
        let page = try ListPage(request.params, pageSize: ReplyBudget.wheelsPerPage)
        let all = wheels.all(members: room.members.map(\.profileKey))
        let views = page.slice(all).map { wheelView($0.wheel, owner: $0.owner) }
        reply(session, request, page.reply("wheels", views, total: all.count))
    }

    /// `wyr.history` {offset?, limit?: 1–100} → ok {questions, total, next_offset?}: this room's
    /// questions by total responses, a page at a time; all-time totals are read for the page only.
    func wyrHistory(_ request: Request, from session: Session, player _: PlayerID) throws(WireError) {
        let page = try ListPage(request.params, pageSize: ReplyBudget.wyrHistoryPerPage)
        let all = currentWyrRecord.history()
        var entries = page.slice(all)
        let totals = (try? store.records(WyrTally.self, keys: entries.map(\.question.id))) ?? [:]
        for i in entries.indices {
            // A custom question lives in this room only: its every vote is this room's.
            entries[i].allTime = entries[i].question.isCustom ? entries[i].players + entries[i].audience
                : totals[entries[i].question.id] ?? .zero
        }
        reply(session, request, page.reply("questions", entries, total: all.count))
    }
}
