/// A Guess or Pass game as one member may see it (room snapshots, `room.resume`).
/// In secret mode the guesser never sees the word of the open card (``currentCard`` then has
/// only its index); screens never do, in either mode.
public struct GuessOrPassView: Sendable, Equatable, Encodable {
    /// The open card of a running round. Wire `{index, word?}`.
    public struct CurrentCard: Sendable, Equatable, Encodable {
        /// Its index within the round.
        public var index: Int
        /// Its word; nil (omitted) for the guesser.
        public var word: String?

        /// Creates a current card.
        public init(index: Int, word: String?) {
            self.index = index
            self.word = word
        }
    }

    /// Always `"guess_or_pass"`.
    public var game: String { "guess_or_pass" }
    /// `countdown`, `round`, `round_over` or `over`.
    public var phase: GuessOrPass.Phase
    /// The current (or last) round number, from 1.
    public var round: Int
    /// The current (or last) round's guesser.
    public var guesser: PlayerID
    /// The game's category.
    public var category: GuessOrPassCategory
    /// Who sees the word: `secret` or `classic`.
    public var mode: GuessOrPassMode
    /// When the running timer (countdown, round or break) ends; nil once over.
    public var endsAtMs: UnixMillis?
    /// The open card while a round runs.
    public var currentCard: CurrentCard?
    /// The round's cards that may be shown: resolved ones while it runs, all once it is over.
    public var cards: [GuessOrPassCard]
    /// Every round's score so far (the running round included), in round order.
    public var scores: [GuessOrPassScore]
    /// Option `round_seconds`.
    public var roundSeconds: Int
    /// Option `countdown_seconds`.
    public var countdownSeconds: Int
    /// Option `break_seconds`.
    public var breakSeconds: Int

    enum CodingKeys: String, CodingKey {
        case game, phase, round, guesser, category, mode, cards, scores
        case endsAtMs = "ends_at_ms"
        case currentCard = "current_card"
        case roundSeconds = "round_seconds"
        case countdownSeconds = "countdown_seconds"
        case breakSeconds = "break_seconds"
    }

    /// Writes the wire fields; absent optionals are omitted.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game, forKey: .game)
        try c.encode(phase, forKey: .phase)
        try c.encode(round, forKey: .round)
        try c.encode(guesser, forKey: .guesser)
        try c.encode(category, forKey: .category)
        try c.encode(mode, forKey: .mode)
        try c.encodeIfPresent(endsAtMs, forKey: .endsAtMs)
        try c.encodeIfPresent(currentCard, forKey: .currentCard)
        try c.encode(cards, forKey: .cards)
        try c.encode(scores, forKey: .scores)
        try c.encode(roundSeconds, forKey: .roundSeconds)
        try c.encode(countdownSeconds, forKey: .countdownSeconds)
        try c.encode(breakSeconds, forKey: .breakSeconds)
    }
}

extension GuessOrPass {
    /// What `member` may see. In secret mode the guesser gets the open card's index only, never
    /// its word, also after a reconnect; everyone gets the words of resolved cards.
    public func view(for member: PlayerID, now: UnixMillis) -> GuessOrPassView {
        view(showingWord: member != guesser || options.mode.guesserSeesWord, now: now)
    }

    /// The view with or without the open card's word.
    func view(showingWord: Bool, now: UnixMillis) -> GuessOrPassView {
        var current: GuessOrPassView.CurrentCard?
        var shown = cards
        if phase == .round, let open = cards.last, open.outcome == .unresolved {
            current = .init(index: open.index, word: showingWord ? open.word : nil)
            shown.removeLast()
        }
        return GuessOrPassView(
            phase: phase, round: round, guesser: guesser, category: category, mode: options.mode, endsAtMs: nextDeadline,
            currentCard: current, cards: phase == .countdown ? [] : shown, scores: results,
            roundSeconds: options.roundSeconds, countdownSeconds: options.countdownSeconds,
            breakSeconds: options.breakSeconds)
    }
}
