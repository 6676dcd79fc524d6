import PartyCore

/// A test-only game with a memory the room keeps between games and a memory request
/// (``GameMemoryRequest``) that works on it, also while no game runs: the host pins notes
/// (`note.add` {text}, through the word filter); a game of Note Board announces how many notes
/// it started with (`note.board` {notes}) and ends on `game.stop`.
struct NoteBoard: PartyGame {
    /// No options.
    struct Options: Codable, Sendable, Equatable {}
    /// No moves.
    enum Action: Sendable { case none }
    /// What the room keeps: the notes, in the order pinned.
    struct Memory: Codable, Sendable, Equatable { var notes: [String] = [] }

    /// `note.pinned` {count} and `note.board` {notes}.
    enum Event: NamedEvent, Equatable {
        case pinned(count: Int)
        case board(notes: Int)

        var wireType: String {
            switch self {
            case .pinned: "note.pinned"
            case .board: "note.board"
            }
        }

        enum CodingKeys: String, CodingKey { case count, notes }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case let .pinned(count): try c.encode(count, forKey: .count)
            case let .board(notes): try c.encode(notes, forKey: .notes)
            }
        }
    }

    /// The snapshot's `game`: {game, notes}.
    struct View: Encodable, Sendable {
        var game = NoteBoard.id
        var notes: Int
    }

    static let id = "note_board"
    static let displayName = "Note Board"
    static let wire = GameWire<NoteBoard>(
        options: [], makeOptions: { _, _ in Options() }, actions: [],
        memoryRequests: [
            GameMemoryRequest(GameRoomRequest("note.add", [.required("text", .string(minLength: 1))], reply: [.required("count", .count)],
                                              senders: .host("only the host pins notes")),
                              writtenText: "text") { memory, arguments, _ throws(RuleViolation) in
                let text = arguments.string("text")
                guard !memory.notes.contains(text) else { throw .notAllowed("that note is pinned already") }
                memory.notes.append(text)
                return GameMemoryAnswer(reply: ["count": memory.notes.count], events: [Addressed(.everyone, .pinned(count: memory.notes.count))])
            },
        ],
        events: [WireEventShape("note.pinned", [.required("count", .count)], to: "everyone"),
                 WireEventShape("note.board", [.required("notes", .count)], to: "everyone")])
    static var emptyMemory: Memory { Memory() }

    var memory: Memory
    var isOver = false

    static func begin(options: Options, memory: Memory, setup: GameSetup,
                      rng: inout some RandomSource) throws(RuleViolation) -> (NoteBoard, [Addressed<Event>]) {
        (NoteBoard(memory: memory), [Addressed(.everyone, .board(notes: memory.notes.count))])
    }

    var announcedOptions: Options { Options() }
    var nextDeadline: UnixMillis? { nil }

    mutating func apply(_ action: Action, by member: PlayerID, roster: Roster, now: UnixMillis,
                        rng: inout some RandomSource) throws(RuleViolation) -> [Addressed<Event>] { [] }
    mutating func advance(now: UnixMillis, roster: Roster, rng: inout some RandomSource) -> [Addressed<Event>] { [] }
    mutating func stop(now: UnixMillis, roster: Roster) -> [Addressed<Event>] {
        isOver = true
        return []
    }
    mutating func rosterChanged(_ roster: Roster, now: UnixMillis) -> [Addressed<Event>] { [] }
    func view(for member: PlayerID, now: UnixMillis) -> View { View(notes: memory.notes.count) }
    mutating func shiftDeadlines(by delta: Int64) {}
}
