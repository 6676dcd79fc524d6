/// The options of `game.start` for Guess or Pass, with the wire defaults.
public struct GuessOrPassOptions: Sendable, Equatable, Codable {
    /// Which deck the cards come from (wire `category`, default `mixed`).
    public var category: GuessOrPassCategory
    /// Length of one guessing round in seconds (wire `round_seconds`, 10–300, default 60; times
    /// the room's `timer_scale` once started, as are the countdown and the break).
    public var roundSeconds: Int
    /// Countdown before each round in seconds (wire `countdown_seconds`, 0–10, default 5).
    public var countdownSeconds: Int
    /// Pause after a round before the next countdown starts by itself
    /// (wire `break_seconds`, 0–30, default 5).
    public var breakSeconds: Int
    /// The first guesser (wire `guesser`); nil means the first player in join order.
    public var guesser: PlayerID?
    /// The language of the words and of guess matching: the room's content language when the
    /// game started (wire `lang`, listed in `game.started`).
    public var language: ContentLanguage
    /// Leave out words marked `family_safe: false` (wire `family_safe`, default false).
    public var familySafe: Bool
    /// Who sees the word (wire `mode`, default `secret`).
    public var mode: GuessOrPassMode

    /// Allowed range of `round_seconds`.
    public static let roundSecondsRange = 10...300
    /// Allowed range of `countdown_seconds`.
    public static let countdownSecondsRange = 0...10
    /// Allowed range of `break_seconds`.
    public static let breakSecondsRange = 0...30

    /// Creates options. The timers' ranges are checked where the wire options are read
    /// (``GuessOrPass/options(from:setup:)``: a room may scale them past the ranges), the
    /// guesser by ``GuessOrPass/start(options:roster:now:bestScores:words:rng:)``.
    public init(category: GuessOrPassCategory = .mixed, roundSeconds: Int = 60, countdownSeconds: Int = 5,
                breakSeconds: Int = 5, guesser: PlayerID? = nil, language: ContentLanguage = .en, familySafe: Bool = false,
                mode: GuessOrPassMode = .secret) {
        self.category = category
        self.roundSeconds = roundSeconds
        self.countdownSeconds = countdownSeconds
        self.breakSeconds = breakSeconds
        self.guesser = guesser
        self.language = language
        self.familySafe = familySafe
        self.mode = mode
    }

    enum CodingKeys: String, CodingKey {
        case category
        case roundSeconds = "round_seconds"
        case countdownSeconds = "countdown_seconds"
        case breakSeconds = "break_seconds"
        case guesser
        case language = "lang"
        case familySafe = "family_safe"
        case mode
    }

    /// Decodes the wire fields; `lang` and `family_safe` (absent in games saved before content
    /// packs) default to `en` and false, `mode` (absent in games saved before modes) to `secret`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(category: try c.decode(GuessOrPassCategory.self, forKey: .category),
                  roundSeconds: try c.decode(Int.self, forKey: .roundSeconds),
                  countdownSeconds: try c.decode(Int.self, forKey: .countdownSeconds),
                  breakSeconds: try c.decode(Int.self, forKey: .breakSeconds),
                  guesser: try c.decodeIfPresent(PlayerID.self, forKey: .guesser),
                  language: try c.decodeIfPresent(ContentLanguage.self, forKey: .language) ?? .en,
                  familySafe: try c.decodeIfPresent(Bool.self, forKey: .familySafe) ?? false,
                  mode: try c.decodeIfPresent(GuessOrPassMode.self, forKey: .mode) ?? .secret)
    }

    /// Throws `badRequest` naming `guesser` when it is not a connected player of the room.
    func validate(roster: Roster) throws(RuleViolation) {
        if let guesser, !roster.playerIDs.contains(guesser) {
            throw .badRequest(field: "guesser", reason: "must be a player in the room")
        }
        if let guesser, !roster.connectedPlayerIDs.contains(guesser) {
            throw .badRequest(field: "guesser", reason: "must be a connected player (that player is away)")
        }
    }
}
