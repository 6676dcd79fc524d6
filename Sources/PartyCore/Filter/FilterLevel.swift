/// How much a room's word filter blocks (contract §9, setting `filter`).
///
/// - `off`: nothing is blocked.
/// - `moderate` (the default for a new room): slurs and strong profanity.
/// - `strict`: everything `moderate` blocks, plus milder profanity and sexual terms.
public enum FilterLevel: String, Codable, Sendable, CaseIterable, Comparable {
    case off
    case moderate
    case strict

    /// The level a room has unless its settings say otherwise.
    public static let `default`: FilterLevel = .moderate

    private var rank: Int {
        switch self {
        case .off: 0
        case .moderate: 1
        case .strict: 2
        }
    }

    public static func < (lhs: FilterLevel, rhs: FilterLevel) -> Bool { lhs.rank < rhs.rank }
}
