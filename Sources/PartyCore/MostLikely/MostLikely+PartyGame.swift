extension MostLikely: PartyGame {
    /// `most_likely`.
    public static let id = "most_likely"
    /// `Most Likely To`.
    public static let displayName = "Most Likely To"
    /// The vote time and the results' break.
    public static var timerOptions: [WritableKeyPath<MostLikelyOptions, Int>] { [\.voteSeconds, \.breakSeconds] }
    /// Nothing remembered yet.
    public static var emptyMemory: MostLikelyMemory { MostLikelyMemory() }

    /// Plans the game's prompts (the host's new ones first, then the packs' of the room's
    /// language and the options' categories) and puts the first one to the room.
    /// - Throws: `wrongPhase` with fewer than ``minPlayers`` connected players or no prompt at all;
    ///   `badRequest` naming `vote_seconds` or `rounds` out of range.
    public static func begin(options: MostLikelyOptions, memory: MostLikelyMemory, setup: GameSetup,
                             rng: inout some RandomSource) throws(RuleViolation) -> (MostLikely, [Addressed<MostLikelyEvent>]) {
        guard MostLikelyOptions.roundsRange.contains(options.rounds) else { throw .badRequest(field: "rounds", reason: "must be 1–20") }
        guard options.voteSeconds > 0, options.breakSeconds > 0 else { throw .badRequest(field: "vote_seconds", reason: "must be positive") }
        guard setup.roster.connectedPlayerIDs.count >= minPlayers else {
            throw .wrongPhase("Most Likely To needs at least \(minPlayers) connected players")
        }
        let packs = setup.library.prompts(game: .mostLikely, language: setup.language, categories: options.categories,
                                          familySafe: options.familySafe).map { MostLikelyPrompt(id: $0.id, text: $0.text) }
        let planned = memory.plan(rounds: options.rounds, packs: packs, rng: &rng)
        guard !planned.isEmpty else { throw .wrongPhase("there are no prompts for this language and category; add one with ml.add") }
        var remembered = memory
        remembered.recordAsked(planned)
        var game = MostLikely(options: options, prompts: planned, memory: remembered)
        let events = game.nextRound(roster: setup.roster, now: setup.now)
        return (game, events)
    }

    /// The options as started.
    public var announcedOptions: MostLikelyOptions { options }
    /// The running phase's end.
    public var nextDeadline: UnixMillis? { phase == .over ? nil : endsAt }
    /// True once the standings are out.
    public var isOver: Bool { phase == .over }

    /// A player's vote (the audience watches: `not_allowed`).
    public mutating func apply(_ action: MostLikelyAction, by member: PlayerID, roster: Roster, now: UnixMillis,
                               rng: inout some RandomSource) throws(RuleViolation) -> [Addressed<MostLikelyEvent>] {
        guard roster.entry(member)?.role == .player else { throw .notAllowed("the audience watches Most Likely To") }
        switch action {
        case let .vote(named): return try vote(for: named, by: member, roster: roster, now: now)
        }
    }

    /// Vote time over → results; break over → the next round or the end.
    public mutating func advance(now: UnixMillis, roster: Roster, rng: inout some RandomSource) -> [Addressed<MostLikelyEvent>] {
        guard let end = endsAt, end <= now else { return [] }
        switch phase {
        case .voting: return endRound(now: now)
        case .results: return nextRound(roster: roster, now: now)
        case .over: return []
        }
    }

    /// The host stops the game: the standings as they are.
    public mutating func stop(now: UnixMillis, roster: Roster) -> [Addressed<MostLikelyEvent>] { finish() }

    /// A player who drops or leaves is no longer waited for: the round ends once everyone still
    /// there has voted.
    public mutating func rosterChanged(_ roster: Roster, now: UnixMillis) -> [Addressed<MostLikelyEvent>] {
        guard phase == .voting else { return [] }
        let (votesIn, voters) = voteProgress(roster)
        return votesIn >= voters ? endRound(now: now) : []
    }

    /// Moves the running timer (and the shown results' next round) by `delta` ms.
    public mutating func shiftDeadlines(by delta: Int64) {
        if let end = endsAt { endsAt = end + delta }
        if let next = lastResults?.nextRoundAt { lastResults?.nextRoundAt = next + delta }
    }

    /// A round's results are a round played, and a night point for each voter who named a
    /// player on top.
    public static func nightNotes(for event: MostLikelyEvent) -> [NightNote] {
        guard case let .results(results) = event else { return [] }
        return [.round] + results.points.map { .points(player: $0, count: 1) }
    }
}
