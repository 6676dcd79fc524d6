/// A JSON value read from a pack file by ``PackJSONReader``, with the line it starts on, so
/// that a pack author is told where a wrong field is.
public struct PackJSON: Sendable, Equatable {
    /// The value itself. Object members keep their order; numbers keep their text.
    public enum Value: Sendable, Equatable {
        /// An object: members in file order (keys are unique, the reader refuses duplicates).
        case object([Member])
        /// An array.
        case array([PackJSON])
        /// A string, escapes decoded.
        case string(String)
        /// A number, as written.
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// One `"key": value` of an object.
    public struct Member: Sendable, Equatable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PackJSON
    }

    /// The value.
    public var value: Value
    /// The line (from 1) on which the value starts.
    public var line: Int

    /// What kind of JSON value this is, for messages ("a string", "an object", ...).
    public var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The member named `key` of an object, or nil (also for a non-object).
    public subscript(key: String) -> PackJSON? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
