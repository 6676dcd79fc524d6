/// Header fields in arrival order, looked up without regard to case.
public struct HTTPHeaders: Equatable, Sendable {
    /// The fields as received (names keep their spelling, values are trimmed).
    public private(set) var fields: [(name: String, value: String)] = []

    /// Creates an empty set of headers.
    public init() {}

    /// Creates headers from name/value pairs.
    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { (name: $0.0, value: $0.1) }
    }

    /// Adds a field.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// All values of the field `name` (case-insensitive).
    public func values(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// The first value of `name`, if any.
    public subscript(_ name: String) -> String? { values(name).first }

    /// The comma-separated list elements of every `name` field, trimmed and lowercased
    /// (`Connection: keep-alive, Upgrade` → `["keep-alive", "upgrade"]`).
    public func tokens(_ name: String) -> [String] {
        values(name).flatMap { value in
            value.split(separator: ",").map { $0.trimmingOWS().lowercased() }.filter { !$0.isEmpty }
        }
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// Equal when the same fields come in the same order (names compared as spelled).
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces and tabs (HTTP's optional whitespace).
    func trimmingOWS() -> String {
        let isOWS: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isOWS($0) }), let last = lastIndex(where: { !isOWS($0) }) else { return "" }
        return String(self[first...last])
    }
}
