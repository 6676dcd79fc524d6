extension GuessOrPass {
    /// Appends players seen for the first time to the seat order (join order).
    mutating func absorb(_ roster: Roster) {
        for id in roster.playerIDs where !seatOrder.contains(id) {
            seatOrder.append(id)
        }
    }

    /// Fires every phase deadline at or before `now`, chaining from the deadline that fired.
    mutating func fireDue(now: UnixMillis, roster: Roster) -> [Addressed<GuessOrPassEvent>] {
        var events: [Addressed<GuessOrPassEvent>] = []
        while phase != .over, let due = phaseEndsAt, due <= now {
            switch phase {
            case .countdown:
                events += beginRound(at: due, roster: roster)
            case .round:
                events += endRound(at: due, roster: roster, forcedEnd: nil)
            case .roundOver:
                if roster.playerIDs.count < 2 {
                    events += finish(.notEnoughPlayers)
                } else if let next = nextGuesser(roster: roster) {
                    events += beginCountdown(for: next, at: due, newRound: true)
                } else {
                    events += finish(noGuesserReason(roster: roster))
                }
            case .over:
                break
            }
        }
        return events
    }

    /// The next player in join order after the last guesser who has not guessed yet and is
    /// still a player in the room (the audience and departed players are skipped, and so are
    /// players who are away, unless `includingAway`: nobody gets a turn in an empty chair).
    func nextGuesser(roster: Roster, includingAway: Bool = false) -> PlayerID? {
        let present = Set(includingAway ? roster.playerIDs : roster.connectedPlayerIDs)
        let done = Set(results.map(\.playerID))
        guard !seatOrder.isEmpty else { return nil }
        let start = (seatOrder.firstIndex(of: guesser) ?? -1) + 1
        for offset in 0..<seatOrder.count {
            let id = seatOrder[(start + offset) % seatOrder.count]
            if present.contains(id), !done.contains(id) { return id }
        }
        return nil
    }

    /// Enters a countdown for `player`; `newRound` is false when a countdown is handed over.
    mutating func beginCountdown(for player: PlayerID, at time: UnixMillis, newRound: Bool) -> [Addressed<GuessOrPassEvent>] {
        if newRound { round += 1 }
        guesser = player
        phase = .countdown
        cards = []
        let end = time + Int64(options.countdownSeconds) * 1000
        phaseEndsAt = end
        return [Addressed(.everyone, .countdown(guesser: player, category: category, round: round,
                                                startsAtMs: time, endsAtMs: end))]
    }

    /// Starts the round at `time` and deals its first card.
    mutating func beginRound(at time: UnixMillis, roster: Roster) -> [Addressed<GuessOrPassEvent>] {
        let duration = Int64(options.roundSeconds) * 1000
        phase = .round
        phaseEndsAt = time + duration
        cards = []
        results.append(GuessOrPassScore(playerID: guesser, score: 0))
        var events = [Addressed(.everyone, GuessOrPassEvent.roundStarted(
            guesser: guesser, category: category, round: round, endsAtMs: time + duration, durationMs: duration))]
        events += deal(at: time, roster: roster)
        return events
    }

    /// Deals the next card; ends the round if the deck is empty. The word goes to the clue-givers
    /// (and in classic mode to the guesser); the others (the secret-mode guesser, the screens)
    /// learn only that a card was dealt.
    mutating func deal(at time: UnixMillis, roster: Roster) -> [Addressed<GuessOrPassEvent>] {
        guard dealt < deck.count else { return endRound(at: time, roster: roster, forcedEnd: nil) }
        let card = GuessOrPassCard(index: cards.count, word: deck[dealt], outcome: .unresolved)
        dealt += 1
        cards.append(card)
        let blind: PlayerID? = options.mode.guesserSeesWord ? nil : guesser
        return [
            Addressed(.secretHolders(hiddenFrom: blind), .card(index: card.index, word: card.word)),
            Addressed(.screensAnd(blind), .cardHidden(index: card.index)),
        ]
    }

    /// Resolves the open card, announces it with its word and deals the next one.
    mutating func resolveCurrent(_ outcome: CardOutcome, by member: PlayerID, at time: UnixMillis,
                                 roster: Roster) -> [Addressed<GuessOrPassEvent>] {
        let last = cards.count - 1
        cards[last].outcome = outcome
        if outcome == .correct { results[results.count - 1].score += 1 }
        let card = cards[last]
        var events = [Addressed(.everyone, GuessOrPassEvent.cardResolved(
            index: card.index, word: card.word, outcome: outcome, by: member))]
        events += deal(at: time, roster: roster)
        return events
    }

    /// Ends the running round at `time` exactly once: reports it, then either starts the break
    /// or ends the game (`forcedEnd`, everyone guessed, or too few players).
    mutating func endRound(at time: UnixMillis, roster: Roster, forcedEnd: GuessOrPassEndReason?) -> [Addressed<GuessOrPassEvent>] {
        let score = results.last?.score ?? 0
        let previous = bestScores[guesser] ?? 0
        bestScores[guesser] = max(previous, score)
        var reason = forcedEnd
        if reason == nil, roster.playerIDs.count < 2 { reason = .notEnoughPlayers }
        // Whether the next guesser is connected is decided when the break ends.
        if reason == nil, nextGuesser(roster: roster, includingAway: true) == nil { reason = .completed }
        let breakEnd = time + Int64(options.breakSeconds) * 1000
        let summary = GuessOrPassRoundSummary(
            round: round, finished: FinishedRound(guesser: guesser, category: category, mode: options.mode, score: score, at: time),
            cards: cards, bestScore: max(previous, score), newBest: score > previous, previousBest: previous,
            nextRoundAtMs: reason == nil ? breakEnd : nil)
        phase = .roundOver
        phaseEndsAt = breakEnd
        var events = [Addressed(.everyone, GuessOrPassEvent.roundEnded(summary))]
        if let reason { events += finish(reason) }
        return events
    }

    /// Why the game ends when no connected player is left to guess: everyone guessed
    /// (`completed`), or the players still to guess are all away (`no_connected_guesser`).
    func noGuesserReason(roster: Roster) -> GuessOrPassEndReason {
        nextGuesser(roster: roster, includingAway: true) == nil ? .completed : .noConnectedGuesser
    }

    /// Ends the game with the scoreboard.
    mutating func finish(_ reason: GuessOrPassEndReason) -> [Addressed<GuessOrPassEvent>] {
        phase = .over
        phaseEndsAt = nil
        return [Addressed(.everyone, .gameOver(scoreboard: scoreboard, reason: reason))]
    }

    /// Every round's guesser and score, best first (ties in round order).
    var scoreboard: [GuessOrPassScore] {
        results.enumerated()
            .sorted { $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset }
            .map(\.element)
    }
}
