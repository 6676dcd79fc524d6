extension GuessOrPass: PartyGame {
    /// `guess_or_pass`.
    public static let id = "guess_or_pass"
    /// `Guess or Pass`.
    public static let displayName = "Guess or Pass"
    /// The key of saved rooms from before the game seam.
    public static let saveKey = "guessOrPass"
    /// `gop.correct` {index}, `gop.pass` {index}, `gop.guess` {text}.
    public static let actionTypes = ["gop.correct", "gop.pass", "gop.guess"]
    /// A typed guess is written text (a miss is shown to the room): the word filter checks it.
    public static let writtenText = ["gop.guess": "text"]
    /// The round, its countdown and the break between rounds.
    public static var timerOptions: [WritableKeyPath<GuessOrPassOptions, Int>] { [\.roundSeconds, \.countdownSeconds, \.breakSeconds] }

    /// `category` (default `mixed`), `round_seconds` (10–300, default 60), `countdown_seconds` (0–10, 5),
    /// `break_seconds` (0–30, 5), `guesser`, `mode` (`secret`); the room's language and the request's `family_safe`.
    /// The timers' ranges are checked here, before the room scales them (``timerOptions``).
    public static func options(from params: some GameParameters, setup: GameSetup) throws(RuleViolation) -> GuessOrPassOptions {
        typealias O = GuessOrPassOptions
        let category = try params.optionalChoice("category", GuessOrPassCategory.allCases.map(\.rawValue))
            .flatMap(GuessOrPassCategory.init(rawValue:)) ?? .mixed
        return GuessOrPassOptions(
            category: category,
            roundSeconds: try params.optionalInt("round_seconds", in: O.roundSecondsRange) ?? 60,
            countdownSeconds: try params.optionalInt("countdown_seconds", in: O.countdownSecondsRange) ?? 5,
            breakSeconds: try params.optionalInt("break_seconds", in: O.breakSecondsRange) ?? 5,
            guesser: try params.optionalString("guesser"), language: setup.language, familySafe: setup.familySafe,
            mode: try params.optionalChoice("mode", GuessOrPassMode.allCases.map(\.rawValue))
                .flatMap(GuessOrPassMode.init(rawValue:)) ?? .secret)
    }

    /// Reads `gop.correct`, `gop.pass` (a card `index` ≥ 0) or `gop.guess` (`text`).
    public static func action(from type: String, params: some GameParameters) throws(RuleViolation) -> GuessOrPassAction {
        switch type {
        case "gop.correct": .correct(index: try params.int("index", in: 0...Int.max))
        case "gop.pass": .pass(index: try params.int("index", in: 0...Int.max))
        default: .guess(text: try params.string("text"))
        }
    }

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
