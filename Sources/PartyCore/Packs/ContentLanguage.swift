/// The language of a room's words and questions (wire `lang`: `en`, `tr`, `es`, `zh-Hans`).
/// It also decides how guesses are compared (see ``GuessNormalizer``).
public enum ContentLanguage: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// English (the default).
    case en
    /// Turkish.
    case tr
    /// Spanish.
    case es
    /// Simplified Chinese.
    case zhHans = "zh-Hans"

    /// The language named `wireName`.
    /// - Throws: ``RuleViolation/badRequest(field:reason:)`` naming `field` for an unknown name.
    public static func parse(_ wireName: String, field: String = "lang") throws(RuleViolation) -> ContentLanguage {
        guard let language = ContentLanguage(rawValue: wireName) else {
            let known = allCases.map(\.rawValue).joined(separator: ", ")
            throw .badRequest(field: field, reason: "unknown language \"\(TextSanitizer.clean(wireName))\"; use one of \(known)")
        }
        return language
    }
}
