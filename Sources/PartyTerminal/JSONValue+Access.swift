import PartyCore
import PartyProtocol

extension JSONValue {
    /// The field `key` of an object.
    subscript(key: String) -> JSONValue? {
        if case let .object(o) = self { o[key] } else { nil }
    }

    /// A string value as safe display text (escape sequences and controls removed).
    var text: String? {
        switch self {
        case let .string(s): TextSanitizer.clean(s)
        case let .int(i): String(i)
        default: nil
        }
    }

    /// An integer value (whole doubles accepted).
    var int: Int? {
        switch self {
        case let .int(i): i
        case let .double(d) where d.rounded() == d && abs(d) < 9e15: Int(d)
        default: nil
        }
    }

    /// A number as a double.
    var double: Double? {
        switch self {
        case let .int(i): Double(i)
        case let .double(d): d
        default: nil
        }
    }

    /// A boolean value.
    var bool: Bool? { if case let .bool(b) = self { b } else { nil } }

    /// The elements of an array (empty otherwise).
    var array: [JSONValue] { if case let .array(a) = self { a } else { [] } }

    /// Whether the value is an object.
    var isObject: Bool { if case .object = self { true } else { false } }
}

extension Dictionary where Key == String, Value == JSONValue {
    func text(_ key: String) -> String? { self[key]?.text }
    func int(_ key: String) -> Int? { self[key]?.int }
    func bool(_ key: String) -> Bool? { self[key]?.bool }
    func array(_ key: String) -> [JSONValue] { self[key]?.array ?? [] }
}
