extension WouldYouRather: PartyGame {
    /// `would_you_rather`.
    public static let id = "would_you_rather"
    /// `Would You Rather`.
    public static let displayName = "Would You Rather"
    /// The key of saved rooms from before the game seam.
    public static let saveKey = "wouldYouRather"
    /// `wyr.vote` {choice}. (`wyr.add`, `wyr.history` and `wyr.reset` work between games too:
    /// the room handles them with its ``WyrRoomRecord``.)
    public static let actionTypes = ["wyr.vote"]
    /// The key of the record in saved rooms from before the game seam.
    public static let memorySaveKey = "wyrRecord"
    /// A room that never played: nothing asked, no statistics, no custom questions.
    public static var emptyMemory: WyrRoomRecord { WyrRoomRecord() }
    /// The vote and the results shown before the next question (time to read them).
    public static var timerOptions: [WritableKeyPath<WyrOptions, Int>] { [\.voteSeconds, \.resultsSeconds] }

    /// `categories` (default all), `vote_seconds` (5–120, default 20), `results_seconds` (1–30, 3);
    /// the room's language and the request's `family_safe`. The timers' ranges are checked here,
    /// before the room scales them (``timerOptions``).
    public static func options(from params: some GameParameters, setup: GameSetup) throws(RuleViolation) -> WyrOptions {
        WyrOptions(categories: try params.optionalStrings("categories", reason: "must be an array of category names"),
                   voteSeconds: try params.optionalInt("vote_seconds", in: WyrOptions.voteSecondsRange) ?? 20,
                   resultsSeconds: try params.optionalInt("results_seconds", in: WyrOptions.resultsSecondsRange) ?? 3,
                   language: setup.language, familySafe: setup.familySafe)
    }

    /// Reads `wyr.vote` {choice: a | b}.
    public static func action(from type: String, params: some GameParameters) throws(RuleViolation) -> WyrAction {
        .vote(choice: try params.choice("choice", ["a", "b"]) == "a" ? .a : .b)
    }

    /// Starts from the room's record (questions asked, custom deck) and the server's questions.
    public static func begin(options: WyrOptions, memory: WyrRoomRecord, setup: GameSetup,
                             rng: inout some RandomSource) throws(RuleViolation) -> (WouldYouRather, [Addressed<WyrEvent>]) {
        try start(options: options, record: memory, roster: setup.roster, now: setup.now, library: setup.library, rng: &rng)
    }

    /// The options with the chosen categories spelled out.
    public var announcedOptions: WyrOptions {
        var effective = options
        effective.categories = categories.map(\.rawValue)
        return effective
    }

    /// The room's record, taken back when the game is over.
    public var memory: WyrRoomRecord { record }
}
