/// A queued game's options as the host gave them (the parameters of `game.start` besides
/// `game`), readable by any game through ``GameParameters``: the playlist keeps them without
/// knowing which game they belong to. Encodes as a flat JSON object.
public struct GameOptionSet: Sendable, Equatable, Codable, GameParameters {
    /// The options by wire name.
    public var values: [String: GameOptionValue]

    /// An option set of `values`.
    public init(_ values: [String: GameOptionValue] = [:]) { self.values = values }

    /// Decodes a flat JSON object.
    public init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: GameOptionValue].self)
    }

    /// Encodes a flat JSON object.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(values)
    }

    public func optionalString(_ name: String) throws(RuleViolation) -> String? {
        switch values[name] {
        case nil, .null?: return nil
        case let .string(s)?: return s
        case let other?: throw .badRequest(field: name, reason: "must be a string, not \(other.typeName)")
        }
    }

    public func optionalInt(_ name: String, in range: ClosedRange<Int>) throws(RuleViolation) -> Int? {
        switch values[name] {
        case nil, .null?: return nil
        case let .int(i)?:
            guard range.contains(i) else {
                throw .badRequest(field: name, reason: "must be between \(range.lowerBound) and \(range.upperBound)")
            }
            return i
        case let other?: throw .badRequest(field: name, reason: "must be an integer, not \(other.typeName)")
        }
    }

    public func optionalBool(_ name: String) throws(RuleViolation) -> Bool? {
        switch values[name] {
        case nil, .null?: return nil
        case let .bool(b)?: return b
        case let other?: throw .badRequest(field: name, reason: "must be true or false, not \(other.typeName)")
        }
    }

    public func optionalStrings(_ name: String, reason: String) throws(RuleViolation) -> [String]? {
        switch values[name] {
        case nil, .null?: return nil
        case let .strings(a)?: return a
        case .some: throw .badRequest(field: name, reason: reason)
        }
    }
}
