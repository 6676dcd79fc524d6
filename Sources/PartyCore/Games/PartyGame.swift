/// The seam every game implements: a pure value type the room runs without knowing which game
/// it is. Adding a game is a folder in PartyCore with a type conforming to this protocol and one
/// line in ``GameRegistry/standard`` (see `Sources/PartyCore/Games/README.md`).
///
/// The room does the rest generically: `game.start` decodes the options of its ``wire`` (after
/// the common `game` and `family_safe`), checks the host, calls ``begin(options:memory:setup:rng:)``
/// and announces `game.started` with ``announcedOptions``; each action its ``wire`` declares
/// is decoded by that declaration and applied; timers fire ``advance(now:roster:rng:)``
/// at ``nextDeadline``; joins, departures and disconnects call ``rosterChanged(_:now:)``;
/// `game.stop` calls ``stop(now:roster:)``; once ``isOver`` the room sends `game.stopped`.
/// Snapshots carry ``view(for:now:)``; a graceful restart saves the value (`Codable`) and calls
/// ``shiftDeadlines(by:)`` on restore. Events go to the members their audience names.
///
/// Timers and pauses are the room's too: it multiplies the ``timerOptions`` by the room's
/// `timer_scale` before ``begin(options:memory:setup:rng:)``, and pauses a game by passing it
/// the time its clock stopped at and moving its deadlines with ``shiftDeadlines(by:)`` on
/// resume (``GameClock``); ``awaited`` names a player whose dropped connection pauses the game.
public protocol PartyGame: Sendable, Codable {
    /// The validated-later options of `game.start`, announced in `game.started` as encoded.
    associatedtype Options: Encodable & Sendable
    /// A member's move, parsed from one of ``actionTypes``.
    associatedtype Action: Sendable
    /// What the game tells members.
    associatedtype Event: NamedEvent
    /// The game as one member may see it (the `game` of a room snapshot).
    associatedtype View: Encodable & Sendable
    /// What the room keeps for this game from one game to the next (``GameNoMemory`` for nothing).
    associatedtype Memory: Sendable = GameNoMemory

    /// The wire name (`game` of `game.start`, `game.started`, `game.stopped`), e.g. `guess_or_pass`.
    static var id: String { get }
    /// The name people use, e.g. `Guess or Pass`.
    static var displayName: String { get }
    /// The key a saved room files a running game under (defaults to ``id``).
    static var saveKey: String { get }
    /// The key a saved room files this game's ``Memory`` under, when it is `Codable` (defaults
    /// to ``saveKey`` followed by `Memory`). A memory that is not `Codable` is not saved.
    static var memorySaveKey: String { get }
    /// The game's wire, declared once: its `game.start` options, actions, room requests and
    /// events (``GameWire``). ``options(from:setup:)``, ``action(from:params:)``, ``actionTypes``,
    /// ``writtenText`` and ``reviewedActions`` are read from it, and so are the request rows,
    /// text mode's commands and the JSON Schemas (`partyd schema`).
    static var wire: GameWire<Self> { get }
    /// The room's memory before this game was ever played.
    static var emptyMemory: Memory { get }
    /// The options that are timers, in whole seconds (e.g. `\.roundSeconds`): the room multiplies
    /// each by its `timer_scale` (``RoomSettings/scaled(seconds:)``) after ``options(from:setup:)``
    /// has checked them and before ``begin(options:memory:setup:rng:)``, so `game.started` lists
    /// the effective seconds (default: none). ``begin(options:memory:setup:rng:)`` must accept
    /// scaled values: check a timer's range where it is read.
    static var timerOptions: [WritableKeyPath<Options, Int>] { get }

    /// Validates the options and starts the game, returning its first events.
    /// - Throws: `badRequest` naming an option, or `wrongPhase` when the room cannot play it now.
    static func begin(options: Options, memory: Memory, setup: GameSetup,
                      rng: inout some RandomSource) throws(RuleViolation) -> (Self, [Addressed<Event>])

    /// The options in force, defaults filled in, for `game.started`.
    var announcedOptions: Options { get }
    /// The memory to keep once the game is over.
    var memory: Memory { get }
    /// The earliest pending deadline, or nil.
    var nextDeadline: UnixMillis? { get }
    /// True once the game has ended (the room then sends `game.stopped`).
    var isOver: Bool { get }
    /// The player the game cannot go on without right now, if any (Guess or Pass: the guesser
    /// of a countdown or round): while their connection is down the room pauses the game with
    /// the wait's reason (``GameClock``). Default: nobody.
    var awaited: GameWait? { get }

    /// Applies a member's action fully, or throws and changes nothing.
    /// - Throws: the rule's refusal (`notAllowed`, `wrongPhase`, `badRequest`...).
    mutating func apply(_ action: Action, by member: PlayerID, roster: Roster, now: UnixMillis,
                        rng: inout some RandomSource) throws(RuleViolation) -> [Addressed<Event>]
    /// Fires every timer due at or before `now`.
    mutating func advance(now: UnixMillis, roster: Roster, rng: inout some RandomSource) -> [Addressed<Event>]
    /// The host's `game.stop` (or the room closing): ends the game with its results.
    mutating func stop(now: UnixMillis, roster: Roster) -> [Addressed<Event>]
    /// Reacts to joins, departures and connection changes.
    mutating func rosterChanged(_ roster: Roster, now: UnixMillis) -> [Addressed<Event>]
    /// The game as `member` may see it.
    func view(for member: PlayerID, now: UnixMillis) -> View
    /// The game as a screen (the TV, not a member) may see it: nothing a member keeps to
    /// themselves, and no secret any player may not see.
    func screenView(now: UnixMillis) -> View
    /// Moves every absolute deadline by `delta` ms (a game restored after a restart).
    mutating func shiftDeadlines(by delta: Int64)
    /// Whether a chat line would give away what some member must not know (the room refuses it).
    func chatRevealsSecret(_ text: String) -> Bool
    /// A secret `member` must not read in chat right now, if any (their chat history omits lines containing it).
    func secretHidden(from member: PlayerID, now: UnixMillis) -> String?
    /// What `event` counts for on a game night: points and the facts behind the recap's awards
    /// (default: nothing; see `Night/NightNote.swift`).
    static func nightNotes(for event: Event) -> [NightNote]
}

extension PartyGame {
    /// Defaults to ``id``.
    public static var saveKey: String { id }
    /// Defaults to ``saveKey`` followed by `Memory`.
    public static var memorySaveKey: String { saveKey + "Memory" }
    /// No chat line gives anything away.
    public func chatRevealsSecret(_ text: String) -> Bool { false }
    /// Nothing is hidden from chat.
    public func secretHidden(from member: PlayerID, now: UnixMillis) -> String? { nil }
    /// No timer options.
    public static var timerOptions: [WritableKeyPath<Options, Int>] { [] }
    /// The game waits for nobody.
    public var awaited: GameWait? { nil }
    /// The view of a member who holds nothing of their own (``screenViewer``): no vote, no hand.
    public func screenView(now: UnixMillis) -> View { view(for: screenViewer, now: now) }
}

/// The id a default ``PartyGame/screenView(now:)`` views the game as: no member has it
/// (member ids are `p1`, `p2`, ...).
public let screenViewer: PlayerID = "screen"


/// The memory of a game that keeps nothing between games.
public struct GameNoMemory: Sendable, Equatable {
    /// Nothing.
    public init() {}
}

extension PartyGame where Memory == GameNoMemory {
    /// Nothing to remember.
    public static var emptyMemory: GameNoMemory { GameNoMemory() }
    /// Nothing to remember.
    public var memory: GameNoMemory { GameNoMemory() }
}
