extension GuessNormalizer {
    /// Lowercase ASCII replacements for U+00C0–U+017F (Latin-1 Supplement letters and
    /// Latin Extended-A). An empty replacement drops the character (× and ÷).
    public static let foldTable: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        var code: UInt32 = 0xC0
        for (replacement, count) in latin1Runs + latinExtendedARuns {
            for _ in 0..<count {
                table[code] = replacement
                code += 1
            }
        }
        return table
    }()

    /// U+00C0–U+00FF as (replacement, run length); upper and lower case halves.
    static let latin1Runs: [(String, Int)] = [
        ("a", 6), ("ae", 1), ("c", 1), ("e", 4), ("i", 4), ("d", 1), ("n", 1), ("o", 5), ("", 1),
        ("o", 1), ("u", 4), ("y", 1), ("th", 1), ("ss", 1),
        ("a", 6), ("ae", 1), ("c", 1), ("e", 4), ("i", 4), ("d", 1), ("n", 1), ("o", 5), ("", 1),
        ("o", 1), ("u", 4), ("y", 1), ("th", 1), ("y", 1),
    ]

    /// U+0100–U+017F as (replacement, run length).
    static let latinExtendedARuns: [(String, Int)] = [
        ("a", 6), ("c", 8), ("d", 4), ("e", 10), ("g", 8), ("h", 4), ("i", 10), ("ij", 2), ("j", 2),
        ("k", 3), ("l", 10), ("n", 7), ("n", 2), ("o", 6), ("oe", 2), ("r", 6), ("s", 8), ("t", 6),
        ("u", 12), ("w", 2), ("y", 3), ("z", 6), ("s", 1),
    ]
}
