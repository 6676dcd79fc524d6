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

    /// The terms of `source`, each with its level.
    /// - Throws: ``FilterListError`` for the first refused line.
    public static func terms(in source: FilterListSource) throws(FilterListError) -> [FilterTerm] {
        var terms: [FilterTerm] = []
        var number = 0
        for rawLine in source.text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = trimmed(rawLine)
            if line.isEmpty || line.hasPrefix("#") { continue }
            var level = source.defaultLevel
            var text = line
            if let colon = line.firstIndex(of: ":"), colon > line.startIndex,
               line[..<colon].allSatisfy({ $0.isASCII && $0.isLetter }) {
                let prefix = line[..<colon].lowercased()
                guard let named = FilterLevel(rawValue: prefix), named != .off else {
                    throw FilterListError(file: source.name, line: number,
                                          reason: "unknown level \"\(prefix)\" (write \"strict: term\", \"moderate: term\" or the term alone)")
                }
                level = named
                text = trimmed(line[line.index(after: colon)...])
                guard !text.isEmpty else {
                    throw FilterListError(file: source.name, line: number, reason: "no term after \"\(prefix):\"")
                }
            }
            guard text.count <= longestTerm else {
                throw FilterListError(file: source.name, line: number, reason: "term longer than \(longestTerm) characters")
            }
            guard FilterMatcher.fold(String(text)).contains(where: { $0 != FilterFolding.separator }) else {
                throw FilterListError(file: source.name, line: number, reason: "term \"\(text)\" has no letter, digit or emoji to match")
            }
            terms.append(FilterTerm(String(text), level: level))
        }
        return terms
    }

    /// `text` without the spaces (and a Windows line end) around it.
    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
