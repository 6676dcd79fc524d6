import PartyCore

/// Reading a decoded JSON value: the terminal client's frames, `partyd admin`'s answers.
extension JSONValue {
    /// The field `key` of an object.
    public subscript(key: String) -> JSONValue? {
        if case let .object(o) = self { o[key] } else { nil }
    }

    /// A string value as safe display text (escape sequences and controls removed).
    public var text: String? {
        switch self {
        case let .string(s): TextSanitizer.clean(s)
        case let .int(i): String(i)
        default: nil
        }
    }

    /// An integer value (whole doubles accepted).
    public var int: Int? {
        switch self {
        case let .int(i): i
        case let .double(d) where d.rounded() == d && abs(d) < 9e15: Int(d)
        default: nil
        }
    }

    /// A number as a double.
    public var double: Double? {
        switch self {
        case let .int(i): Double(i)
        case let .double(d): d
        default: nil
        }
    }

    /// A boolean value.
    public var bool: Bool? { if case let .bool(b) = self { b } else { nil } }

    /// The elements of an array (empty otherwise).
    public var array: [JSONValue] { if case let .array(a) = self { a } else { [] } }

    /// Whether the value is an object.
    public var isObject: Bool { if case .object = self { true } else { false } }
}
