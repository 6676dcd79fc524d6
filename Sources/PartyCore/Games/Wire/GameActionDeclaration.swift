/// One of a game's own request types (`gop.guess`), handled by the running game: its parameters,
/// how the decoded parameters become the game's ``PartyGame/Action``, and the text it carries.
public struct GameActionDeclaration<Action: Sendable>: Sendable {
    /// The wire type, e.g. `odd.clue`.
    public var type: String
    /// Its parameters, in the order they are checked.
    public var parameters: [WireParameter]
    /// The parameter a person writes text into (the room's word filter checks it), if any.
    public var writtenText: String?
    /// Whether the room holds it for review while its `review` setting is on (shown as a `clue`).
    public var reviewed: Bool
    /// How text mode spells it, if it has a command of its own.
    public var textCommand: WireTextCommand?
    /// The action the decoded parameters make.
    public var make: @Sendable (WireArguments) -> Action

    /// Declares action `type` with `parameters`; `make` builds the action from them.
    public init(_ type: String, _ parameters: [WireParameter] = [], writtenText: String? = nil, reviewed: Bool = false,
                text: WireTextCommand? = nil, make: @escaping @Sendable (WireArguments) -> Action) {
        self.type = type
        self.parameters = parameters
        self.writtenText = writtenText
        self.reviewed = reviewed
        self.textCommand = text
        self.make = make
    }

    /// Decodes a request of this type.
    /// - Throws: `badRequest` naming the first missing or malformed parameter.
    public func decode(_ params: some GameParameters) throws(RuleViolation) -> Action {
        make(try WireArguments.decode(parameters, from: params))
    }
}

/// A request of a game that the room answers, also between games (`wyr.add`, `wyr.history`,
/// `gop.add`): it works on what the room keeps for the game, not on a running game. The server
/// makes its request row from this (who may send it, whether it changes the room's snapshot)
/// and binds its handler by type.
public struct GameRoomRequest: Sendable, Equatable {
    /// Who may send it.
    public enum Senders: Sendable, Equatable {
        /// Any member.
        case members
        /// Only the host; others get `not_host` with this message.
        case host(String)
    }

    /// The wire type.
    public var type: String
    /// Its parameters.
    public var parameters: [WireParameter]
    /// The fields of its `ok` reply besides `type` and `re`.
    public var reply: [WireField]
    /// Who may send it.
    public var senders: Senders
    /// Whether it may change what the room's snapshot holds.
    public var saved: Bool
    /// How text mode spells it, if it has a command of its own.
    public var textCommand: WireTextCommand?

    /// Declares room request `type`.
    public init(_ type: String, _ parameters: [WireParameter] = [], reply: [WireField] = [], senders: Senders = .members,
                saved: Bool = true, text: WireTextCommand? = nil) {
        self.type = type
        self.parameters = parameters
        self.reply = reply
        self.senders = senders
        self.saved = saved
        self.textCommand = text
    }
}
