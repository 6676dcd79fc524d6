import PartyCore

/// The game a room is running: any registered ``PartyGame``, type-erased. The room opens it
/// with generic helpers (see `RoomMachine+Games.swift`), so no code switches on which game it is.
///
/// Saved rooms keep the format of the enum this replaced, `{"<saveKey>": {"_0": <game>}}`, so
/// rooms saved before the game seam still restore (and the other way round).
struct ActiveGame: Sendable, Codable {
    /// The running game's value.
    private(set) var state: any PartyGame

    /// Wraps a game.
    init(_ state: some PartyGame) { self.state = state }

    /// The wire name of the game.
    var name: String { type(of: state).id }
    /// The game's earliest pending deadline.
    var nextDeadline: UnixMillis? { state.nextDeadline }
    /// Whether the game has ended.
    var isOver: Bool { state.isOver }
    /// The player the game cannot go on without right now, if any (``PartyGame/awaited``).
    var awaited: GameWait? { state.awaited }

    /// The running game as `type`, if it is that game.
    func state<G: PartyGame>(as type: G.Type) -> G? { state as? G }

    /// Moves the game's deadlines by `delta` ms (restored after a restart).
    mutating func shiftDeadlines(by delta: Int64) {
        state = state.shifted(by: delta)
    }

    /// The `userInfo` key of the ``GameRegistry`` a decoder restores games from (default ``GameRegistry/standard``).
    static let registryKey = CodingUserInfoKey(rawValue: "partyline.games")!

    private typealias Key = StringCodingKey

    func encode(to encoder: any Encoder) throws {
        var outer = encoder.container(keyedBy: Key.self)
        var inner = outer.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: type(of: state).saveKey))
        try state.encode(into: &inner, forKey: Key(stringValue: "_0"))
    }

    init(from decoder: any Decoder) throws {
        let registry = decoder.userInfo[Self.registryKey] as? GameRegistry ?? .standard
        let outer = try decoder.container(keyedBy: Key.self)
        guard outer.allKeys.count == 1, let key = outer.allKeys.first, let game = registry.game(saveKey: key.stringValue) else {
            throw DecodingError.dataCorruptedError(forKey: outer.allKeys.first ?? Key(stringValue: ""), in: outer,
                                                   debugDescription: "not one game this server offers")
        }
        let inner = try outer.nestedContainer(keyedBy: Key.self, forKey: key)
        state = try game.decode(from: inner, forKey: Key(stringValue: "_0"))
    }
}

extension PartyGame {
    /// This game with its deadlines moved by `delta` ms.
    fileprivate func shifted(by delta: Int64) -> any PartyGame {
        var game = self
        game.shiftDeadlines(by: delta)
        return game
    }

    /// Encodes this game (as its own type) under `key`.
    fileprivate func encode<K: CodingKey>(into container: inout KeyedEncodingContainer<K>, forKey key: K) throws {
        try container.encode(self, forKey: key)
    }

    /// Decodes a game of this type from under `key`.
    fileprivate static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> any PartyGame {
        try container.decode(Self.self, forKey: key)
    }
}

/// `game.started` {game, options, by} and `game.stopped` {game, reason, totals}.
struct GameLifecycle: WireEvent {
    var game: String
    var by: PlayerID?
    var reason: String?
    /// The options in force, defaults filled in (game.started only).
    var options: (any Encodable & Sendable)?
    var started: Bool
    /// The players' room totals once the game is over (game.stopped only): every game's points,
    /// so a client shows them without asking for a snapshot.
    var totals: [RoomTotal]? = nil
    var wireType: String { started ? "game.started" : "game.stopped" }

    enum CodingKeys: String, CodingKey { case game, by, reason, options, totals }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game, forKey: .game)
        try c.encodeIfPresent(by, forKey: .by)
        try c.encodeIfPresent(reason, forKey: .reason)
        if let options { try c.encode(options, forKey: .options) }
        try c.encodeIfPresent(totals, forKey: .totals)
    }
}

/// A player's room total in `game.stopped` {totals: [{player_id, score}]}.
struct RoomTotal: Encodable, Sendable {
    var playerID: PlayerID
    var score: Int
    enum CodingKeys: String, CodingKey { case playerID = "player_id", score }
}
