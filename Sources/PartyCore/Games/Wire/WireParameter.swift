/// One parameter a client sends: a field of a game's action, of one of its room requests, or an
/// option of `game.start`. Declared once in the game's wire (``GameWire``): the server decodes
/// requests by it (``read(from:)``) and `partyd schema` writes it into the JSON Schemas.
public struct WireParameter: Sendable, Equatable {
    /// What a parameter's value may be.
    public enum Kind: Sendable, Equatable {
        /// A string. The lengths are the schema's; the game's rules check text after sanitising it
        /// (their own refusals), so decoding checks only that it is a string.
        case string(minLength: Int? = nil, maxLength: Int? = nil)
        /// An integer within the range (`Int.min`/`Int.max` ends are left open in the schema).
        case integer(ClosedRange<Int>)
        /// `true` or `false`.
        case boolean
        /// One of the listed strings.
        case choice([String])
        /// A player id (`p2`); whether it names a player is the rules' to say.
        case player
        /// An array of strings, each one of `names` (checked by the rules, which name the bad one);
        /// decoding refuses anything but an array of strings with `reason`.
        case names([String], minItems: Int, reason: String)
        /// Exactly `true`: a confirmation the handler checks itself (`wyr.reset`'s `confirm`).
        case confirmation
    }

    /// The wire name, snake_case.
    public var name: String
    /// Its type and bounds.
    public var kind: Kind
    /// Whether a request without it gets `bad_request` ("is required").
    public var required: Bool

    /// A required parameter.
    public static func required(_ name: String, _ kind: Kind) -> WireParameter {
        WireParameter(name: name, kind: kind, required: true)
    }

    /// An optional parameter (absent or null: the game's default).
    public static func optional(_ name: String, _ kind: Kind) -> WireParameter {
        WireParameter(name: name, kind: kind, required: false)
    }

    /// Reads this parameter from a request (nil when an optional one is absent or null).
    /// - Throws: `badRequest` naming the parameter, with the same reasons as every other request:
    ///   missing, of the wrong type, out of range, not one of the choices.
    public func read(from params: some GameParameters) throws(RuleViolation) -> WireValue? {
        let value: WireValue? = switch kind {
        case .string, .player: try params.optionalString(name).map(WireValue.string)
        case let .integer(range): try params.optionalInt(name, in: range).map(WireValue.integer)
        case .boolean, .confirmation: try params.optionalBool(name).map(WireValue.boolean)
        case let .choice(allowed): try params.optionalChoice(name, allowed).map(WireValue.string)
        case let .names(_, _, reason): try params.optionalStrings(name, reason: reason).map(WireValue.strings)
        }
        if value == nil, required { throw .badRequest(field: name, reason: "is required") }
        return value
    }
}

/// A decoded parameter's value.
public enum WireValue: Sendable, Equatable {
    /// A string (text, a choice, a player id).
    case string(String)
    /// An integer within its declared range.
    case integer(Int)
    /// A boolean.
    case boolean(Bool)
    /// An array of strings.
    case strings([String])
}
