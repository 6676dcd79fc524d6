/// Large letters for the Guess or Pass word and the coin: a 5-row block font for A–Z, 0–9,
/// space and hyphen. Text with other characters is shown spaced out instead.
public enum BigText {
    /// The glyph rows of each supported character.
    static let glyphs: [Character: [String]] = [
        "A": [" ██ ", "█  █", "████", "█  █", "█  █"], "B": ["███ ", "█  █", "███ ", "█  █", "███ "],
        "C": [" ███", "█   ", "█   ", "█   ", " ███"], "D": ["███ ", "█  █", "█  █", "█  █", "███ "],
        "E": ["████", "█   ", "███ ", "█   ", "████"], "F": ["████", "█   ", "███ ", "█   ", "█   "],
        "G": [" ███", "█   ", "█ ██", "█  █", " ███"], "H": ["█  █", "█  █", "████", "█  █", "█  █"],
        "I": ["███", " █ ", " █ ", " █ ", "███"], "J": ["  ██", "   █", "   █", "█  █", " ██ "],
        "K": ["█  █", "█ █ ", "██  ", "█ █ ", "█  █"], "L": ["█   ", "█   ", "█   ", "█   ", "████"],
        "M": ["█   █", "██ ██", "█ █ █", "█   █", "█   █"], "N": ["█  █", "██ █", "█ ██", "█  █", "█  █"],
        "O": [" ██ ", "█  █", "█  █", "█  █", " ██ "], "P": ["███ ", "█  █", "███ ", "█   ", "█   "],
        "Q": [" ██ ", "█  █", "█  █", "█ ██", " ███"], "R": ["███ ", "█  █", "███ ", "█ █ ", "█  █"],
        "S": [" ███", "█   ", " ██ ", "   █", "███ "], "T": ["█████", "  █  ", "  █  ", "  █  ", "  █  "],
        "U": ["█  █", "█  █", "█  █", "█  █", " ██ "], "V": ["█   █", "█   █", "█   █", " █ █ ", "  █  "],
        "W": ["█   █", "█   █", "█ █ █", "██ ██", "█   █"], "X": ["█   █", " █ █ ", "  █  ", " █ █ ", "█   █"],
        "Y": ["█   █", " █ █ ", "  █  ", "  █  ", "  █  "], "Z": ["████", "   █", "  █ ", " █  ", "████"],
        "0": [" ██ ", "█  █", "█  █", "█  █", " ██ "], "1": [" █ ", "██ ", " █ ", " █ ", "███"],
        "2": ["███ ", "   █", " ██ ", "█   ", "████"], "3": ["███ ", "   █", " ██ ", "   █", "███ "],
        "4": ["█  █", "█  █", "████", "   █", "   █"], "5": ["████", "█   ", "███ ", "   █", "███ "],
        "6": [" ██ ", "█   ", "███ ", "█  █", " ██ "], "7": ["████", "   █", "  █ ", " █  ", " █  "],
        "8": [" ██ ", "█  █", " ██ ", "█  █", " ██ "], "9": [" ██ ", "█  █", " ███", "   █", " ██ "],
        " ": ["  ", "  ", "  ", "  ", "  "], "-": ["   ", "   ", "███", "   ", "   "],
    ]

    /// Five rows of big letters if `text` fits in `columns`; otherwise one row of spaced-out
    /// capitals (or the text itself, truncated).
    public static func render(_ text: String, columns: Int) -> [String] {
        let upper = text.uppercased()
        if upper.allSatisfy({ glyphs[$0] != nil }) {
            var rows = Array(repeating: "", count: 5)
            for (n, c) in upper.enumerated() {
                for r in 0..<5 { rows[r] += (n == 0 ? "" : " ") + glyphs[c]![r] }
            }
            if let first = rows.first, DisplayWidth.of(first) <= columns { return rows }
        }
        let spaced = upper.map(String.init).joined(separator: " ")
        return [DisplayWidth.of(spaced) <= columns ? spaced : DisplayWidth.truncate(upper, to: columns)]
    }
}
