/// A member's name as others see it: sanitised text (``TextSanitizer``) with the characters
/// that show nothing dropped, and at least one character that shows something.
///
/// Dropped: Unicode's default-ignorable code points (zero-width space and joiners, word joiner,
/// soft hyphen, Hangul fillers U+115F/U+1160/U+3164/U+FFA0, variation selectors, tags, ...) and
/// blank symbols (U+2800 braille blank), except a grapheme extender or zero-width joiner right
/// after a visible character: there it is part of that character (an emoji ZWJ sequence, a
/// flag's tags, ZWNJ in Persian). A name must then contain a visible character: a letter,
/// digit, punctuation mark or symbol that is not blank. Whether two names are one is decided by
/// ``NameSkeleton``.
public enum DisplayName {
    /// The name `raw` as it is shown, checked against ``TextLimit/name``.
    /// - Throws: ``RuleViolation/badRequest(field:reason:)`` naming `field` when the name is
    ///   empty, has nothing visible, or is too long.
    public static func validated(_ raw: String, field: String = "name") throws(RuleViolation) -> String {
        let cleaned = TextSanitizer.clean(raw)
        let shown = withoutInvisibles(cleaned)
        guard cleaned.isEmpty || shown.unicodeScalars.contains(where: isVisible) else {
            throw .badRequest(field: field, reason: "must contain at least one visible character")
        }
        return try TextSanitizer.validated(shown, field: field, limit: .name)
    }

    /// `text` without its invisible scalars (see the type's description); spaces are tidied by
    /// the sanitiser afterwards.
    static func withoutInvisibles(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var afterVisible = false
        for s in text.unicodeScalars {
            if isInvisible(s) {
                let extendsPrevious = s.properties.isGraphemeExtend || s.value == 0x200D
                if afterVisible && extendsPrevious { out.append(s) }
                continue
            }
            out.append(s)
            afterVisible = !s.properties.isWhitespace
        }
        return TextSanitizer.clean(String(out))
    }

    /// Whether `s` shows nothing on its own: default-ignorable or a blank symbol.
    static func isInvisible(_ s: Unicode.Scalar) -> Bool {
        s.properties.isDefaultIgnorableCodePoint || blanks.contains(s.value)
    }

    /// Whether `s` shows a mark on screen by itself: a letter, number, punctuation or symbol
    /// that is not invisible (a combining mark alone does not count).
    static func isVisible(_ s: Unicode.Scalar) -> Bool {
        guard !isInvisible(s) else { return false }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// Characters that draw nothing whatever Unicode version the standard library knows: the
    /// braille blank (a symbol, not ignorable), the Hangul fillers and the Mongolian vowel separator.
    static let blanks: Set<UInt32> = [0x2800, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x180E]
}
