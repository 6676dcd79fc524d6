extension GuessOrPass: PartyGame {
    /// `guess_or_pass`.
    public static let id = "guess_or_pass"
    /// `Guess or Pass`.
    public static let displayName = "Guess or Pass"
    /// The key of saved rooms from before the game seam.
    public static let saveKey = "guessOrPass"
    /// The round, its countdown and the break between rounds.
    public static var timerOptions: [WritableKeyPath<GuessOrPassOptions, Int>] { [\.roundSeconds, \.countdownSeconds, \.breakSeconds] }

    /// Starts with the players' best scores for the category and mode and the words of the room's
    /// custom list or the server's packs.
    public static func begin(options: GuessOrPassOptions, memory: GameNoMemory, setup: GameSetup,
                             rng: inout some RandomSource) throws(RuleViolation) -> (GuessOrPass, [Addressed<GuessOrPassEvent>]) {
        try start(options: options, roster: setup.roster, now: setup.now,
                  bestScores: setup.bestScores(options.category.rawValue, options.mode.rawValue),
                  words: setup.library.words(for: options, customWords: setup.customWords), rng: &rng)
    }

    /// The options as started.
    public var announcedOptions: GuessOrPassOptions { options }

    /// The guesser, during a countdown and a round: the round pauses while their connection is
    /// down (`guesser_away`). Between rounds nobody is awaited.
    public var awaited: GameWait? {
        phase == .countdown || phase == .round ? GameWait(player: guesser, reason: "guesser_away") : nil
    }

    /// Nobody says the word being guessed (``chatRevealsWord(_:)``).
    public func chatRevealsSecret(_ text: String) -> Bool { chatRevealsWord(text) }

    /// While a round runs, the open card's word is hidden from its guesser's chat history.
    public func secretHidden(from member: PlayerID, now: UnixMillis) -> String? {
        guard phase == .round, guesser == member, !options.mode.guesserSeesWord else { return nil }
        // Nobody's id is empty, so this view is a clue-giver's: it has the open card's word.
        return view(for: "", now: now).currentCard?.word
    }

    /// What a secret-mode guesser may see, in either mode: the guesser can see the TV.
    public func screenView(now: UnixMillis) -> GuessOrPassView {
        view(showingWord: false, now: now)
    }
}
