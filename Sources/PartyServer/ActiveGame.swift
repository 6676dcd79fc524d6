import PartyCore

/// The game a room is running.
enum ActiveGame: Sendable, Codable {
    /// Guess or Pass.
    case guessOrPass(GuessOrPass)
    /// Would You Rather.
    case wouldYouRather(WouldYouRather)

    /// The wire name of the game.
    var name: String {
        switch self {
        case .guessOrPass: "guess_or_pass"
        case .wouldYouRather: "would_you_rather"
        }
    }

    var nextDeadline: UnixMillis? {
        switch self {
        case let .guessOrPass(g): g.nextDeadline
        case let .wouldYouRather(g): g.nextDeadline
        }
    }

    var isOver: Bool {
        switch self {
        case let .guessOrPass(g): g.isOver
        case let .wouldYouRather(g): g.isOver
        }
    }
}

extension GuessOrPassEvent: WireEvent {}
extension WyrEvent: WireEvent {}

/// `game.started` {game, options, by} and `game.stopped` {game, reason}.
struct GameLifecycle: WireEvent {
    var game: String
    var by: PlayerID?
    var reason: String?
    /// The options in force, defaults filled in (game.started only).
    var options: (any Encodable & Sendable)?
    var started: Bool
    var wireType: String { started ? "game.started" : "game.stopped" }

    enum CodingKeys: String, CodingKey { case game, by, reason, options }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game, forKey: .game)
        try c.encodeIfPresent(by, forKey: .by)
        try c.encodeIfPresent(reason, forKey: .reason)
        if let options { try c.encode(options, forKey: .options) }
    }
}
