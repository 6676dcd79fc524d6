/// A request's `id`: a string or an integer, echoed back as `re`.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A string id.
    case string(String)
    /// An integer id.
    case int(Int)

    /// Decodes a string or an integer.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let i = try? c.decode(Int.self) { self = .int(i) } else { self = .string(try c.decode(String.self)) }
    }

    /// Encodes the id as it came.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case let .string(s): try c.encode(s)
        case let .int(i): try c.encode(i)
        }
    }

    /// The id as text.
    public var description: String {
        switch self {
        case let .string(s): s
        case let .int(i): String(i)
        }
    }
}
