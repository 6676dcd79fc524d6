/// A room's word filter (contract §9, "Word filter"; Protocol/PROTOCOL.md §16.2): whether a text a
/// person wrote contains a blocked term at a given ``FilterLevel``.
///
/// A term matches as a whole word after folding case, accents and look-alike letters, also
/// stretched ("fuuuck"), spelled with stand-ins ("sh1t", "a$$") or written apart ("f.u.c.k"); a
/// phrase matches word by word; a term in a script written without spaces (Chinese) matches
/// anywhere. A word that merely contains a term ("Scunthorpe", "assassin") is not blocked. The
/// terms are compiled once, when the filter is made; a check allocates nothing beyond its folded
/// copy of the text (kept on the stack when it is small).
public struct WordFilter: Sendable, CustomStringConvertible {
    /// The terms this filter blocks, as given.
    public private(set) var terms: [FilterTerm]
    private let matcher: FilterMatcher

    /// A filter over `terms`. Terms with level `.off`, and terms with no letter, digit or emoji
    /// (nothing to match), are left out.
    public init(terms: [FilterTerm]) {
        self.terms = terms
        self.matcher = FilterMatcher(terms)
    }

    /// A filter that blocks nothing.
    public static let empty = WordFilter(terms: [])

    /// This filter with `extra` terms added (an operator's `--filter-words FILE`).
    public func adding(_ extra: [FilterTerm]) -> WordFilter {
        WordFilter(terms: terms + extra)
    }

    /// The first blocked term found in `text` at `level` (as its list wrote it), or nil when
    /// `text` may be published. Level `.off` blocks nothing.
    public func blockedTerm(in text: String, level: FilterLevel) -> String? {
        guard level != .off, !matcher.terms.isEmpty else { return nil }
        let found = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: FilterFolding.capacity(for: text)) { buffer in
            let count = FilterFolding.fold(text, into: buffer)
            return matcher.firstMatch(in: UnsafeBufferPointer(rebasing: buffer[0..<count]), level: level)
        }
        return found.map { matcher.term($0).text }
    }

    /// `WordFilter(N terms)`: the terms themselves are not for logs.
    public var description: String { "WordFilter(\(terms.count) terms)" }

    /// Whether `text` may be published at `level`.
    public func allows(_ text: String, level: FilterLevel) -> Bool {
        blockedTerm(in: text, level: level) == nil
    }
}
