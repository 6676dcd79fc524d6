/// The shape of a value the server sends: a field of a game's event or of a reply. Declared in
/// the game's wire (``GameWire``) and written into the JSON Schemas by `partyd schema`, which
/// the end-to-end tests check every frame against.
public indirect enum WireShape: Sendable, Equatable {
    /// A string, with optional length bounds.
    case string(minLength: Int? = nil, maxLength: Int? = nil)
    /// An integer, with optional bounds.
    case integer(minimum: Int? = nil, maximum: Int? = nil)
    /// `true` or `false`.
    case boolean
    /// One of the listed strings.
    case choice([String])
    /// Always this boolean (`saved: false`, only ever sent when a result could not be stored).
    case constant(Bool)
    /// A player id (the shared `player_id` definition).
    case player
    /// A Unix time in milliseconds (the shared `unix_ms` definition).
    case time
    /// Another shared definition of the protocol's `common.json` (`votes`).
    case common(String)
    /// An array of one shape.
    case array(WireShape, minItems: Int? = nil, maxItems: Int? = nil)
    /// An object of named fields (more may be added later: clients ignore unknown fields).
    case object([WireField])
    /// A shape with a description for people.
    case described(WireShape, String)

    /// An integer ≥ 0 (a count, an index).
    public static let count = WireShape.integer(minimum: 0)
    /// An integer ≥ 1 (a round number).
    public static let ordinal = WireShape.integer(minimum: 1)
    /// A string.
    public static let text = WireShape.string()
}

/// One field of an object the server sends.
public struct WireField: Sendable, Equatable {
    /// The wire name, snake_case.
    public var name: String
    /// Its shape.
    public var shape: WireShape
    /// Whether every such object carries it.
    public var required: Bool

    /// A field every object carries.
    public static func required(_ name: String, _ shape: WireShape) -> WireField {
        WireField(name: name, shape: shape, required: true)
    }

    /// A field only some objects carry.
    public static func optional(_ name: String, _ shape: WireShape) -> WireField {
        WireField(name: name, shape: shape, required: false)
    }
}

extension WireShape {
    /// `saved`: only ever sent as `false`, on a result the store could not take (a full disk).
    public static let unsaved = WireShape.described(.constant(false), "present only when the server could not store this result")
}
