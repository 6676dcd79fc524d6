import PartyCore

/// The Would You Rather questions shipped with PartyLine (``ShippedContent/library``):
/// family-friendly "escapism" (no current events, no negative topics), in six categories, with
/// stable ids. The questions live in the pack files `Packs/<lang>/wyr-<category>.json`.
///
/// Ids never change once shipped: the all-time statistics are stored by id.
public enum QuestionBank {
    /// Every English question, category by category in ``WyrCategory/allCases`` order, ids ascending.
    public static var all: [WyrQuestion] { questions(in: WyrCategory.allCases) }

    /// The English questions of one category, ids ascending.
    public static func questions(in category: WyrCategory) -> [WyrQuestion] { questions(in: [category]) }

    /// The English questions of `categories`.
    public static func questions(in categories: [WyrCategory]) -> [WyrQuestion] {
        ShippedContent.library.questions(language: .en, categories: categories, familySafe: false)
    }

    /// The shipped question with this id, in any language, if any.
    public static func question(id: String) -> WyrQuestion? { ShippedContent.library.question(id: id) }
}

extension WyrRoomRecord {
    /// Takes the next question to ask and marks it asked: the oldest custom question if any,
    /// else a random unasked shipped English question of `categories` (reshuffling when they are
    /// exhausted). `categories` must not be empty.
    public mutating func nextQuestion(categories: [WyrCategory], rng: inout some RandomSource) -> WyrQuestion {
        nextQuestion(from: QuestionBank.questions(in: categories), rng: &rng)
    }
}
