/// One option value of a queued game, kept without knowing the game: what ``GameParameters``
/// can read (a string, an integer, a boolean, an array of strings) or null.
public enum GameOptionValue: Sendable, Equatable, Codable {
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// An array of strings.
    case strings([String])
    /// JSON `null` (the option's default).
    case null

    /// The JSON type's name, for messages.
    var typeName: String {
        switch self {
        case .string: "a string"
        case .int: "an integer"
        case .bool: "a boolean"
        case .strings: "an array"
        case .null: "null"
        }
    }

    /// Decodes a JSON scalar or array of strings.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int.self) { self = .int(i) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else { self = .strings(try c.decode([String].self)) }
    }

    /// Encodes as the plain JSON value.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case let .string(s): try c.encode(s)
        case let .int(i): try c.encode(i)
        case let .bool(b): try c.encode(b)
        case let .strings(a): try c.encode(a)
        case .null: try c.encodeNil()
        }
    }
}
