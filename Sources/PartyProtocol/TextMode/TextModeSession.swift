import Foundation
import PartyCore

/// Text mode for people at `nc host 7777`: turns typed commands into requests and server
/// frames into short human lines. Pure and stateful (one per connection); no I/O.
///
/// It remembers just enough to make commands short: whether the person is in a room, the
/// current Guess or Pass card, and which command each pending request id belongs to.
public struct TextModeSession: Sendable {
    /// What a typed line means.
    public enum Outcome: Sendable {
        /// Send this request to the server.
        case request(Request)
        /// Answer locally with these lines (help, usage errors).
        case local([String])
        /// Say goodbye and close.
        case quit
    }

    var inRoom = false
    /// The code of the room this person is in (for lines that tell them what to type).
    var roomCode: String?
    var me: String?
    var cardIndex: Int?
    /// Whether the current card's word is hidden from this person (they are the guesser).
    var cardHidden = false
    /// Whether the running Guess or Pass game is in classic mode (the guesser sees the word).
    var classicMode = false
    /// The id of the game running in the room, if any (a game's own command names win while it runs).
    var runningGame: String?
    var names: [String: String] = [:]  // player_id → display name, for human lines
    var pending: [String: String] = [:]  // request id → request type
    /// The server's clock in Unix milliseconds, for the time left on a timer.
    let now: @Sendable () -> Int64
    private var counter = 0

    /// Creates a session outside any room; `now` reads the server's clock (the system clock by default).
    public init(now: @escaping @Sendable () -> Int64 = TextModeSession.systemNow) { self.now = now }

    /// The system's wall clock in Unix milliseconds.
    public static let systemNow: @Sendable () -> Int64 = { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }

    /// The name people use for a game id (`guess_or_pass` → `Guess or Pass`), from the game's
    /// registration (``PartyGame/displayName``); the id itself for a game the standard registry lacks.
    static func gameName(_ id: String?) -> String {
        guard let id else { return "?" }
        return GameRegistry.standard.game(id: id)?.displayName ?? id
    }

    /// Interprets one typed line (without its line ending).
    public mutating func parse(_ frame: some Collection<UInt8>) -> Outcome {
        guard let text = String(validating: frame, as: UTF8.self) else {
            return .local(["? that line is not valid UTF-8 text, so it was ignored (bad_request). Type 'help' for the commands."])
        }
        let line = text.trimmingCharacters(in: .whitespaces)
        let (word, rest) = Self.split(line)
        guard let command = TextCommands.command(word.lowercased(), running: runningGame) else {
            if inRoom, GameRegistry.standard.actionTypes.contains(word.lowercased()) {
                switch TextCommands.genericAction(word.lowercased(), rest) {
                case let .success(.send(type, params)): return request(type, params)
                case let .failure(usage): return .local(["? \(usage.message). Type 'help' for more."])
                default: break
                }
            }
            if inRoom { return request("chat.send", ["text": .string(line)]) }
            return .local(["? unknown command '\(word)'. Type 'help' for the list of commands."])
        }
        if command.needsRoom && !inRoom {
            return .local(["? you are not in a room yet. Start with: create YOURNAME  or  join CODE YOURNAME"])
        }
        switch command.build(rest, self) {
        case let .success(built):
            switch built {
            case .help: return .local(TextCommands.helpLines(inRoom: inRoom))
            case .quit: return .quit
            case let .send(type, params): return request(type, params)
            case let .ask(type, params, renderAs): return request(type, params, renderAs: renderAs)
            }
        case let .failure(usage):
            return .local(["? \(usage.message). Usage: \(command.usage) — type 'help' for more."])
        }
    }

    private mutating func request(_ type: String, _ params: [String: JSONValue], renderAs: String? = nil) -> Outcome {
        counter += 1
        let id = "t\(counter)"
        pending[id] = renderAs ?? type
        return .request(Request(type: type, id: .string(id), params: params))
    }

    /// The player id of a member named `nameOrID` (ignoring case), or the text itself.
    func playerID(_ nameOrID: String) -> String {
        names.first { $0.value.lowercased() == nameOrID.lowercased() }?.key ?? nameOrID
    }

    static func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), line[space...].trimmingCharacters(in: .whitespaces))
    }
}

/// A text command that could not be built, with the reason.
struct TextUsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
