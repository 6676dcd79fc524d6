/// Options of `game.start` {game: "would_you_rather", ...}. Decodes from the request's wire
/// fields (`categories`, `vote_seconds`, `results_seconds`, `lang`, `family_safe`), absent fields
/// taking defaults.
/// The timers' ranges are checked where the wire options are read
/// (``WouldYouRather/options(from:setup:)``: a room may scale them past the ranges), the
/// categories by ``WouldYouRather/start(options:record:roster:now:library:rng:)``.
public struct WyrOptions: Sendable, Equatable, Codable {
    /// Category wire names to draw bank questions from; `nil` means all six.
    public var categories: [String]?
    /// Seconds to vote on each question: 5–120, default 20 (times the room's `timer_scale` once started).
    public var voteSeconds: Int
    /// Seconds the results stay up before the next question: 1–30, default 3 (times the room's `timer_scale` once started).
    public var resultsSeconds: Int
    /// The language of the questions: the room's content language when the game started
    /// (wire `lang`, listed in `game.started`).
    public var language: ContentLanguage
    /// Leave out questions marked `family_safe: false` (wire `family_safe`, default false).
    public var familySafe: Bool

    /// Allowed `vote_seconds`.
    public static let voteSecondsRange = 5...120
    /// Allowed `results_seconds`.
    public static let resultsSecondsRange = 1...30

    /// Creates options; defaults match the protocol's.
    public init(categories: [String]? = nil, voteSeconds: Int = 20, resultsSeconds: Int = 3,
                language: ContentLanguage = .en, familySafe: Bool = false) {
        self.categories = categories
        self.voteSeconds = voteSeconds
        self.resultsSeconds = resultsSeconds
        self.language = language
        self.familySafe = familySafe
    }

    /// The selected categories, in ``WyrCategory/allCases`` order without duplicates.
    /// - Throws: ``RuleViolation/badRequest(field:reason:)`` naming the wire field.
    public func validated() throws(RuleViolation) -> [WyrCategory] {
        guard let names = categories else { return WyrCategory.allCases }
        guard !names.isEmpty else {
            throw .badRequest(field: "categories", reason: "must name at least one category")
        }
        var chosen = Set<WyrCategory>()
        for name in names {
            chosen.insert(try WyrCategory.parse(name, field: "categories"))
        }
        return WyrCategory.allCases.filter(chosen.contains)
    }

    enum CodingKeys: String, CodingKey {
        case categories
        case voteSeconds = "vote_seconds"
        case resultsSeconds = "results_seconds"
        case language = "lang"
        case familySafe = "family_safe"
    }

    /// Decodes the wire fields; absent ones take their defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        categories = try c.decodeIfPresent([String].self, forKey: .categories)
        voteSeconds = try c.decodeIfPresent(Int.self, forKey: .voteSeconds) ?? 20
        resultsSeconds = try c.decodeIfPresent(Int.self, forKey: .resultsSeconds) ?? 3
        language = try c.decodeIfPresent(ContentLanguage.self, forKey: .language) ?? .en
        familySafe = try c.decodeIfPresent(Bool.self, forKey: .familySafe) ?? false
    }
}
