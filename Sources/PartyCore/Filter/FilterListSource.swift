/// One word list file: its name (`Packs/filter/en-moderate.txt`, or an operator's path) and text.
public struct FilterListSource: Sendable, Equatable {
    /// Where the text came from, used in problems (`name:line: reason`).
    public var name: String
    /// The list: one term per line (see ``FilterListParser``).
    public var text: String

    /// A list named `name` holding `text`.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The level of the list's lines without a level of their own: a shipped `*-strict.txt` list
    /// holds strict-only terms; every other list's terms are blocked from `moderate` up.
    public var defaultLevel: FilterLevel { name.hasSuffix("-strict.txt") ? .strict : .moderate }
}
