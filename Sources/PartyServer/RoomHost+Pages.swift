import PartyCore
import PartyProtocol

extension RoomHost {
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
