import PartyProtocol

/// One game's screen in the terminal client: its state as this client sees it, how its events
/// and snapshot change that state, how it draws, and the keys and lines it takes. One
/// conforming type per game, registered in ``GameScreens/all``; a game without one is shown
/// by ``GenericGameScreen`` from its snapshot.
public protocol GameScreen: Sendable {
    /// The game's wire id (`guess_or_pass`).
    var gameID: String { get }
    /// Whether an event of this wire type belongs to this screen's game.
    static func handles(_ eventType: String) -> Bool
    /// The state before any event (an event of the game arrived without `game.started`).
    init()
    /// The state of a snapshot's `game` object (joining or resuming mid-game).
    init(snapshot game: JSONValue)
    /// `game.started` with its announced options: the screen may note options and say so in the chat.
    mutating func started(options: [String: JSONValue], client: inout ClientState)
    /// Applies one of the game's events; nil when this event changes nothing.
    mutating func reduce(_ type: String, _ f: [String: JSONValue], client: inout ClientState, now: Int64) -> [ClientEffect]?
    /// The game pane.
    func rows(_ r: ScreenRenderer, width: Int, height: Int) -> [Row]
    /// The key-help line while the game pane shows.
    func keyHelp(_ r: ScreenRenderer) -> String
    /// The help overlay's title and text for this game.
    func help(_ r: ScreenRenderer) -> (title: String, text: String)
    /// A hot key (the input line is empty), or nil to let the key edit the line.
    mutating func hotKey(_ key: Keypress, client: ClientState) -> [ClientEffect]?
    /// A typed line that is not a `/command`, or nil to send it as chat.
    func line(_ text: String, client: ClientState) -> [ClientEffect]?
    /// The lobby's line on how to start this game (nil: the lobby's own lines cover it).
    static func startHint(_ language: Language) -> String?
    /// A `/command` of this game (`head` lower-cased), or nil when it is not the game's.
    func command(_ head: String, _ args: [String], client: ClientState) -> [ClientEffect]?
    /// Whether `other` is the same screen in the same state.
    func isEqual(to other: any GameScreen) -> Bool
}

extension GameScreen {
    /// No keys of its own.
    public mutating func hotKey(_ key: Keypress, client: ClientState) -> [ClientEffect]? { nil }
    /// Lines are chat.
    public func line(_ text: String, client: ClientState) -> [ClientEffect]? { nil }
    /// The lobby's own lines cover it.
    public static func startHint(_ language: Language) -> String? { nil }
    /// No commands of its own.
    public func command(_ head: String, _ args: [String], client: ClientState) -> [ClientEffect]? { nil }
}

extension GameScreen where Self: Equatable {
    /// Equal when `other` is this type and equal.
    public func isEqual(to other: any GameScreen) -> Bool { (other as? Self) == self }
}

/// The game running in the room, behind its ``GameScreen``.
public struct RunningGame: Sendable, Equatable {
    /// The game's screen and state.
    public var screen: any GameScreen

    /// Wraps a screen.
    public init(_ screen: any GameScreen) { self.screen = screen }

    /// The screen as `type`, when it is one (`game?.as(GopState.self)`).
    public func `as`<T: GameScreen>(_ type: T.Type) -> T? { screen as? T }

    /// Same screen, same state.
    public static func == (a: RunningGame, b: RunningGame) -> Bool { a.screen.isEqual(to: b.screen) }
}
