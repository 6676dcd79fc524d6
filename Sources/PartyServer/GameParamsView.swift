import PartyCore
import PartyProtocol

/// A request's ``Params`` as the games read them (``GameParameters``). Every refusal keeps the
/// exact wire message of ``Params``: `bad_request` with "field: reason".
struct GameParamsView: GameParameters {
    let params: Params

    init(_ params: Params) { self.params = params }

    func optionalString(_ name: String) throws(RuleViolation) -> String? {
        try read(name) { () throws(WireError) in try params.optionalString(name) }
    }

    func optionalInt(_ name: String, in range: ClosedRange<Int>) throws(RuleViolation) -> Int? {
        try read(name) { () throws(WireError) in try params.optionalInt(name, in: range) }
    }

    func optionalBool(_ name: String) throws(RuleViolation) -> Bool? {
        try read(name) { () throws(WireError) in try params.optionalBool(name) }
    }

    func optionalStrings(_ name: String, reason: String) throws(RuleViolation) -> [String]? {
        try read(name) { () throws(WireError) in try params.optionalArray(name) }?.map { value throws(RuleViolation) -> String in
            guard case let .string(s) = value else { throw .badRequest(field: name, reason: reason) }
            return s
        }
    }

    /// Runs a ``Params`` read; its refusal (always "name: reason") becomes the same `badRequest`.
    private func read<T>(_ name: String, _ body: () throws(WireError) -> T) throws(RuleViolation) -> T {
        do { return try body() } catch {
            throw .badRequest(field: name, reason: String(error.message.dropFirst(name.count + 2)))
        }
    }
}
