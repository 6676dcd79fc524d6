extension WouldYouRather: PartyGame {
    /// `would_you_rather`.
    public static let id = "would_you_rather"
    /// `Would You Rather`.
    public static let displayName = "Would You Rather"
    /// The key of saved rooms from before the game seam.
    public static let saveKey = "wouldYouRather"
    /// The key of the record in saved rooms from before the game seam.
    public static let memorySaveKey = "wyrRecord"
    /// A room that never played: nothing asked, no statistics, no custom questions.
    public static var emptyMemory: WyrRoomRecord { WyrRoomRecord() }
    /// The vote and the results shown before the next question (time to read them).
    public static var timerOptions: [WritableKeyPath<WyrOptions, Int>] { [\.voteSeconds, \.resultsSeconds] }

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
