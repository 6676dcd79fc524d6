import PartyCore
import PartyStore

extension RoomHost {
    /// A player who takes a seat during a Guess or Pass game brings their best score for its category and mode.
    func noteBestScore(of member: Member) {
        guard var g = game?.state(as: GuessOrPass.self), member.role == .player else { return }
        let best = (try? store.bestScores(profileKeys: [member.profileKey], category: g.category.rawValue,
                                          mode: g.options.mode.rawValue))?[member.profileKey]
        if let best { g.noteBestScore(best, for: member.id); game = ActiveGame(g) }
    }
}

extension GuessOrPassEvent: StoreBackedEvent {
    /// A finished round (whose score the room has added to the guesser's total, as every game's
    /// points: ``RoomHost/addRoomPoints(_:)``) is stored before it is announced. A round the
    /// store could not take is announced `saved: false`, with no new best and the best stored
    /// before it (the round is retried later, see ``WriteRetryQueue``).
    func deliver(to audience: Audience, in host: RoomHost) {
        guard case let .roundEnded(summary) = self else { return host.emit([Addressed(audience, self)]) }
        let round = summary.finished
        let write = (host.room.member(round.guesser)?.profileKey ?? host.profileKeys[round.guesser]).flatMap { key in
            host.durable([.finishedRound(profileKey: key, category: round.category.rawValue, mode: round.mode.rawValue,
                                         score: round.score, at: round.at)], roomChanged: true)
        }
        let decided = (at: host.now, game: host.game?.name)
        host.outbox.run { [host] in
            let shown = host.countingFromNow(self, decided: decided)
            guard !host.committed(write) else { return host.send(Addressed(audience, shown)) }
            if var g = host.game?.state(as: GuessOrPass.self) {
                g.forgetBest(of: summary)
                host.game = ActiveGame(g)
            }
            guard case let .roundEnded(late) = shown else { return }
            host.send(Addressed(audience, GuessOrPassEvent.roundEnded(late.unsaved())))
        }
    }
}
