import PartyCore

/// A test-only game registered through the game seam (``PartyGame``), to prove that a game is
/// one type plus one registration line: players flip a coin (`race.flip`); heads scores; the
/// first to `target` heads wins, or the leader when `seconds` run out.
struct CoinRace: PartyGame {
    /// `game.start` options: `target` heads (1–10, default 3), `seconds` (1–600, default 60).
    struct Options: Codable, Sendable, Equatable {
        var target: Int
        var seconds: Int
    }

    /// A player's move.
    enum Action: Sendable { case flip }

    /// `race.flipped` {player_id, heads, score} and `race.finished` {winner}.
    enum Event: NamedEvent, Equatable {
        case flipped(player: PlayerID, heads: Bool, score: Int)
        case finished(winner: PlayerID?)

        var wireType: String {
            switch self {
            case .flipped: "race.flipped"
            case .finished: "race.finished"
            }
        }

        enum CodingKeys: String, CodingKey { case player_id, heads, score, winner }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case let .flipped(player, heads, score):
                try c.encode(player, forKey: .player_id)
                try c.encode(heads, forKey: .heads)
                try c.encode(score, forKey: .score)
            case let .finished(winner):
                try c.encode(winner, forKey: .winner)
            }
        }
    }

    /// The snapshot's `game`: {game, target, scores, ends_at_ms}.
    struct View: Encodable, Sendable {
        var game = CoinRace.id
        var target: Int
        var scores: [PlayerID: Int]
        var ends_at_ms: UnixMillis?
    }

    static let id = "coin_race"
    static let displayName = "Coin Race"
    /// `target` and `seconds`; `race.flip`; `race.flipped` and `race.finished`.
    static let wire = GameWire<CoinRace>(
        options: [.optional("target", .integer(1...10)), .optional("seconds", .integer(1...600))],
        makeOptions: { a, _ in Options(target: a.optionalInt("target") ?? 3, seconds: a.optionalInt("seconds") ?? 60) },
        actions: [GameActionDeclaration("race.flip") { _ in .flip }],
        events: [
            WireEventShape("race.flipped", [.required("player_id", .player), .required("heads", .boolean), .required("score", .count)],
                           to: "everyone"),
            WireEventShape("race.finished", [.optional("winner", .player)], to: "everyone"),
        ])
    /// The race's length: scaled by the room's `timer_scale` with no code of its own.
    static var timerOptions: [WritableKeyPath<Options, Int>] { [\.seconds] }

    var options: Options
    var scores: [PlayerID: Int] = [:]
    var endsAt: UnixMillis?
    var isOver = false

    static func begin(options: Options, memory: GameNoMemory, setup: GameSetup,
                      rng: inout some RandomSource) throws(RuleViolation) -> (CoinRace, [Addressed<Event>]) {
        guard !setup.roster.connectedPlayerIDs.isEmpty else { throw .wrongPhase("Coin Race needs a player") }
        return (CoinRace(options: options, endsAt: setup.now + Int64(options.seconds) * 1000), [])
    }

    var announcedOptions: Options { options }
    var nextDeadline: UnixMillis? { isOver ? nil : endsAt }

    mutating func apply(_ action: Action, by member: PlayerID, roster: Roster, now: UnixMillis,
                        rng: inout some RandomSource) throws(RuleViolation) -> [Addressed<Event>] {
        guard roster.entry(member)?.role == .player else { throw .notAllowed("the audience watches Coin Race") }
        guard !isOver, let end = endsAt, now < end else { throw .wrongPhase("the race is over") }
        let heads = rng.uniform(below: 2) == 1
        let score = (scores[member] ?? 0) + (heads ? 1 : 0)
        scores[member] = score
        var events = [Addressed(.everyone, Event.flipped(player: member, heads: heads, score: score))]
        if score >= options.target { events += finish(winner: member) }
        return events
    }

    mutating func advance(now: UnixMillis, roster: Roster, rng: inout some RandomSource) -> [Addressed<Event>] {
        guard !isOver, let end = endsAt, end <= now else { return [] }
        let leader = scores.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        return finish(winner: leader)
    }

    mutating func stop(now: UnixMillis, roster: Roster) -> [Addressed<Event>] {
        isOver ? [] : finish(winner: nil)
    }

    mutating func rosterChanged(_ roster: Roster, now: UnixMillis) -> [Addressed<Event>] { [] }

    func view(for member: PlayerID, now: UnixMillis) -> View {
        View(target: options.target, scores: scores, ends_at_ms: nextDeadline)
    }

    mutating func shiftDeadlines(by delta: Int64) {
        if let end = endsAt { endsAt = end + delta }
    }

    private mutating func finish(winner: PlayerID?) -> [Addressed<Event>] {
        isOver = true
        return [Addressed(.everyone, .finished(winner: winner))]
    }
}
