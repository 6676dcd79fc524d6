/// Compares a typed guess with a card's word, forgiving case, accents, punctuation,
/// spaces and a trailing plural "s"/"es".
public enum GuessNormalizer {
    /// The comparable form of `text`: Latin letters folded to lowercase ASCII without
    /// diacritics (table ``foldTable`` for Latin-1 Supplement and Latin Extended-A,
    /// combining marks dropped), other letters lowercased, digits kept, and everything
    /// else (punctuation, symbols, spaces) removed.
    public static func normalize(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x41...0x5A: out.unicodeScalars.append(Unicode.Scalar(value + 0x20)!)
            case 0x61...0x7A, 0x30...0x39: out.unicodeScalars.append(scalar)
            case 0x00...0x7F: continue  // ASCII punctuation, spaces, controls
            default:
                if let folded = foldTable[value] {
                    out += folded
                    continue
                }
                let properties = scalar.properties
                if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark
                    || properties.generalCategory == .spacingMark {
                    continue  // combining accents of decomposed text
                }
                if properties.isAlphabetic || properties.numericType != nil {
                    out += properties.lowercaseMapping
                }
            }
        }
        return out
    }

    /// Whether `guess` matches `word`: equal after ``normalize(_:)``, or one equals the other
    /// plus "s" or "es". An empty normalised guess never matches.
    public static func matches(_ guess: String, _ word: String) -> Bool {
        let g = normalize(guess)
        let w = normalize(word)
        guard !g.isEmpty, !w.isEmpty else { return false }
        return g == w || g == w + "s" || g == w + "es" || w == g + "s" || w == g + "es"
    }
}
