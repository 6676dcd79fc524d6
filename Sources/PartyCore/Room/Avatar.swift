/// A member's picture: one emoji on a colour (wire `avatar` {emoji, color}, both optional).
public struct Avatar: Sendable, Equatable, Codable {
    /// One emoji: a single grapheme cluster of at most ``maxEmojiBytes`` UTF-8 bytes.
    public var emoji: String?
    /// A colour `#RRGGBB` (upper case).
    public var color: String?

    /// Longest emoji in UTF-8 bytes (a family or a flag with modifiers fits).
    public static let maxEmojiBytes = 32

    /// Creates an avatar from values already checked (see ``validated(emoji:color:)``).
    public init(emoji: String?, color: String?) {
        self.emoji = emoji
        self.color = color
    }

    /// Checks an avatar as sent by a client. Nil when neither part is given.
    /// - Throws: `badRequest(field: "avatar")` saying which part is wrong.
    public static func validated(emoji: String?, color: String?) throws(RuleViolation) -> Avatar? {
        guard emoji != nil || color != nil else { return nil }
        if let emoji, !isOneEmoji(emoji) {
            throw .badRequest(field: "avatar", reason: "emoji must be one emoji (a single character of at most \(maxEmojiBytes) bytes)")
        }
        var normalized: String?
        if let color {
            guard isHexColor(color) else { throw .badRequest(field: "avatar", reason: "color must be #RRGGBB (hex digits)") }
            normalized = color.uppercased()
        }
        return Avatar(emoji: emoji, color: normalized)
    }

    /// Whether `text` is exactly one emoji: one grapheme cluster, at most ``maxEmojiBytes`` bytes,
    /// shown as an emoji (an emoji-presentation character, or an emoji character made one by
    /// U+FE0F or a keycap), with no control, format or combining characters besides joiners,
    /// selectors, keycaps and tags.
    public static func isOneEmoji(_ text: String) -> Bool {
        guard text.count == 1, text.utf8.count <= maxEmojiBytes, let first = text.unicodeScalars.first else { return false }
        let scalars = Array(text.unicodeScalars)
        let allowed: Set<UInt32> = [0x200D, 0xFE0F, 0x20E3]  // joiner, emoji selector, keycap
        for s in scalars where !allowed.contains(s.value) && !isTag(s) {
            switch s.properties.generalCategory {
            case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .privateUse, .unassigned: return false
            default: continue
            }
        }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji else { return false }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// Tag characters (U+E0020–U+E007F) spell subdivision flags (England, Scotland, Wales).
    private static func isTag(_ s: Unicode.Scalar) -> Bool { (0xE0020...0xE007F).contains(s.value) }

    /// Whether `text` is `#` and six hex digits.
    public static func isHexColor(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return false }
        return bytes.dropFirst().allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
    }
}
