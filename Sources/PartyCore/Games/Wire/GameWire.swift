/// A game's whole wire, declared once in its own folder (`<Game>+Wire.swift`): the options of
/// `game.start`, its actions, the requests the room answers for it between games, and its
/// events. The server decodes options and actions by it and makes the request rows from it,
/// text mode makes its commands from it, and `partyd schema` writes the game's JSON Schemas
/// from it (`Protocol/schema/`; a test fails when the committed ones differ).
public struct GameWire<Game: PartyGame>: Sendable {
    /// The options of `game.start` besides `game` and `family_safe` (the room's), in the order
    /// they are checked.
    public var options: [WireParameter]
    /// The options the decoded parameters and the room's setup (language, `family_safe`) make.
    public var makeOptions: @Sendable (WireArguments, GameSetup) -> Game.Options
    /// The requests the running game handles.
    public var actions: [GameActionDeclaration<Game.Action>]
    /// The requests the room answers for this game, also between games, with handlers of its own
    /// (`PartyServer/RequestTable+Games.swift`).
    public var roomRequests: [GameRoomRequest]
    /// The requests the game answers itself on what the room keeps for it, also between games
    /// (``GameMemoryRequest``): no server code per request.
    public var memoryRequests: [GameMemoryRequest<Game>]
    /// Every event the game (or the room, for its room requests) sends.
    public var events: [WireEventShape]

    /// Declares a game's wire.
    public init(options: [WireParameter], makeOptions: @escaping @Sendable (WireArguments, GameSetup) -> Game.Options,
                actions: [GameActionDeclaration<Game.Action>], roomRequests: [GameRoomRequest] = [],
                memoryRequests: [GameMemoryRequest<Game>] = [], events: [WireEventShape]) {
        self.options = options
        self.makeOptions = makeOptions
        self.actions = actions
        self.roomRequests = roomRequests
        self.memoryRequests = memoryRequests
        self.events = events
    }

    /// The declaration of action `type`, if the game has one.
    public func action(_ type: String) -> GameActionDeclaration<Game.Action>? { actions.first { $0.type == type } }

    /// What the declaration says, without its builders (``PartyGame/wireSummary``).
    public var summary: GameWireSummary {
        GameWireSummary(game: Game.id, options: options,
                        actions: actions.map { GameWireSummary.Action(type: $0.type, parameters: $0.parameters, textCommand: $0.textCommand) },
                        roomRequests: roomRequests + memoryRequests.map(\.declaration), events: events)
    }
}

/// A game's wire as data, for those who describe it rather than run it: `partyd schema`, text
/// mode's commands, documentation and tests.
public struct GameWireSummary: Sendable, Equatable {
    /// One action's type, parameters and text command.
    public struct Action: Sendable, Equatable {
        /// The wire type.
        public var type: String
        /// Its parameters.
        public var parameters: [WireParameter]
        /// Its text-mode command, if any.
        public var textCommand: WireTextCommand?
    }

    /// The game's id.
    public var game: String
    /// Its `game.start` options.
    public var options: [WireParameter]
    /// Its actions.
    public var actions: [Action]
    /// The requests the room answers for it (its memory requests' declarations included).
    public var roomRequests: [GameRoomRequest]
    /// Its events.
    public var events: [WireEventShape]

    /// Every text command the game declares, actions first.
    public var textCommands: [WireTextCommand] {
        actions.compactMap(\.textCommand) + roomRequests.compactMap(\.textCommand)
    }
}
