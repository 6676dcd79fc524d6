import PartyCore
import PartyProtocol

/// The screen of a game this client has no screen for: its snapshot's fields as lines, each
/// event as a chat line (and a fresh snapshot after it), and its requests as `/TYPE key=value`
/// commands (`/odd.vote player_id=p2`). Plain, but every registered game is playable.
public struct GenericGameScreen: GameScreen, Equatable {
    /// The game's wire id.
    public var gameID: String
    /// The snapshot's `game` object, as last received.
    public var fields: [String: JSONValue] = [:]

    /// Areas of events that are never a game's (the room's own, randomizers, nights).
    static let roomAreas: Set<String> = ["room", "chat", "dice", "wheel", "coin", "fair", "game", "night", "playlist", "welcome", "error", "pong"]

    /// An event of some game: not the room's, and no registered screen's.
    public static func handles(_ eventType: String) -> Bool {
        let area = eventType.split(separator: ".").first.map(String.init) ?? eventType
        return !roomAreas.contains(area) && !GameScreens.all.contains { $0.handles(eventType) }
    }

    /// No game yet.
    public init() { gameID = "" }

    /// A game just started.
    public init(id: String) { gameID = id }

    /// From a snapshot's `game`.
    public init(snapshot game: JSONValue) {
        gameID = game["game"]?.text ?? "?"
        if case let .object(o) = game { fields = o }
    }

    /// The name people use: the registry's, else the id.
    var title: String { GameRegistry.standard.game(id: gameID)?.displayName ?? gameID }

    /// Says in the chat that the game started.
    public mutating func started(options: [String: JSONValue], client: inout ClientState) {
        client.system(.sysGameStarted, title)
    }

    /// The event as a chat line; then a snapshot to show the game as it is now.
    public mutating func reduce(_ type: String, _ f: [String: JSONValue], client: inout ClientState, now: Int64) -> [ClientEffect]? {
        let parts = f.keys.filter { !["type", "room", "seq"].contains($0) }.sorted().map { key in
            "\(key)=\(Self.short(f[key] ?? .null, client))"
        }
        client.append(ChatEntry(.system, type + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))))
        return [.request("room.snapshot", [:])]
    }

    /// The game pane.
    public func rows(_ r: ScreenRenderer, width: Int, height: Int) -> [Row] {
        var rows = [r.titled(title, right: (fields["ends_at_ms"]?.int).flatMap { r.secondsLeft(Int64($0)) }.map { "\($0)s" } ?? "", width: width)]
        for key in fields.keys.sorted() where !["game", "ends_at_ms"].contains(key) {
            let line = "\(key): \(Self.short(fields[key] ?? .null, r.state))"
            rows += DisplayWidth.wrap(line, to: width - 2).prefix(3).map { Row(" " + $0) }
        }
        let actions = GameRegistry.standard.game(id: gameID)?.actionTypes ?? []
        if !actions.isEmpty {
            rows.append(Row(" " + actions.map { "/\($0) key=value" }.joined(separator: " · "), .accent))
        }
        return rows
    }

    /// The key-help line.
    public func keyHelp(_ r: ScreenRenderer) -> String { "/TYPE key=value" }

    /// The help overlay's title and text.
    public func help(_ r: ScreenRenderer) -> (title: String, text: String) {
        let actions = GameRegistry.standard.game(id: gameID)?.actionTypes ?? []
        return (title, "This client has no screen of its own for this game: it shows the game's state as the server sends it.\n"
                + "Play by typing a request and its parameters: " + actions.map { "/\($0) key=value" }.joined(separator: ", "))
    }

    /// `/TYPE key=value...` for any request of the game (numbers and true/false typed as such):
    /// any dotted type, since the server may offer a game this client's registry does not know.
    public func command(_ head: String, _ args: [String], client: ClientState) -> [ClientEffect]? {
        head.contains(".") ? Self.request(head, args) : nil
    }

    /// A request type of a registered game with `key=value` arguments, or nil.
    static func genericCommand(_ head: String, _ args: [String]) -> [ClientEffect]? {
        GameRegistry.standard.actionTypes.contains(head) ? request(head, args) : nil
    }

    /// `head` with `key=value` arguments as its parameters.
    static func request(_ head: String, _ args: [String]) -> [ClientEffect] {
        var params: [String: JSONValue] = [:]
        for arg in args {
            guard let eq = arg.firstIndex(of: "="), eq != arg.startIndex else { continue }
            params[String(arg[..<eq])] = .typed(String(arg[arg.index(after: eq)...]))
        }
        return [.send(head, params)]
    }

    /// A value in short form; a member's id becomes their name.
    static func short(_ value: JSONValue, _ client: ClientState) -> String {
        switch value {
        case let .string(s): client.members.contains { $0.id == s } ? client.name(of: s) : s
        case let .int(i): String(i)
        case let .double(d): String(d)
        case let .bool(b): String(b)
        case .null: "—"
        case let .array(items): "[" + items.map { short($0, client) }.joined(separator: ", ") + "]"
        case let .object(o): "{" + o.keys.sorted().map { "\($0)=\(short(o[$0] ?? .null, client))" }.joined(separator: ", ") + "}"
        }
    }
}
