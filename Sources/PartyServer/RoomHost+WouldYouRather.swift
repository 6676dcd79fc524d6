import PartyCore
import PartyProtocol
import PartyStore

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
    func addQuestion(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let p = request.params
        let a = try p.string("a"), b = try p.string("b")
        let category = try p.optionalString("category").map { name throws(WireError) in
            try rule { () throws(RuleViolation) in try WyrCategory.parse(name, field: "category") }
        }
        let roster = gameRoster
        if var g = game?.state(as: WouldYouRather.self) {
            let events = try rule { () throws(RuleViolation) in
                try g.apply(.add(a: a, b: b, category: category), by: player, roster: roster, now: now, rng: &rng)
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

extension WyrEvent: StoreBackedEvent {
    /// Results carry all-time tallies: this round's votes are committed first, then the tally
    /// is read and sent. Votes the store could not take are announced `saved: false` with the
    /// tally as stored, without them (and retried later, see ``WriteRetryQueue``); a tally that
    /// cannot be read is left out.
    func deliver(to audience: Audience, in host: RoomHost) {
        guard case let .results(results) = self else { host.emit([Addressed(audience, self)]); return }
        let add = results.allTimeContribution
        let id = results.question.id
        let write = add.total > 0 ? host.durable([.wyrVotes(questionID: id, aDelta: add.aVotes, bDelta: add.bVotes)]) : nil
        host.outbox.run { [host] in
            // Read after the commit (or its failure): the tally then holds exactly what is stored —
            // this round's votes when they were committed, every room's before them either way.
            // A custom question is asked once, in this room only: its every vote is this round's.
            let stored = { (try? host.store.wyrAllTime(questionIDs: [id])).map { $0[id].map(WyrTally.init) ?? .zero } }
            guard host.committed(write) else {
                return host.send(Addressed(audience, unsaved(committed: results.question.isCustom ? .zero : stored())))
            }
            host.send(Addressed(audience, withAllTime(results.question.isCustom ? results.players + results.audience : stored())))
        }
    }
}

extension WyrView: StoreBackedView {
    /// Shown results of a bank question get their all-time tally from the store.
    func completed(in host: RoomHost) -> WyrView {
        var view = self
        if let id = view.results?.question.id, view.results?.question.isCustom == false {
            view.results?.allTime = (try? host.store.wyrAllTime(questionIDs: [id])).map { $0[id].map(WyrTally.init) ?? .zero }
        }
        return view
    }
}

extension WyrTally {
    /// A tally from the store's totals.
    init(_ totals: WyrTotals) { self.init(aVotes: totals.aVotes, bVotes: totals.bVotes) }
}

/// `wyr.reset` {by}: the host cleared the room's Would You Rather statistics.
struct WyrResetEvent: WireEvent {
    var by: PlayerID
    var wireType: String { "wyr.reset" }
}
