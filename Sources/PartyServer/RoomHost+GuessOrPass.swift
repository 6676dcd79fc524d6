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
    /// points: ``RoomMachine/published(_:_:_:)``) is stored before it is announced.
    func storeWrites(in state: RoomState) -> [StoreWrite] {
        guard case let .roundEnded(summary) = self else { return [] }
        let round = summary.finished
        guard let key = state.room.member(round.guesser)?.profileKey ?? state.profileKeys[round.guesser] else { return [] }
        return [.finishedRound(profileKey: key, category: round.category.rawValue, mode: round.mode.rawValue,
                               score: round.score, at: round.at)]
    }

    /// A round the store could not take is announced `saved: false`, with no new best and the
    /// best stored before it (the round is retried later, see ``WriteRetryQueue``).
    func refused(_ state: inout RoomState) -> GuessOrPassEvent {
        guard case let .roundEnded(summary) = self else { return self }
        if var g = state.game?.state(as: GuessOrPass.self) {
            g.forgetBest(of: summary)
            state.game = ActiveGame(g)
        }
        return .roundEnded(summary.unsaved())
    }
}
