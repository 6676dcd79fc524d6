/// How a game screen's interface strings are looked up: each game keeps a table of its keys in the
/// client's four languages, with `%@` for arguments in order.
enum GameStrings {
    /// `key` in `language` (English when that language lacks it), each `%@` replaced by the next of `args`.
    static func format<Key: Hashable>(_ table: [Language: [Key: String]], _ key: Key, _ language: Language, _ args: [String]) -> String {
        var out = table[language]?[key] ?? table[.en]?[key] ?? "?"
        for arg in args {
            guard let range = out.range(of: "%@") else { break }
            out.replaceSubrange(range, with: arg)
        }
        return out
    }
}
