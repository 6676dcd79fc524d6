import PartyCore

/// How text mode speaks one game: the positional form of `start <id>`, the game's own commands,
/// and human lines for its events and for a snapshot of it. One conforming type per game in
/// `TextMode/Games/`, registered in ``TextGames/all``; a registered game without one is still
/// played in text mode through the generic forms (`start <id> key=value`, the request type typed
/// as a command, events as `* type: field=value` lines).
protocol TextGame: Sendable {
    /// The game's wire id (``PartyGame/id``).
    static var id: String { get }
    /// Short names `start` accepts besides the id (`gop`, `guess`).
    static var aliases: [String] { get }
    /// The `start` usage, e.g. `start gop [CATEGORY] [SECONDS] [classic]`.
    static var startUsage: String { get }
    /// The `start` form in `help` (defaults to ``startUsage``).
    static var startHelp: String { get }
    /// The `game.start` parameters of the positional words after `start <id>` (already lower-cased;
    /// `key=value` words are handled generically before this is called).
    static func startParams(_ words: [String]) -> Result<[String: JSONValue], TextUsageError>
    /// The game's commands that need more than its wire declares (``WireTextCommand``: one
    /// argument), such as the session's current card; they win over declared ones of the same word.
    static var customCommands: [String: TextCommands.Command] { get }
    /// Lines for one of the game's events, or nil when the event is not the game's.
    static func render(_ type: String, _ v: TextFields, in session: inout TextModeSession) -> [String]?
    /// Lines for the game in a snapshot (someone joining or resuming mid-game); `left` is the
    /// time-left note, e.g. ` (12s left)`.
    static func renderSnapshot(_ g: TextFields, left: String, in session: inout TextModeSession) -> [String]
}

extension TextGame {
    /// No aliases.
    static var aliases: [String] { [] }
    /// The usage.
    static var startHelp: String { startUsage }
    /// No commands beyond the declared ones.
    static var customCommands: [String: TextCommands.Command] { [:] }

    /// The game's commands (`guess`, `vote`...): those its wire declares, and its custom ones.
    /// A name two games share goes to the running game.
    static var commands: [String: TextCommands.Command] {
        let declared = GameRegistry.standard.game(id: id).map { TextCommands.declared(by: $0.wireSummary) } ?? [:]
        return declared.merging(customCommands) { _, custom in custom }
    }
}

/// The registry of text-mode games: one line per game.
enum TextGames {
    /// Every game text mode has lines for, in registry order.
    static let all: [any TextGame.Type] = [
        GuessOrPassText.self,
        WouldYouRatherText.self,
        OddOneOutText.self,
        MostLikelyText.self,
    ]

    /// The text game named `name` (its id or an alias), if any.
    static func named(_ name: String) -> (any TextGame.Type)? {
        all.first { $0.id == name || $0.aliases.contains(name) }
    }
}
