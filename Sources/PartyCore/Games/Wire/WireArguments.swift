/// A request's parameters after decoding by their declaration (``WireParameter/read(from:)``):
/// each declared parameter that was sent, typed and within its bounds. A game's builder reads
/// them without failing; asking for a parameter the declaration lacks is a programming error.
public struct WireArguments: Sendable, Equatable {
    /// The decoded values by wire name.
    public private(set) var values: [String: WireValue]

    /// Arguments of `values` (tests; the server decodes them with ``decode(_:from:)``).
    public init(_ values: [String: WireValue] = [:]) { self.values = values }

    /// Decodes `parameters` from `params`, in declaration order (the first refusal wins).
    /// - Throws: `badRequest` naming the first missing or malformed parameter.
    public static func decode(_ parameters: [WireParameter], from params: some GameParameters) throws(RuleViolation) -> WireArguments {
        var values: [String: WireValue] = [:]
        for parameter in parameters {
            if let value = try parameter.read(from: params) { values[parameter.name] = value }
        }
        return WireArguments(values)
    }

    /// A string parameter, or nil when it was not sent.
    public func optionalString(_ name: String) -> String? {
        guard case let .string(s)? = values[name] else { return nil }
        return s
    }

    /// A required string parameter (decoding has checked it is there).
    public func string(_ name: String) -> String {
        guard let s = optionalString(name) else { preconditionFailure("\(name) is not a decoded string parameter") }
        return s
    }

    /// An integer parameter, or nil when it was not sent.
    public func optionalInt(_ name: String) -> Int? {
        guard case let .integer(i)? = values[name] else { return nil }
        return i
    }

    /// A required integer parameter (decoding has checked it is there).
    public func int(_ name: String) -> Int {
        guard let i = optionalInt(name) else { preconditionFailure("\(name) is not a decoded integer parameter") }
        return i
    }

    /// A boolean parameter, or nil when it was not sent.
    public func optionalBool(_ name: String) -> Bool? {
        guard case let .boolean(b)? = values[name] else { return nil }
        return b
    }

    /// An array-of-strings parameter, or nil when it was not sent.
    public func optionalStrings(_ name: String) -> [String]? {
        guard case let .strings(s)? = values[name] else { return nil }
        return s
    }
}
