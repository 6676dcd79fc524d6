extension OddOneOut {
    /// Deals round `round + 1` to the connected players, or ends the game after the last round
    /// (or when too few players are left).
    mutating func nextRound(roster: Roster, now: UnixMillis, rng: inout some RandomSource) -> [Addressed<OddOneOutEvent>] {
        let present = roster.connectedPlayerIDs
        guard round < deals.count, present.count >= Self.minPlayers else { return finish() }
        round += 1
        phase = .clues
        players = present
        players.shuffle(using: &rng)
        for player in players where scores[player] == nil { scores[player] = 0 }
        oddPlayer = players[rng.uniform(below: players.count)]
        clues = []
        votes = [:]
        lastReveal = nil
        endsAt = now + Int64(options.clueSeconds) * 1000
        guard let deal else { return finish() }
        var events = [Addressed(.everyone, OddOneOutEvent.roundStarted(round: round, rounds: deals.count, category: deal.category,
                                                                       players: players, endsAt: endsAt ?? now))]
        for player in players {
            events.append(Addressed(.only(player), .word(round: round, word: player == oddPlayer ? deal.odd : deal.common)))
        }
        return events
    }

    /// Records `member`'s clue.
    mutating func giveClue(_ raw: String, by member: PlayerID, roster: Roster, now: UnixMillis) throws(RuleViolation) -> [Addressed<OddOneOutEvent>] {
        guard phase == .clues else { throw .wrongPhase("clues are given before the vote") }
        guard players.contains(member) else { throw .notAllowed("you were not dealt a word this round") }
        guard !clues.contains(where: { $0.playerID == member }) else { throw .wrongPhase("you already gave your clue this round") }
        let text = try TextSanitizer.validated(raw, field: "text", limit: Self.clueLimit)
        guard !revealsWord(text) else { throw .notAllowed("a clue must not say the word") }
        clues.append(OddOneOutClue(playerID: member, text: text))
        let (given, cluers) = clueProgress(roster)
        var events = [Addressed(.everyone, OddOneOutEvent.clueGiven(player: member, text: text, cluesIn: given, cluers: cluers))]
        if given >= cluers { events += startVoting(now: now) }
        return events
    }

    /// Records `member`'s vote for `suspect`; a second vote changes the first.
    mutating func vote(for suspect: PlayerID, by member: PlayerID, roster: Roster, now: UnixMillis) throws(RuleViolation) -> [Addressed<OddOneOutEvent>] {
        guard phase == .voting else { throw .wrongPhase("voting starts once the clues are in") }
        guard players.contains(member) else { throw .notAllowed("you were not dealt a word this round") }
        guard players.contains(suspect) else { throw .notFound("player \(TextSanitizer.clean(suspect)) in this round") }
        guard suspect != member else { throw .notAllowed("vote for someone else") }
        votes[member] = suspect
        let (votesIn, voters) = voteProgress(roster)
        var events = [Addressed(.everyone, OddOneOutEvent.voteCast(player: member, votesIn: votesIn, voters: voters))]
        if votesIn >= voters { events += reveal(now: now) }
        return events
    }

    /// Moves from clues to the vote.
    mutating func startVoting(now: UnixMillis) -> [Addressed<OddOneOutEvent>] {
        phase = .voting
        endsAt = now + Int64(options.voteSeconds) * 1000
        return [Addressed(.everyone, .voting(round: round, endsAt: endsAt ?? now))]
    }

    /// Ends the round: who was odd, both words, the votes and the points.
    mutating func reveal(now: UnixMillis) -> [Addressed<OddOneOutEvent>] {
        guard let deal else { return finish() }
        var tally: [PlayerID: Int] = [:]
        for suspect in votes.values { tally[suspect, default: 0] += 1 }
        let most = tally.values.max() ?? 0
        let caught = oddPlayer.map { odd in most > 0 && tally[odd] == most && tally.values.filter { $0 == most }.count == 1 } ?? false
        var points: [PlayerID: Int] = [:]
        if let odd = oddPlayer {
            if caught {
                for (voter, suspect) in votes where suspect == odd { points[voter] = 1 }
            } else {
                points[odd] = 3
            }
        }
        for (player, score) in points { scores[player, default: 0] += score }
        let last = round >= deals.count
        phase = .reveal
        endsAt = now + Int64(options.revealSeconds) * 1000
        let revealed = OddOneOutReveal(
            round: round, oddPlayer: oddPlayer, commonWord: deal.common, oddWord: deal.odd, category: deal.category,
            caught: caught,
            votes: players.compactMap { voter in votes[voter].map { OddOneOutVote(playerID: voter, target: $0) } },
            points: Self.board(points), scores: Self.board(scores), nextRoundAt: last ? nil : endsAt)
        lastReveal = revealed
        return [Addressed(.everyone, .roundEnded(revealed))]
    }

    /// Ends the game with its scoreboard.
    mutating func finish() -> [Addressed<OddOneOutEvent>] {
        guard phase != .over else { return [] }
        phase = .over
        endsAt = nil
        return [Addressed(.everyone, .gameOver(scoreboard: Self.board(scores)))]
    }

    /// Whether `text` says either of this round's words.
    func revealsWord(_ text: String) -> Bool {
        guard let deal, phase == .clues || phase == .voting else { return false }
        return GuessNormalizer.mentions(text, word: deal.common, language: language)
            || GuessNormalizer.mentions(text, word: deal.odd, language: language)
    }

    /// Clues given, and dealt players still connected who count for "everyone has clued".
    func clueProgress(_ roster: Roster) -> (Int, Int) {
        let present = Set(roster.connectedPlayerIDs)
        let given = Set(clues.map(\.playerID))
        let counted = players.filter { present.contains($0) || given.contains($0) }
        return (given.count, counted.count)
    }

    /// Votes cast, and dealt players still connected who count for "everyone has voted".
    func voteProgress(_ roster: Roster) -> (Int, Int) {
        let present = Set(roster.connectedPlayerIDs)
        let counted = players.filter { present.contains($0) || votes[$0] != nil }
        return (votes.count, counted.count)
    }

    /// Scores as lines, best first, ties by player id.
    static func board(_ scores: [PlayerID: Int]) -> [OddOneOutScore] {
        scores.map { OddOneOutScore(playerID: $0.key, score: $0.value) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.playerID < $1.playerID }
    }
}
