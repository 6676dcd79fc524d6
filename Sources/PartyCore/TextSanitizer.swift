/// Cleans text that players type (names, chat, wheel labels, custom questions) before
/// anyone else sees it: terminal escape sequences and control characters are removed,
/// runs of whitespace become one space, the ends are trimmed, and a run of combining marks
/// keeps at most ``maxMarksPerBase`` marks (the rest are dropped, so a letter cannot carry a
/// tower of hundreds of accents).
public enum TextSanitizer {
    /// Most combining marks kept after one base character (enough for any script's stacked
    /// diacritics, keycaps and emoji variation selectors; "Zalgo" towers lose the rest).
    public static let maxMarksPerBase = 4

    /// The cleaned text. Never contains C0/C1 controls, DEL, ESC sequences or bidi overrides,
    /// nor more than ``maxMarksPerBase`` combining marks in a row.
    public static func clean(_ text: String) -> String {
        isAlreadyClean(text) ? text : cleanScalars(text)
    }

    /// The general case of ``clean(_:)``, scalar by scalar.
    static func cleanScalars(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var pendingSpace = false
        var marksInRun = 0
        while let s = scalars.first {
            scalars = scalars.dropFirst()
            if s == "\u{1B}" {  // ESC: drop the whole escape sequence
                scalars = dropEscapeSequence(scalars)
                continue
            }
            if s == "\u{9B}" {  // C1 CSI: like ESC [
                scalars = dropCSI(scalars)
                continue
            }
            if s.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if isControl(s) { continue }
            if isCombining(s) {
                marksInRun += 1
                if marksInRun > maxMarksPerBase { continue }
            } else {
                marksInRun = 0
            }
            if pendingSpace { out.append(" "); pendingSpace = false }
            out.append(s)
        }
        return String(out)
    }

    /// Cleans `text` and checks it against `limit`: its length in characters, then its size
    /// in UTF-8 bytes.
    /// - Throws: ``RuleViolation/badRequest(field:reason:)`` naming `field` when the cleaned
    ///   text is shorter or longer than `limit.characters`, or larger than `limit.maxBytes`.
    public static func validated(_ text: String, field: String, limit: TextLimit) throws(RuleViolation) -> String {
        let cleaned = clean(text)
        let (minLength, maxLength) = (limit.characters.lowerBound, limit.characters.upperBound)
        let length = cleaned.count
        if length < minLength {
            throw .badRequest(field: field, reason: minLength == 1 ? "must not be empty" : "must be at least \(minLength) characters")
        }
        if length > maxLength {
            throw .badRequest(field: field, reason: "must be at most \(maxLength) characters")
        }
        let bytes = cleaned.utf8.count
        if bytes > limit.maxBytes {
            throw .badRequest(field: field, reason: "must be at most \(limit.maxBytes) bytes of UTF-8 (got \(bytes))")
        }
        return cleaned
    }

    /// ``validated(_:field:limit:)`` with a limit of `minLength...maxLength` characters and
    /// four bytes per character.
    public static func validated(_ text: String, field: String, minLength: Int = 1, maxLength: Int) throws(RuleViolation) -> String {
        try validated(text, field: field, limit: TextLimit(characters: minLength...maxLength))
    }

    /// Whether `clean` would return `text` unchanged, decided from its bytes alone: printable
    /// ASCII with single spaces between words (most chat lines and names).
    static func isAlreadyClean(_ text: String) -> Bool {
        var previousWasSpace = true  // a leading space needs cleaning
        for b in text.utf8 {
            switch b {
            case 0x21...0x7E: previousWasSpace = false
            case 0x20:
                if previousWasSpace { return false }
                previousWasSpace = true
            default: return false
            }
        }
        return !previousWasSpace || text.isEmpty
    }

    /// Whether `s` extends the character before it: a combining mark (Mn, Mc, Me), another
    /// grapheme extender (variation selectors, emoji modifiers) or the zero-width joiner.
    static func isCombining(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return s.properties.isGraphemeExtend || s.value == 0x200D
        }
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi marks and overrides
        case 0xFEFF: return true
        default: return s.properties.generalCategory == .control
        }
    }

    private static func dropEscapeSequence(_ rest: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        guard let first = rest.first else { return rest }
        switch first {
        case "[": return dropCSI(rest.dropFirst())
        case "]", "P", "X", "^", "_":  // OSC, DCS, SOS, PM, APC: up to BEL or ST (ESC \)
            var r = rest.dropFirst()
            while let s = r.first {
                r = r.dropFirst()
                if s == "\u{07}" { break }
                if s == "\u{1B}" { if r.first == "\\" { r = r.dropFirst() }; break }
            }
            return r
        default:  // two-character sequences such as ESC c, ESC ( B
            var r = rest.dropFirst()
            if "()*+#%".unicodeScalars.contains(first), let _ = r.first { r = r.dropFirst() }
            return r
        }
    }

    private static func dropCSI(_ rest: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        var r = rest
        while let s = r.first {
            r = r.dropFirst()
            if (0x40...0x7E).contains(s.value) { break }  // final byte
        }
        return r
    }
}
