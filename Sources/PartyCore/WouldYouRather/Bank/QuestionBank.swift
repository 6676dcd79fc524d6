/// The Would You Rather questions shipped with PartyLine (``ContentLibrary/builtIn``):
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
    static func questions(in categories: [WyrCategory]) -> [WyrQuestion] {
        ContentLibrary.builtIn.questions(language: .en, categories: categories, familySafe: false)
    }

    /// The shipped question with this id, in any language, if any.
    public static func question(id: String) -> WyrQuestion? { ContentLibrary.builtIn.question(id: id) }
}
