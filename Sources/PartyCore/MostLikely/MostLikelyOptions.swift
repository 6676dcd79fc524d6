/// The `game.start` options of Most Likely To, as announced in `game.started`.
///
/// Wire fields: `rounds` (1–20, default 5), `vote_seconds` (10–120, default 30), `category`
/// (one of ``MostLikelyCategory`` or `mixed`, default `mixed`), `family_safe` (prompts marked
/// `family_safe: false` left out), and `break_seconds` (the pause showing a round's results,
/// 8; not a request option, announced so clients can show it).
public struct MostLikelyOptions: Sendable, Equatable, Codable {
    /// How many rounds the game has.
    public var rounds: Int
    /// Seconds to vote.
    public var voteSeconds: Int
    /// Seconds the results stay up before the next round.
    public var breakSeconds: Int
    /// A category name, or `mixed`.
    public var category: String
    /// Whether prompts marked `family_safe: false` are left out.
    public var familySafe: Bool

    /// The accepted ranges.
    public static let roundsRange = 1...20, voteRange = 10...120

    /// Creates options; the defaults are the game's.
    public init(rounds: Int = 5, voteSeconds: Int = 30, breakSeconds: Int = 8, category: String = "mixed", familySafe: Bool = false) {
        self.rounds = rounds
        self.voteSeconds = voteSeconds
        self.breakSeconds = breakSeconds
        self.category = category
        self.familySafe = familySafe
    }

    enum CodingKeys: String, CodingKey {
        case rounds, voteSeconds = "vote_seconds", breakSeconds = "break_seconds", category, familySafe = "family_safe"
    }

    /// The categories prompts are drawn from.
    var categories: [String] {
        category == "mixed" ? MostLikelyCategory.allCases.map(\.rawValue) : [category]
    }
}
