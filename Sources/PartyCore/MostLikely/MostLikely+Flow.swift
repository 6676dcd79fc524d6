extension MostLikely {
    /// Puts round `round + 1`'s prompt to the connected players, or ends the game after the
    /// last round (or when too few players are left).
    mutating func nextRound(roster: Roster, now: UnixMillis) -> [Addressed<MostLikelyEvent>] {
        let present = roster.connectedPlayerIDs
        guard round < prompts.count, present.count >= Self.minPlayers else { return finish() }
        round += 1
        phase = .voting
        players = present
        for entry in roster where present.contains(entry.id) { names[entry.id] = entry.name }
        votes = [:]
        lastResults = nil
        let end = now + Int64(options.voteSeconds) * 1000
        endsAt = end
        guard let prompt else { return finish() }
        return [Addressed(.everyone, .prompt(round: round, rounds: prompts.count, prompt: prompt, endsAt: end))]
    }

    /// Records `member`'s secret vote for `named`; a second vote replaces the first.
    mutating func vote(for named: PlayerID, by member: PlayerID, roster: Roster, now: UnixMillis) throws(RuleViolation) -> [Addressed<MostLikelyEvent>] {
        guard phase == .voting else { throw .wrongPhase("votes are taken while a prompt is up") }
        guard players.contains(member) else { throw .notAllowed("you vote from the next round on") }
        guard named != member else { throw .notAllowed("vote for someone else, not yourself") }
        guard players.contains(named), roster.entry(named)?.role == .player else {
            throw .notAllowed("\(TextSanitizer.clean(named)) is not a player of this round")
        }
        votes[member] = named
        let (votesIn, voters) = voteProgress(roster)
        var events = [Addressed(.everyone, MostLikelyEvent.voteCast(votesIn: votesIn, voters: voters))]
        if votesIn >= voters { events += endRound(now: now) }
        return events
    }

    /// Ends the round: the tally, who came out on top, and (for the night) who named them.
    mutating func endRound(now: UnixMillis) -> [Addressed<MostLikelyEvent>] {
        guard let prompt else { return finish() }
        let (tally, most) = Self.count(votes)
        for player in most { timesMost[player, default: 0] += 1 }
        let points = players.filter { votes[$0].map(most.contains) ?? false }
        let last = round >= prompts.count
        phase = .results
        let end = now + Int64(options.breakSeconds) * 1000
        endsAt = end
        let results = MostLikelyResults(round: round, promptID: prompt.id, tally: tally, most: most,
                                        nextRoundAt: last ? nil : end, points: points)
        lastResults = results
        return [Addressed(.everyone, .results(results))]
    }

    /// Ends the game with its standings.
    mutating func finish() -> [Addressed<MostLikelyEvent>] {
        guard phase != .over else { return [] }
        phase = .over
        endsAt = nil
        return [Addressed(.everyone, .gameOver(standings: standings))]
    }

    /// Every player who played a round, most times on top first (ties by player id).
    var standings: [MostLikelyStanding] {
        names.map { MostLikelyStanding(playerID: $0.key, name: $0.value, timesMost: timesMost[$0.key] ?? 0) }
            .sorted { $0.timesMost != $1.timesMost ? $0.timesMost > $1.timesMost : $0.playerID < $1.playerID }
    }

    /// Votes cast, and this round's players who count for "everyone has voted": those still
    /// connected, and those who voted before they dropped.
    func voteProgress(_ roster: Roster) -> (votesIn: Int, voters: Int) {
        let present = Set(roster.connectedPlayerIDs)
        let counted = players.filter { present.contains($0) || votes[$0] != nil }
        return (votes.count, counted.count)
    }

    /// The tally of `votes` (most first, ties by player id; nobody without a vote) and the
    /// players tied at the top (none when nobody voted).
    static func count(_ votes: [PlayerID: PlayerID]) -> (tally: [MostLikelyTally], most: [PlayerID]) {
        var byPlayer: [PlayerID: Int] = [:]
        for named in votes.values { byPlayer[named, default: 0] += 1 }
        let tally = byPlayer.map { MostLikelyTally(playerID: $0.key, votes: $0.value) }
            .sorted { $0.votes != $1.votes ? $0.votes > $1.votes : $0.playerID < $1.playerID }
        let top = tally.first?.votes ?? 0
        return (tally, tally.filter { $0.votes == top && top > 0 }.map(\.playerID))
    }
}
