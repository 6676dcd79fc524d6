/// One event a game sends: its type, its fields (besides the `type`, `room` and `seq` every room
/// event carries) and who receives it, in words (the schema's description).
public struct WireEventShape: Sendable, Equatable {
    /// The wire type, e.g. `gop.card`.
    public var type: String
    /// Its fields, required ones first.
    public var fields: [WireField]
    /// Who receives it, e.g. `the clue-givers, never a screen`.
    public var audience: String

    /// An event of `type` with `fields`, sent to `audience`.
    public init(_ type: String, _ fields: [WireField], to audience: String) {
        self.type = type
        self.fields = fields
        self.audience = audience
    }
}
