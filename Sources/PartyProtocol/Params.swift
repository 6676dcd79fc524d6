/// Typed, validated access to a request's parameters. Every failure is a `bad_request`
/// whose message names the field.
public struct Params: Sendable {
    /// The raw fields.
    public let fields: [String: JSONValue]

    /// Wraps raw fields.
    public init(_ fields: [String: JSONValue]) { self.fields = fields }

    /// Whether the field is present and not null.
    public func has(_ name: String) -> Bool {
        if let v = fields[name], v != .null { return true }
        return false
    }

    /// A required string.
    public func string(_ name: String) throws(WireError) -> String {
        guard let s = try optionalString(name) else { throw .badRequest(name, "is required") }
        return s
    }

    /// An optional string (absent or null gives nil).
    public func optionalString(_ name: String) throws(WireError) -> String? {
        switch fields[name] {
        case nil, .null?: return nil
        case let .string(s)?: return s
        case let other?: throw .badRequest(name, "must be a string, not \(other.typeName)")
        }
    }

    /// A required integer within `range`.
    public func int(_ name: String, in range: ClosedRange<Int>) throws(WireError) -> Int {
        guard let i = try optionalInt(name, in: range) else { throw .badRequest(name, "is required") }
        return i
    }

    /// An optional integer within `range` (absent or null gives nil). A whole number too large
    /// for an integer (`1e30`, `99999999999999999999`) is out of range, like any other.
    public func optionalInt(_ name: String, in range: ClosedRange<Int>) throws(WireError) -> Int? {
        let value: Int
        switch fields[name] {
        case nil, .null?: return nil
        case let .int(i)?: value = i
        case let .double(d)? where d.rounded() == d && abs(d) < 1e15: value = Int(d)
        case let .double(d)? where d.rounded() == d: throw Self.outOfRange(name, range)
        case let other?: throw .badRequest(name, "must be an integer, not \(other.typeName)")
        }
        guard range.contains(value) else { throw Self.outOfRange(name, range) }
        return value
    }

    private static func outOfRange(_ name: String, _ range: ClosedRange<Int>) -> WireError {
        .badRequest(name, "must be between \(range.lowerBound) and \(range.upperBound)")
    }

    /// A required boolean.
    public func bool(_ name: String) throws(WireError) -> Bool {
        guard let b = try optionalBool(name) else { throw .badRequest(name, "is required") }
        return b
    }

    /// An optional boolean.
    public func optionalBool(_ name: String) throws(WireError) -> Bool? {
        switch fields[name] {
        case nil, .null?: return nil
        case let .bool(b)?: return b
        case let other?: throw .badRequest(name, "must be true or false, not \(other.typeName)")
        }
    }

    /// An optional array.
    public func optionalArray(_ name: String) throws(WireError) -> [JSONValue]? {
        switch fields[name] {
        case nil, .null?: return nil
        case let .array(a)?: return a
        case let other?: throw .badRequest(name, "must be an array, not \(other.typeName)")
        }
    }

    /// A required array.
    public func array(_ name: String) throws(WireError) -> [JSONValue] {
        guard let a = try optionalArray(name) else { throw .badRequest(name, "is required") }
        return a
    }

    /// A required string that must be one of `allowed`.
    public func choice(_ name: String, _ allowed: [String]) throws(WireError) -> String {
        let s = try string(name)
        guard allowed.contains(s) else { throw .badRequest(name, "must be one of \(allowed.joined(separator: ", "))") }
        return s
    }

    /// An optional string that must be one of `allowed`.
    public func optionalChoice(_ name: String, _ allowed: [String]) throws(WireError) -> String? {
        guard let s = try optionalString(name) else { return nil }
        guard allowed.contains(s) else { throw .badRequest(name, "must be one of \(allowed.joined(separator: ", "))") }
        return s
    }
}
