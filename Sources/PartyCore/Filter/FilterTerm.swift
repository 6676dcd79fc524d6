/// One blocked term of a word filter and the lowest level that blocks it.
public struct FilterTerm: Hashable, Sendable {
    /// The term as written in its list (a word or a short phrase).
    public var text: String
    /// The lowest filter level that blocks it: `.moderate` terms are blocked by `strict` too.
    public var level: FilterLevel

    /// A term blocked from `level` up.
    public init(_ text: String, level: FilterLevel) {
        self.text = text
        self.level = level
    }
}
