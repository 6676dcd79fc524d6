/// The games a server offers, in the order `game.start` lists them. One registration line per
/// game in ``standard``; a server (or a test) may offer more with ``adding(_:)``.
public struct GameRegistry: Sendable {
    /// The registered games.
    public private(set) var games: [any PartyGame.Type]
    /// The game of each action type (``PartyGame/actionTypes``), for routing a request without a search.
    private var handlers: [String: Int] = [:]

    /// The games PartyLine ships.
    public static let standard = GameRegistry([
        GuessOrPass.self,
        WouldYouRather.self,
        OddOneOut.self,
        MostLikely.self,
    ])

    /// A registry of `games`. Ids, save keys and action types must be unique.
    public init(_ games: [any PartyGame.Type]) {
        self.games = []
        for game in games { register(game) }
    }

    /// This registry with `game` added.
    public func adding(_ game: any PartyGame.Type) -> GameRegistry {
        var copy = self
        copy.register(game)
        return copy
    }

    private mutating func register(_ game: any PartyGame.Type) {
        precondition(self.game(id: game.id) == nil && self.game(saveKey: game.saveKey) == nil,
                     "game \(game.id) is registered twice")
        let summary = game.wireSummary
        let types = summary.actions.map(\.type) + summary.roomRequests.map(\.type)
        precondition(Set(types).count == types.count && types.allSatisfy { !requestTypes.contains($0) },
                     "game \(game.id) claims a request type another game handles")
        for type in game.actionTypes { handlers[type] = games.count }
        games.append(game)
    }

    /// The wire names, in registration order.
    public var ids: [String] { games.map { $0.id } }

    /// Every request type some game handles.
    public var actionTypes: Set<String> { Set(handlers.keys) }

    /// Every request type some game declares: its actions and the requests the room answers for it.
    public var requestTypes: Set<String> {
        Set(games.flatMap { g in g.wireSummary.actions.map(\.type) + g.wireSummary.roomRequests.map(\.type) })
    }

    /// The games' wires as data, in registration order (``PartyGame/wireSummary``).
    public var wires: [GameWireSummary] { games.map { $0.wireSummary } }

    /// The game named `id` on the wire.
    public func game(id: String) -> (any PartyGame.Type)? { games.first { $0.id == id } }

    /// The game a saved room filed under `saveKey`.
    public func game(saveKey: String) -> (any PartyGame.Type)? { games.first { $0.saveKey == saveKey } }

    /// The game that handles request type `type`.
    public func game(handling type: String) -> (any PartyGame.Type)? { handlers[type].map { games[$0] } }

    /// The game that answers memory request `type` (``GameMemoryRequest``).
    public func game(answeringMemoryRequest type: String) -> (any PartyGame.Type)? {
        games.first { $0.memoryRequestTypes.contains(type) }
    }
}
