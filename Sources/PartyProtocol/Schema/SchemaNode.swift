/// A JSON value whose objects keep their keys in the order written: one node of a JSON Schema
/// document that `partyd schema` writes (``ProtocolSchema``).
public indirect enum SchemaNode: Sendable, Equatable {
    /// An object, keys in order.
    case object([(String, SchemaNode)])
    /// An array.
    case array([SchemaNode])
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// A number that is not a whole one (`1.5`).
    case number(Double)
    /// A boolean.
    case bool(Bool)
    /// `null`.
    case null

    public static func == (lhs: SchemaNode, rhs: SchemaNode) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.array(a), .array(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// This object with `value` under `key`: replaced where the key already is, else added at the end.
    public func setting(_ key: String, _ value: SchemaNode) -> SchemaNode {
        guard case var .object(pairs) = self else { preconditionFailure("setting \(key) on a value that is not an object") }
        if let i = pairs.firstIndex(where: { $0.0 == key }) { pairs[i].1 = value } else { pairs.append((key, value)) }
        return .object(pairs)
    }

    /// This object with the pairs of `other` set in order (Python's `{**a, **b}`).
    public func merging(_ other: SchemaNode) -> SchemaNode {
        guard case let .object(pairs) = other else { preconditionFailure("merging a value that is not an object") }
        return pairs.reduce(self) { $0.setting($1.0, $1.1) }
    }

    /// The value under `key` of an object.
    public subscript(key: String) -> SchemaNode? {
        guard case let .object(pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }
}

extension SchemaNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: SchemaNode...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, SchemaNode)...) { self = .object(elements) }
}
