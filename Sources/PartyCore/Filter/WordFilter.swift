/// A room's word filter (contract §9, "Word filter"): whether a text a person wrote contains a
/// blocked term at a given ``FilterLevel``.
///
/// This is the seam the server calls; the matching rules and the shipped lists live behind it.
public struct WordFilter: Sendable {
    /// The terms this filter blocks.
    public private(set) var terms: [FilterTerm]
    private var lowered: [(term: String, level: FilterLevel)]

    /// A filter over `terms`.
    public init(terms: [FilterTerm]) {
        self.terms = terms
        self.lowered = terms.map { ($0.text.lowercased(), $0.level) }
    }

    /// A filter that blocks nothing.
    public static let empty = WordFilter(terms: [])

    /// The filter made of the shipped lists (`Packs/filter/`).
    public static let builtIn = WordFilter(terms: [])

    /// This filter with `extra` terms added (an operator's `--filter-words FILE`).
    public func adding(_ extra: [FilterTerm]) -> WordFilter {
        WordFilter(terms: terms + extra)
    }

    /// The first blocked term found in `text` at `level`, or nil when `text` may be published.
    public func blockedTerm(in text: String, level: FilterLevel) -> String? {
        guard level != .off, !lowered.isEmpty else { return nil }
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        for (term, termLevel) in lowered where termLevel <= level && words.contains(term) {
            return term
        }
        return nil
    }

    /// Whether `text` may be published at `level`.
    public func allows(_ text: String, level: FilterLevel) -> Bool {
        blockedTerm(in: text, level: level) == nil
    }
}
