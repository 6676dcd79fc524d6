/// How a person at `nc` types a request: the command word and what follows it. Text mode makes
/// its command from this (`Sources/PartyProtocol/TextMode/TextGame.swift`); a game's text module
/// writes its own only for commands that need more than one argument or the session's state.
public struct WireTextCommand: Sendable, Equatable {
    /// What follows the command word.
    public enum Argument: Sendable, Equatable {
        /// Nothing.
        case none
        /// The rest of the line, as the named string parameter.
        case rest(String)
        /// The rest of the line, lower-cased, as the named choice parameter (one of its choices).
        case choice(String)
        /// A member's name or player id, as the named player parameter.
        case player(String)
    }

    /// The command words (`vote`, `accuse`): the first is the one `help` shows.
    public var words: [String]
    /// The usage, e.g. `vote NAME`.
    public var usage: String
    /// The line `help` shows.
    public var help: String
    /// What follows the command word.
    public var argument: Argument
    /// What text mode says when the argument is missing or not one of the choices.
    public var refusal: String

    /// A command `words`, with its usage, help line, argument and refusal.
    public init(_ words: [String], usage: String, help: String, argument: Argument = .none, refusal: String = "") {
        self.words = words
        self.usage = usage
        self.help = help
        self.argument = argument
        self.refusal = refusal
    }
}
