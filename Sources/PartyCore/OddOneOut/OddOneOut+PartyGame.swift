extension OddOneOut: PartyGame {
    /// `odd_one_out`.
    public static let id = "odd_one_out"
    /// `Odd One Out`.
    public static let displayName = "Odd One Out"
    /// The clue and vote times, and the reveal's pause (time to read it).
    public static var timerOptions: [WritableKeyPath<OddOneOutOptions, Int>] { [\.clueSeconds, \.voteSeconds, \.revealSeconds] }

    /// Plans every round's words from the room's language (Guess or Pass word packs, same
    /// category per round) and deals the first round.
    /// - Throws: `wrongPhase` with fewer than ``minPlayers`` connected players or too few words.
    public static func begin(options: OddOneOutOptions, memory: GameNoMemory, setup: GameSetup,
                             rng: inout some RandomSource) throws(RuleViolation) -> (OddOneOut, [Addressed<OddOneOutEvent>]) {
        guard setup.roster.connectedPlayerIDs.count >= minPlayers else {
            throw .wrongPhase("Odd One Out needs at least \(minPlayers) connected players")
        }
        let deals = try OddOneOutDeal.plan(rounds: options.rounds, categories: options.categories, words: {
            setup.library.words(language: setup.language, category: $0, familySafe: options.familySafe)
        }, rng: &rng)
        var game = OddOneOut(options: options, language: setup.language, deals: deals)
        let events = game.nextRound(roster: setup.roster, now: setup.now, rng: &rng)
        return (game, events)
    }

    /// The options as started.
    public var announcedOptions: OddOneOutOptions { options }
    /// The running phase's end.
    public var nextDeadline: UnixMillis? { phase == .over ? nil : endsAt }
    /// True once the scoreboard is out.
    public var isOver: Bool { phase == .over }

    /// A clue or a vote by a dealt player.
    public mutating func apply(_ action: OddOneOutAction, by member: PlayerID, roster: Roster, now: UnixMillis,
                               rng: inout some RandomSource) throws(RuleViolation) -> [Addressed<OddOneOutEvent>] {
        guard roster.entry(member)?.role == .player else { throw .notAllowed("the audience watches Odd One Out") }
        switch action {
        case let .clue(text): return try giveClue(text, by: member, roster: roster, now: now)
        case let .vote(suspect): return try vote(for: suspect, by: member, roster: roster, now: now)
        }
    }

    /// Clue time over → vote; vote time over → reveal; reveal over → next round or the end.
    public mutating func advance(now: UnixMillis, roster: Roster, rng: inout some RandomSource) -> [Addressed<OddOneOutEvent>] {
        guard let end = endsAt, end <= now else { return [] }
        switch phase {
        case .clues: return startVoting(now: now)
        case .voting: return reveal(now: now)
        case .reveal: return nextRound(roster: roster, now: now, rng: &rng)
        case .over: return []
        }
    }

    /// The host stops the game: the scoreboard as it stands.
    public mutating func stop(now: UnixMillis, roster: Roster) -> [Addressed<OddOneOutEvent>] { finish() }

    /// A player who leaves is no longer waited for; when the odd one leaves, the round is revealed at once.
    public mutating func rosterChanged(_ roster: Roster, now: UnixMillis) -> [Addressed<OddOneOutEvent>] {
        guard phase == .clues || phase == .voting else { return [] }
        if let odd = oddPlayer, roster.entry(odd) == nil {
            oddPlayer = nil
            return reveal(now: now)
        }
        if phase == .clues {
            let (given, cluers) = clueProgress(roster)
            return given >= cluers ? startVoting(now: now) : []
        }
        let (votesIn, voters) = voteProgress(roster)
        return votesIn >= voters ? reveal(now: now) : []
    }

    /// Moves the running timer by `delta` ms.
    public mutating func shiftDeadlines(by delta: Int64) {
        if let end = endsAt { endsAt = end + delta }
        if let next = lastReveal?.nextRoundAt { lastReveal?.nextRoundAt = next + delta }
    }

    /// A chat line naming either word while they are secret.
    public func chatRevealsSecret(_ text: String) -> Bool { revealsWord(text) }

    /// The word `member` does not hold (the common word for anyone not dealt).
    public func secretHidden(from member: PlayerID, now: UnixMillis) -> String? {
        guard let deal, phase == .clues || phase == .voting else { return nil }
        guard let mine = word(of: member) else { return deal.common }
        return mine == deal.common ? deal.odd : deal.common
    }
}
