/// The `game.start` options of Odd One Out, as announced in `game.started`.
///
/// Wire fields: `category` (a Guess or Pass word category, or `mixed`: a new category each
/// round; default `mixed`), `rounds` (1–10, default 3), `clue_seconds` (10–300, default 60),
/// `vote_seconds` (10–120, default 30), `reveal_seconds` (2–60, default 8), `family_safe`.
public struct OddOneOutOptions: Sendable, Equatable, Codable {
    /// A category name, or `mixed`.
    public var category: String
    /// How many rounds the game has.
    public var rounds: Int
    /// Seconds to give clues.
    public var clueSeconds: Int
    /// Seconds to vote.
    public var voteSeconds: Int
    /// Seconds the reveal stays up before the next round.
    public var revealSeconds: Int
    /// Whether words marked `family_safe: false` are left out.
    public var familySafe: Bool

    /// The accepted ranges.
    public static let roundsRange = 1...10, clueRange = 10...300, voteRange = 10...120, revealRange = 2...60

    /// Creates options; the defaults are the game's.
    public init(category: String = "mixed", rounds: Int = 3, clueSeconds: Int = 60, voteSeconds: Int = 30,
                revealSeconds: Int = 8, familySafe: Bool = false) {
        self.category = category
        self.rounds = rounds
        self.clueSeconds = clueSeconds
        self.voteSeconds = voteSeconds
        self.revealSeconds = revealSeconds
        self.familySafe = familySafe
    }

    enum CodingKeys: String, CodingKey {
        case category, rounds, clueSeconds = "clue_seconds", voteSeconds = "vote_seconds"
        case revealSeconds = "reveal_seconds", familySafe = "family_safe"
    }

    /// The categories a round may draw from: the pack categories, or `category` alone.
    var categories: [GuessOrPassCategory] {
        category == "mixed" ? GuessOrPassCategory.packCategories : GuessOrPassCategory(rawValue: category).map { [$0] } ?? []
    }
}
