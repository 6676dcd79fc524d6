/// A request of a game that the game itself answers on what the room keeps for it between games
/// (its ``PartyGame/Memory``), also while no game runs: Most Likely To's `ml.add` adds a prompt
/// to the room's prompts before a game starts. The room decodes its parameters by the
/// declaration, checks the sender and the written text (the word filter), refuses it while this
/// game runs (`wrong_phase`: the running game holds the memory), applies it to a copy of the
/// memory, keeps the copy, saves the room before the `ok` (when the declaration is `saved`) and
/// publishes the answer's events. No server code is written per request.
public struct GameMemoryRequest<Game: PartyGame>: Sendable {
    /// The request as declared: type, parameters, reply fields, senders, text command. Listed
    /// with the game's room requests (``GameWireSummary/roomRequests``) for rows, text mode and schemas.
    public var declaration: GameRoomRequest
    /// The parameter a person writes text into (the room's word filter checks it), if any.
    public var writtenText: String?
    /// The rule: changes the memory fully, or throws and changes nothing.
    public var answer: @Sendable (inout Game.Memory, WireArguments, PlayerID) throws(RuleViolation) -> GameMemoryAnswer<Game.Event>

    /// Declares a memory request; `answer` applies the decoded request from a player to the memory.
    public init(_ declaration: GameRoomRequest, writtenText: String? = nil,
                answer: @escaping @Sendable (inout Game.Memory, WireArguments, PlayerID) throws(RuleViolation) -> GameMemoryAnswer<Game.Event>) {
        self.declaration = declaration
        self.writtenText = writtenText
        self.answer = answer
    }
}

/// What a ``GameMemoryRequest`` answers: the fields of its `ok` (counts) and its events.
public struct GameMemoryAnswer<Event: NamedEvent>: Sendable {
    /// The `ok` reply's fields besides `type` and `re`.
    public var reply: [String: Int]
    /// The events to publish.
    public var events: [Addressed<Event>]

    /// An answer.
    public init(reply: [String: Int] = [:], events: [Addressed<Event>] = []) {
        self.reply = reply
        self.events = events
    }
}

extension PartyGame {
    /// The request types this game answers on its memory (``GameWire/memoryRequests``).
    public static var memoryRequestTypes: [String] { wire.memoryRequests.map(\.declaration.type) }

    /// Decodes memory request `type`'s parameters by its declaration.
    /// - Throws: `badRequest` naming a missing or malformed parameter (or the type, when the
    ///   game declares no such request).
    public static func memoryRequestArguments(_ type: String, params: some GameParameters) throws(RuleViolation) -> WireArguments {
        guard let request = memoryRequest(type) else { throw .badRequest(field: "type", reason: "\(type) is not a \(displayName) request") }
        return try WireArguments.decode(request.declaration.parameters, from: params)
    }

    /// Applies memory request `type` (its decoded `arguments`) from `player` to a copy of `memory`.
    /// - Returns: the memory to keep and the answer.
    /// - Throws: the rule's refusal (the memory is then unchanged).
    public static func answerMemoryRequest(_ type: String, arguments: WireArguments, memory: Memory,
                                           by player: PlayerID) throws(RuleViolation) -> (Memory, GameMemoryAnswer<Event>) {
        guard let request = memoryRequest(type) else { throw .badRequest(field: "type", reason: "\(type) is not a \(displayName) request") }
        var copy = memory
        let answer = try request.answer(&copy, arguments, player)
        return (copy, answer)
    }

    /// The field a person writes text into, for memory request `type` (nil when it has none).
    public static func memoryRequestWrittenText(_ type: String) -> String? {
        memoryRequest(type)?.writtenText
    }

    private static func memoryRequest(_ type: String) -> GameMemoryRequest<Self>? {
        wire.memoryRequests.first { $0.declaration.type == type }
    }
}
