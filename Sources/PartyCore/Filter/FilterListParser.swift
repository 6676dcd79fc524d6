/// Reads a word list (the shipped `Packs/filter/*.txt` and an operator's `--filter-words FILE`;
/// Protocol/PROTOCOL.md §16.2): one term per line, a word or a phrase; blank lines and lines
/// starting with `#` are skipped; `strict: term` blocks the term at `strict` only and
/// `moderate: term` from `moderate` up (a line without a prefix has the list's default level).
/// Surrounding spaces are trimmed. A line is refused with its number when its prefix is unknown,
/// its term is empty, longer than ``longestTerm`` characters, or holds nothing to match (no
/// letter, digit or emoji).
public enum FilterListParser {
    /// The longest term a list may hold, in characters.
    public static let longestTerm = 100

    /// The level of a list's lines without a level of their own: a shipped `*-strict.txt` list
    /// holds strict-only terms; every other list's terms (an operator's too) are blocked from
    /// `moderate` up.
    public static func defaultLevel(forList name: String) -> FilterLevel {
        name.hasSuffix("-strict.txt") ? .strict : .moderate
    }

    /// The terms of the list `source` (its name is used in errors and for ``defaultLevel(forList:)``),
    /// each with its level.
    /// - Throws: ``PackError`` (`file:line: reason`) for the first refused line.
    public static func terms(in source: PackSource) throws(PackError) -> [FilterTerm] {
        var terms: [FilterTerm] = []
        var number = 0
        for rawLine in source.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {  // \n, \r\n, \r
            number += 1
            let line = trimmed(rawLine)
            if line.isEmpty || line.hasPrefix("#") { continue }
            var level = defaultLevel(forList: source.name)
            var text = line
            if let colon = line.firstIndex(of: ":"), colon > line.startIndex,
               line[..<colon].allSatisfy({ $0.isASCII && $0.isLetter }) {
                let prefix = line[..<colon].lowercased()
                guard let named = FilterLevel(rawValue: prefix), named != .off else {
                    throw PackError(file: source.name, line: number,
                                    message: "unknown level \"\(prefix)\" (write \"strict: term\", \"moderate: term\" or the term alone)")
                }
                level = named
                text = trimmed(line[line.index(after: colon)...])
                guard !text.isEmpty else {
                    throw PackError(file: source.name, line: number, message: "no term after \"\(prefix):\"")
                }
            }
            guard text.count <= longestTerm else {
                throw PackError(file: source.name, line: number, message: "term longer than \(longestTerm) characters")
            }
            guard FilterMatcher.fold(String(text)).contains(where: { $0 != FilterFolding.separator }) else {
                throw PackError(file: source.name, line: number, message: "term \"\(text)\" has no letter, digit or emoji to match")
            }
            terms.append(FilterTerm(String(text), level: level))
        }
        return terms
    }

    /// `text` without the spaces around it.
    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
