/// Compares a typed guess with a card's word, forgiving case, accents, punctuation,
/// spaces and plural endings, the way the room's content language needs:
///
/// - every language: case, accents and other combining marks, punctuation and spaces are
///   ignored, and full-width Latin letters and digits (typed with a Chinese input method)
///   count as the ASCII ones;
/// - `en`: a plural "s" or "es" on either side;
/// - `tr`: İ, I, ı and i all compare as i (a player on any keyboard can type the word, and a
///   card never hinges on the dot), ş/ç/ğ/ö/ü as s/c/g/o/u; the plurals are "-ler" and "-lar"
///   and an English "s"/"es" is no plural ("ateş" is not the plural of "at");
/// - `es`: accents (á é í ó ú ü) fold, but ñ stays a letter of its own ("año" is not "ano";
///   Spanish keyboards have ñ); plurals "s", "es", and "z" → "ces" (lápiz, lápices);
/// - `zh-Hans`: spaces ignored, no plural forms.
public enum GuessNormalizer {
    /// The comparable form of `text`: Latin letters folded to lowercase ASCII without
    /// diacritics (table ``foldTable`` for Latin-1 Supplement and Latin Extended-A,
    /// combining marks dropped; in Spanish ñ is kept as "ñ"), other letters lowercased,
    /// digits kept, and everything else (punctuation, symbols, spaces) removed.
    public static func normalize(_ text: String, language: ContentLanguage = .en) -> String {
        var out = ""
        for original in text.unicodeScalars {
            let scalar = (0xFF01...0xFF5E).contains(original.value) ? Unicode.Scalar(original.value - 0xFEE0)! : original
            let value = scalar.value
            switch value {
            case 0x41...0x5A: out.unicodeScalars.append(Unicode.Scalar(value + 0x20)!)
            case 0x61...0x7A, 0x30...0x39: out.unicodeScalars.append(scalar)
            case 0x00...0x7F: continue  // ASCII punctuation, spaces, controls
            case 0xD1 where language == .es, 0xF1 where language == .es: out += "ñ"
            case 0x303 where language == .es && out.hasSuffix("n"):  // n + combining tilde
                out.removeLast()
                out += "ñ"
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

    /// Whether `guess` matches `word` in `language`: equal after ``normalize(_:language:)``,
    /// or one is a plural form of the other (see the type's overview). An empty normalised
    /// guess never matches.
    public static func matches(_ guess: String, _ word: String, language: ContentLanguage = .en) -> Bool {
        let g = normalize(guess, language: language)
        let w = normalize(word, language: language)
        guard !g.isEmpty, !w.isEmpty else { return false }
        return g == w || plurals(of: w, language: language).contains(g) || plurals(of: g, language: language).contains(w)
    }

    /// The plural forms of a normalised word that a guess may use instead.
    static func plurals(of word: String, language: ContentLanguage) -> [String] {
        switch language {
        case .en: [word + "s", word + "es"]
        case .es: [word + "s", word + "es"] + (word.hasSuffix("z") ? [word.dropLast() + "ces"] : [])
        case .tr: [word + "ler", word + "lar"]
        case .zhHans: []
        }
    }
}
