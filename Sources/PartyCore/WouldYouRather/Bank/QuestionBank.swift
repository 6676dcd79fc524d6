/// The Would You Rather questions shipped with PartyLine: family-friendly "escapism"
/// (no current events, no negative topics), in six categories, with stable ids.
///
/// The data lives in `Questions+<Category>.swift`, one file per category. Ids never change
/// once shipped: the all-time statistics are stored by id.
public enum QuestionBank {
    /// Every bank question, category by category in ``WyrCategory/allCases`` order, ids ascending.
    public static var all: [WyrQuestion] { WyrCategory.allCases.flatMap { questions(in: $0) } }

    /// The bank questions of one category, ids ascending.
    public static func questions(in category: WyrCategory) -> [WyrQuestion] {
        switch category {
        case .superpowers: superpowers
        case .lifestyle: lifestyle
        case .silly: silly
        case .philosophical: philosophical
        case .dailyLife: dailyLife
        case .fantasy: fantasy
        }
    }

    /// The bank question with this id, if any.
    public static func question(id: String) -> WyrQuestion? { all.first { $0.id == id } }

    /// Turns `(id, a, b)` rows into questions of `category`.
    static func make(_ category: WyrCategory, _ rows: [(String, String, String)]) -> [WyrQuestion] {
        rows.map { WyrQuestion(id: $0.0, a: $0.1, b: $0.2, category: category) }
    }
}
