/// A Would You Rather question category. The raw value is the wire name.
public enum WyrCategory: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// Powers you would like to have.
    case superpowers
    /// How you would like to live.
    case lifestyle
    /// Silly dilemmas.
    case silly
    /// Questions to think about.
    case philosophical
    /// Everyday choices.
    case dailyLife = "daily_life"
    /// Dragons, wizards and enchanted places.
    case fantasy

    /// The prefix of this category's bank question ids (`"sp"` for `sp-001`).
    public var idPrefix: String {
        switch self {
        case .superpowers: "sp"
        case .lifestyle: "ls"
        case .silly: "si"
        case .philosophical: "ph"
        case .dailyLife: "dl"
        case .fantasy: "fa"
        }
    }

    /// The category named `wireName`.
    /// - Throws: ``RuleViolation/badRequest(field:reason:)`` naming `field` for an unknown name.
    public static func parse(_ wireName: String, field: String = "category") throws(RuleViolation) -> WyrCategory {
        guard let category = WyrCategory(rawValue: wireName) else {
            let known = allCases.map(\.rawValue).joined(separator: ", ")
            throw .badRequest(field: field, reason: "unknown category \"\(TextSanitizer.clean(wireName))\"; use one of \(known)")
        }
        return category
    }
}

extension WyrCategory {
    /// The wire `category` of a custom question added without one.
    public static let customWireName = "custom"
}
