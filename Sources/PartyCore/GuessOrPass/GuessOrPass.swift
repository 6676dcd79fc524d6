/// Guess or Pass: one guesser per round guesses words that everyone else sees and
/// describes. A pure state machine: the caller passes `now`, the roster and a random source.
///
/// Phases: countdown → round → round over (break) → countdown with the next guesser → … →
/// over, when every player has guessed once, the host stops, or fewer than 2 players remain.
public struct GuessOrPass: Sendable, Equatable, Codable {
    /// Where the game is. Raw values are the wire `phase` of ``GuessOrPassView``.
    public enum Phase: String, Sendable, Codable {
        /// Counting down to the next round.
        case countdown
        /// Cards are being guessed.
        case round
        /// The break between rounds: the last round's results are shown.
        case roundOver = "round_over"
        /// The game ended.
        case over
    }

    /// The validated options.
    public internal(set) var options: GuessOrPassOptions
    /// The current phase.
    public internal(set) var phase: Phase
    /// The current (or last) round number, from 1.
    public internal(set) var round: Int
    /// The guesser of the current (or last) round.
    public internal(set) var guesser: PlayerID
    /// When the running phase ends (countdown, round or break); nil once over.
    var phaseEndsAt: UnixMillis?
    /// Cards of the current (or last) round; while a round runs, only the last may be unresolved.
    var cards: [GuessOrPassCard]
    /// The game's shuffled deck and how many of its words were dealt.
    var deck: [String]
    var dealt: Int
    /// Every player seen, in join order (departed ones kept, to find "the next" guesser).
    var seatOrder: [PlayerID]
    /// Each finished (or running) round's guesser and score, in round order.
    var results: [GuessOrPassScore]
    /// Best scores for this game's category and mode, as known so far.
    var bestScores: [PlayerID: Int]
    /// The guesser's typed guesses on the open card (``GuessPace``); optional so that games
    /// saved before it existed still restore.
    var guessPace: GuessPace?

    /// The game's category.
    public var category: GuessOrPassCategory { options.category }
    /// True once `gop.game_over` was sent.
    public var isOver: Bool { phase == .over }
    /// The earliest pending deadline (end of countdown, round or break), or nil.
    public var nextDeadline: UnixMillis? { phase == .over ? nil : phaseEndsAt }

    /// Validates options and starts with a countdown for the first guesser (`options.guesser`
    /// or the first connected player in join order). `bestScores` are the players' previous bests for
    /// the category, from the store. `words` is the deck before shuffling (the server's
    /// ``ContentLibrary/words(for:customWords:)`` for the options).
    /// - Throws: `badRequest` naming `guesser`, or `category` when the deck is empty, or
    ///   `wrongPhase` with fewer than 2 players. (The timers' ranges are checked by ``options(from:setup:)``.)
    public static func start(options: GuessOrPassOptions, roster: Roster, now: UnixMillis,
                             bestScores: [PlayerID: Int] = [:], words: [String],
                             rng: inout some RandomSource) throws(RuleViolation) -> (Self, [Addressed<GuessOrPassEvent>]) {
        try options.validate(roster: roster)
        let players = roster.playerIDs
        guard players.count >= 2 else { throw .wrongPhase("Guess or Pass needs at least 2 players") }
        var deck = words
        guard !deck.isEmpty else {
            throw .badRequest(field: "category", reason: options.category == .custom
                ? "the room has no custom words yet: the host adds them with gop.add"
                : "no \(options.category.rawValue) words in language \(options.language.rawValue)")
        }
        deck.shuffle(using: &rng)
        var game = GuessOrPass(options: options, phase: .countdown, round: 0,
                               guesser: options.guesser ?? roster.connectedPlayerIDs.first ?? players[0], phaseEndsAt: nil, cards: [],
                               deck: deck, dealt: 0, seatOrder: [], results: [], bestScores: bestScores)
        game.absorb(roster)
        var events = game.beginCountdown(for: game.guesser, at: now, newRound: true)
        events += game.fireDue(now: now, roster: roster)
        return (game, events)
    }

    /// A round whose score could not be stored: its guesser's best goes back to the stored one.
    public mutating func forgetBest(of unsaved: GuessOrPassRoundSummary) {
        let guesser = unsaved.finished.guesser
        guard bestScores[guesser] == max(unsaved.previousBest, unsaved.finished.score) else { return }
        bestScores[guesser] = unsaved.previousBest
    }

    /// Records a best score learned later (for example of a player who joined mid-game).
    public mutating func noteBestScore(_ score: Int, for player: PlayerID) {
        bestScores[player] = max(bestScores[player] ?? 0, score)
    }

    /// Whether a chat line says the open card's word while a round runs (matched as a whole
    /// word, see ``GuessNormalizer/mentions(_:word:)``): nobody says the word, so the server
    /// refuses such a `chat.send` with `not_allowed`.
    public func chatRevealsWord(_ text: String) -> Bool {
        guard phase == .round, let current = cards.last, current.outcome == .unresolved else { return false }
        return GuessNormalizer.mentions(text, word: current.word, language: options.language)
    }

    /// Moves every running timer by `delta` ms, for a game restored after a restart with the
    /// time that was left (`delta` = restore time − snapshot time).
    public mutating func shiftDeadlines(by delta: Int64) {
        if let end = phaseEndsAt { phaseEndsAt = end + delta }
    }

    /// Applies a member's request fully, or throws and changes nothing.
    ///
    /// Order of checks: membership (`notInRoom`), role (audience → `notAllowed`; a guess from
    /// anyone but the guesser → `notAllowed`; in secret mode a `correct` from the guesser, who
    /// never saw the word, → `notAllowed`), phase (not in a running round, or `now` at or
    /// past the round's deadline → `wrongPhase`), then the value (stale index → `wrongPhase`,
    /// empty or over-long guess text → `badRequest(field: "text")`), then the guess pace
    /// (``GuessPace``: too many guesses on this card → `rateLimited`, nothing changes).
    public mutating func apply(_ action: GuessOrPassAction, by member: PlayerID, roster: Roster,
                               now: UnixMillis, rng: inout some RandomSource) throws(RuleViolation) -> [Addressed<GuessOrPassEvent>] {
        guard let entry = roster.entry(member) else { throw .notInRoom }
        guard entry.role == .player else { throw .notAllowed("the audience watches Guess or Pass and cannot play") }
        if case .guess = action, member != guesser {
            throw .notAllowed("only the guesser can type a guess")
        }
        if case .correct = action, member == guesser, !options.mode.guesserSeesWord {
            throw .notAllowed("the guesser cannot mark a card correct: type a guess or pass")
        }
        guard phase == .round, let end = phaseEndsAt, now < end else {
            throw .wrongPhase(phase == .over ? "the game is over" : "no round is running")
        }
        guard let current = cards.last, current.outcome == .unresolved else {
            throw .wrongPhase("no card is open")
        }
        switch action {
        case let .correct(index), let .pass(index):
            guard index == current.index else { throw .wrongPhase("card \(index) is not the current card") }
            let outcome: CardOutcome = if case .correct = action { .correct } else { .pass }
            absorb(roster)
            return resolveCurrent(outcome, by: member, at: now, roster: roster)
        case let .guess(text):
            let cleaned = try TextSanitizer.validated(text, field: "text", limit: .guess)
            var pace = guessPace ?? GuessPace()
            try pace.admit(round: round, card: current.index, now: now)
            guessPace = pace
            if GuessNormalizer.matches(cleaned, current.word, language: options.language) {
                absorb(roster)
                return resolveCurrent(.correct, by: member, at: now, roster: roster)
            }
            return [Addressed(.everyone, .guessMissed(playerID: member, text: cleaned))]
        }
    }

    /// Fires every timer due at or before `now`, in order (a countdown, round and break may
    /// all end in one call when `now` is far past). Each next deadline counts from the one
    /// that fired, so timing stays exact to the server clock.
    public mutating func advance(now: UnixMillis, roster: Roster, rng: inout some RandomSource) -> [Addressed<GuessOrPassEvent>] {
        absorb(roster)
        return fireDue(now: now, roster: roster)
    }

    /// The host's `game.stop`: fires timers already due, ends a running round with its
    /// results (`gop.round_ended`), then `gop.game_over` with reason `stopped`.
    public mutating func stop(now: UnixMillis, roster: Roster) -> [Addressed<GuessOrPassEvent>] {
        guard phase != .over else { return [] }
        absorb(roster)
        var events = fireDue(now: now, roster: roster)
        guard phase != .over else { return events }
        if phase == .round {
            events += endRound(at: now, roster: roster, forcedEnd: .stopped)
        } else {
            events += finish(.stopped)
        }
        return events
    }

    /// Reacts to joins, departures and connection changes. A guesser who only disconnects
    /// keeps their round here: the room pauses it while they are away (``awaited``). A guesser
    /// who left (or whose seat's grace ended) ends the round now (or, during a countdown, hands
    /// the countdown to the next guesser). Fewer than 2 players ends the game.
    public mutating func rosterChanged(_ roster: Roster, now: UnixMillis) -> [Addressed<GuessOrPassEvent>] {
        guard phase != .over else { return [] }
        absorb(roster)
        var events = fireDue(now: now, roster: roster)
        guard phase != .over else { return events }
        let players = roster.playerIDs
        if players.count < 2 {
            if phase == .round {
                events += endRound(at: now, roster: roster, forcedEnd: .notEnoughPlayers)
            } else {
                events += finish(.notEnoughPlayers)
            }
            return events
        }
        guard !players.contains(guesser) else { return events }
        switch phase {
        case .round:
            events += endRound(at: now, roster: roster, forcedEnd: nil)
        case .countdown:
            if let next = nextGuesser(roster: roster) {
                events += beginCountdown(for: next, at: now, newRound: false)
            } else {
                events += finish(noGuesserReason(roster: roster))
            }
        case .roundOver, .over:
            break
        }
        return events + fireDue(now: now, roster: roster)
    }
}
