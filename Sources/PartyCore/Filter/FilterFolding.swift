/// How the word filter reads text (Protocol/PROTOCOL.md §16.2): every character folded to the form
/// terms are compared in, written into a caller's buffer of scalar values so a check allocates
/// nothing of its own.
///
/// - ASCII letters are lowercased; digits, `@` and `$` are kept (stand-ins are read later, per word).
/// - Look-alikes are read as the letter they imitate, as a name's skeleton does (``NameSkeleton``:
///   Cyrillic and Greek letters, full-width and mathematical forms), then accents are folded as
///   guesses fold them (``GuessNormalizer/foldTable``, combining marks dropped). Two letters stay
///   letters of their own: Spanish `ñ` ("año" is not "ano") and Turkish dotless `ı` ("sık", often,
///   is not "sik").
/// - Invisible characters (zero-width spaces, soft hyphens, variation selectors, emoji skin tones)
///   are dropped, so they neither split nor join words.
/// - Letters of scripts written without spaces (Han, kana, bopomofo, Thai, Lao, Khmer, Myanmar) and
///   emoji are kept, marked with ``anywhereFlag``: terms in them match anywhere.
/// - A `.`, `,` or `:` between two digits joins them into one number (``numberJoiner``).
/// - Everything else (spaces, punctuation, symbols) is a separator; a run of separators is written
///   as one ``separator``, never at the start, and the text always ends with one.
enum FilterFolding {
    /// The value written for a run of separators.
    static let separator: UInt32 = 0

    /// Set on the value of a character matched anywhere (``isAnywhere(_:)``), so that the matcher
    /// tells them apart with one test (scalar values never use this bit).
    static let anywhereFlag: UInt32 = 0x8000_0000

    /// The value written for a `.`, `,` or `:` between two digits: one number (`3.1488.2`, `1,488`,
    /// `12:30`) is one word, so a term written in digits is not found inside a longer number.
    static let numberJoiner: UInt32 = 0x2E
    /// The emoji skin tone modifiers, dropped.
    static let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF

    /// Whether a folded value is a character matched anywhere.
    @inline(__always)
    static func isAnywhereValue(_ value: UInt32) -> Bool { value & anywhereFlag != 0 }

    /// Spanish ñ, kept as a letter.
    static let enye: UInt32 = 0xF1
    /// Turkish dotless ı, kept as a letter.
    static let dotlessI: UInt32 = 0x131

    /// The number of scalar values ``fold(_:into:)`` may write for `text`: an ASCII character
    /// writes at most one value; any other (two UTF-8 bytes or more) at most two (`ß` is `ss`, `İ`
    /// lowercases to `i` and a combining dot); then one final separator. A 200-character ASCII
    /// line needs 808 bytes, which `withUnsafeTemporaryAllocation` keeps on the stack.
    static func capacity(for text: String) -> Int { text.utf8.count + 1 }

    /// Writes the folded form of `text` into `out` (at least ``capacity(for:)`` long).
    /// - Returns: How many values were written.
    static func fold(_ text: String, into out: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var count = 0
        var lastWasSeparator = true  // no separator at the start
        func emit(_ value: UInt32) {
            precondition(count < out.count, "FilterFolding.capacity is too small")
            out[count] = value
            count += 1
            lastWasSeparator = false
        }
        func split() {
            guard !lastWasSeparator else { return }
            precondition(count < out.count, "FilterFolding.capacity is too small")
            out[count] = separator
            count += 1
            lastWasSeparator = true
        }
        var pendingJoiner = false  // a `.`, `,` or `:` right after a digit: it joins if a digit follows
        for scalar in text.unicodeScalars {
            if pendingJoiner {
                pendingJoiner = false
                isDigit(scalar.value) ? emit(numberJoiner) : split()
            }
            if scalar.value < 0x80 {  // the common case, without the general path's lookups
                if isNumberPunctuation(scalar.value), count > 0, !lastWasSeparator, isDigit(out[count - 1]) {
                    pendingJoiner = true
                    continue
                }
                let value = asciiFold(scalar.value)
                value == separator ? split() : emit(value)
                continue
            }
            if isAnywhere(scalar.value) && !skinTones.contains(scalar.value) {  // Chinese, emoji: no lookups
                emit(scalar.value | anywhereFlag)
                continue
            }
            switch classify(scalar) {
            case .ascii(let value): value == separator ? split() : emit(value)
            case .kept(let value): emit(value)
            case .folded(let text):
                if text.isEmpty { split() }
                for byte in text.utf8 { emit(UInt32(byte)) }
            case .lowercased(let scalar):
                for lower in scalar.properties.lowercaseMapping.unicodeScalars { emit(lower.value) }
            case .dropped: continue
            case .separator: split()
            }
        }
        split()
        return count
    }

    /// What one scalar becomes.
    enum Folded {
        /// An ASCII value to write, or ``separator``.
        case ascii(UInt32)
        /// A value written as it is (ñ, ı, a letter with no lowercase form; a no-space script or emoji, flagged).
        case kept(UInt32)
        /// Lowercase ASCII letters from the accent table (empty: a symbol such as ×).
        case folded(String)
        /// A letter written as its lowercase mapping.
        case lowercased(Unicode.Scalar)
        /// Nothing: invisible characters and combining marks.
        case dropped
        /// Punctuation, spaces and symbols.
        case separator
    }

    /// What `scalar` becomes in the folded text.
    static func classify(_ scalar: Unicode.Scalar) -> Folded {
        let value = scalar.value
        if value < 0x80 { return .ascii(asciiFold(value)) }
        switch value {
        case 0xD1, 0xF1: return .kept(enye)
        case dotlessI: return .kept(dotlessI)
        case skinTones: return .dropped
        case 0xC0...0x17F where latinFolds[Int(value - 0xC0)] != nil: return .folded(latinFolds[Int(value - 0xC0)] ?? "")
        default: break
        }
        if isAnywhere(value) { return .kept(value | anywhereFlag) }  // no look-alike, accent or invisible character is among them
        if DisplayName.isInvisible(scalar) { return .dropped }
        let latin = NameSkeleton.latin(scalar)
        if latin.value < 0x80 { return .ascii(asciiFold(latin.value)) }
        if let folded = GuessNormalizer.foldTable[latin.value] { return .folded(folded) }
        let properties = latin.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return .dropped
        default: break
        }
        guard properties.isAlphabetic || properties.numericType != nil else { return .separator }
        return properties.changesWhenLowercased ? .lowercased(latin) : .kept(latin.value)
    }

    /// ``GuessNormalizer/foldTable`` for U+00C0–U+017F as an array (nil: not in the table; `ı`,
    /// which is, is read before), and the Latin look-alikes of that range (none today) after it.
    static let latinFolds: [String?] = (UInt32(0xC0)...0x17F).map { value in
        guard let scalar = Unicode.Scalar(value), NameSkeleton.latin(scalar) == scalar else { return nil }
        return GuessNormalizer.foldTable[value]
    }

    /// An ASCII letter lowercased; digits, `@` and `$` kept; anything else a separator.
    @inline(__always)
    static func isDigit(_ value: UInt32) -> Bool { (0x30...0x39).contains(value) }

    /// `.`, `,` and `:`: they join digits on both sides into one number.
    @inline(__always)
    static func isNumberPunctuation(_ value: UInt32) -> Bool { value == 0x2E || value == 0x2C || value == 0x3A }

    static func asciiFold(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x41...0x5A: value + 0x20
        case 0x61...0x7A, 0x30...0x39, 0x40, 0x24: value
        default: separator
        }
    }

    /// Whether `value` belongs to a script written without spaces, or is an emoji: terms made of
    /// these match anywhere in a text, not only as whole words.
    static func isAnywhere(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E00...0x0EFF,  // Thai, Lao
             0x1000...0x109F,  // Myanmar
             0x1780...0x17FF,  // Khmer
             0x2E80...0x2FDF,  // CJK and Kangxi radicals
             0x3040...0x30FF,  // Hiragana, Katakana
             0x3100...0x312F, 0x31A0...0x31BF,  // Bopomofo
             0x31F0...0x31FF,  // Katakana extensions
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
             0xFF66...0xFF9F,  // half-width Katakana
             0x20000...0x323AF,  // Han extensions
             0x2600...0x27BF, 0x1F000...0x1FAFF:  // symbols and emoji
            true
        default:
            false
        }
    }
}
