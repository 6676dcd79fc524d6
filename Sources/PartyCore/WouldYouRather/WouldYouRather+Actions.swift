extension WouldYouRather {
    /// A member's request. Applies fully or throws; never half-applies.
    ///
    /// - `.vote`: players and audience, while voting and before the deadline (else
    ///   `wrong_phase`). Re-voting replaces the earlier vote. A player's vote emits
    ///   `wyr.vote_cast`, then `wyr.results` when that vote completed the round. An audience
    ///   vote emits nothing (it is counted in the results' `audience`; `votes_in`/`voters` count
    ///   players only), unless it completes the round: then `wyr.vote_cast` and `wyr.results`.
    /// - `.add`: players only (`not_allowed` for the audience), in any phase, even after the
    ///   game is over (it changes ``record``). Emits `wyr.question_added` with the new id, which
    ///   is also ``WyrRoomRecord/lastAddedID``.
    /// - Throws: `.notInRoom` when `member` is not in `roster`, plus the errors above and those
    ///   of ``WyrRoomRecord/addCustom(a:b:category:by:roster:)``.
    public mutating func apply(_ action: WyrAction, by member: PlayerID, roster: Roster,
                               now: UnixMillis, rng: inout some RandomSource) throws(RuleViolation) -> [Addressed<WyrEvent>] {
        guard let entry = roster.entry(member) else { throw .notInRoom }
        switch action {
        case let .vote(choice):
            switch phase {
            case .over: throw .wrongPhase("the game is over")
            case .results: throw .wrongPhase("voting on this question has closed; the next question is coming")
            case .voting: break
            }
            guard let due = deadline, now < due else {
                throw .wrongPhase("voting on this question has closed; the next question is coming")
            }
            switch entry.role {
            case .player: playerVotes[member] = choice
            case .audience: audienceVotes[member] = choice
            }
            connectedPlayers = roster.connectedPlayerIDs
            let completes = everyoneVoted
            // An audience vote changes no count anyone sees: its `ok` is its only news, unless
            // it happens to complete the round (the players changed since the last count).
            guard entry.role == .player || completes else { return [] }
            let (votesIn, voters) = progress
            var events = [Addressed(.everyone, WyrEvent.voteCast(WyrVoteCast(playerID: member, votesIn: votesIn, voters: voters)))]
            if completes {
                events.append(finishRound(now: now, continuing: true))
            }
            return events
        case let .add(a, b, category):
            let added = try record.addCustom(a: a, b: b, category: category, by: member, roster: roster)
            let payload = WyrQuestionAdded(questionID: added.id, playerID: member, category: category,
                                           queued: record.customDeck.count)
            return [Addressed(.everyone, .questionAdded(payload))]
        }
    }
}
