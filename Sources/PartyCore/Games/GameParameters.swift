/// A neutral, read-only view of a request's parameters, so that a game can read its options and
/// actions without knowing the wire format. Every failure is a
/// ``RuleViolation/badRequest(field:reason:)`` naming the field; the server implements this
/// over its JSON parameters with the same messages as every other request.
public protocol GameParameters {
    /// An optional string (absent or null gives nil).
    /// - Throws: `badRequest` when the value is not a string.
    func optionalString(_ name: String) throws(RuleViolation) -> String?
    /// An optional integer within `range` (absent or null gives nil).
    /// - Throws: `badRequest` when the value is not an integer or is out of `range`.
    func optionalInt(_ name: String, in range: ClosedRange<Int>) throws(RuleViolation) -> Int?
    /// An optional boolean (absent or null gives nil).
    /// - Throws: `badRequest` when the value is not `true` or `false`.
    func optionalBool(_ name: String) throws(RuleViolation) -> Bool?
    /// An optional array of strings (absent or null gives nil).
    /// - Throws: `badRequest` with `reason` when the value is not an array of strings.
    func optionalStrings(_ name: String, reason: String) throws(RuleViolation) -> [String]?
}

extension GameParameters {
    /// A required string.
    /// - Throws: `badRequest` when it is missing or not a string.
    public func string(_ name: String) throws(RuleViolation) -> String {
        guard let s = try optionalString(name) else { throw .badRequest(field: name, reason: "is required") }
        return s
    }

    /// A required integer within `range`.
    /// - Throws: `badRequest` when it is missing, not an integer or out of `range`.
    public func int(_ name: String, in range: ClosedRange<Int>) throws(RuleViolation) -> Int {
        guard let i = try optionalInt(name, in: range) else { throw .badRequest(field: name, reason: "is required") }
        return i
    }

    /// An optional string that must be one of `allowed`.
    /// - Throws: `badRequest` listing `allowed` for any other string.
    public func optionalChoice(_ name: String, _ allowed: [String]) throws(RuleViolation) -> String? {
        guard let s = try optionalString(name) else { return nil }
        guard allowed.contains(s) else {
            throw .badRequest(field: name, reason: "must be one of \(allowed.joined(separator: ", "))")
        }
        return s
    }

    /// A required string that must be one of `allowed`.
    /// - Throws: `badRequest` when it is missing or not one of `allowed`.
    public func choice(_ name: String, _ allowed: [String]) throws(RuleViolation) -> String {
        guard let s = try optionalChoice(name, allowed) else { throw .badRequest(field: name, reason: "is required") }
        return s
    }
}
