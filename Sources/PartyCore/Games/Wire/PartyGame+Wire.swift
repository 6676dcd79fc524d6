extension PartyGame {
    /// The request types this game handles while it runs (``GameWire/actions``): unique across
    /// games and distinct from the room's own (a registry and a server refuse to start otherwise).
    public static var actionTypes: [String] { wire.actions.map(\.type) }

    /// The field a person writes text into, per action type that has one (`odd.clue`: `text`):
    /// the room's word filter checks it.
    public static var writtenText: [String: String] {
        Dictionary(uniqueKeysWithValues: wire.actions.compactMap { a in a.writtenText.map { (a.type, $0) } })
    }

    /// The action types held for review while the room's `review` setting is on (`odd.clue`):
    /// their ``writtenText`` is held, and the moderators see it as a `clue`.
    public static var reviewedActions: Set<String> { Set(wire.actions.filter(\.reviewed).map(\.type)) }

    /// The game's own `game.start` parameters, decoded by ``GameWire/options``. Values beyond
    /// their types and ranges are checked by ``begin(options:memory:setup:rng:)``.
    /// - Throws: `badRequest` naming the first parameter of the wrong type or out of range.
    public static func options(from params: some GameParameters, setup: GameSetup) throws(RuleViolation) -> Options {
        wire.makeOptions(try WireArguments.decode(wire.options, from: params), setup)
    }

    /// A request of one of ``actionTypes``, decoded by its declaration.
    /// - Throws: `badRequest` naming a missing or malformed parameter (or the type, when the game
    ///   declares no such action).
    public static func action(from type: String, params: some GameParameters) throws(RuleViolation) -> Action {
        guard let declaration = wire.action(type) else { throw .badRequest(field: "type", reason: "\(type) is not a \(displayName) action") }
        return try declaration.decode(params)
    }

    /// The wire as data (``GameWire/summary``), for a registry's games seen as `any PartyGame.Type`.
    public static var wireSummary: GameWireSummary { wire.summary }
}
