/// One queued game of a night's playlist: which game and the options to start it with.
/// Wire form `{item_id, game, options}`.
public struct PlaylistItem: Sendable, Equatable, Codable {
    /// The item's id within its night (`i1`, `i2`, ...; never reused).
    public var itemID: String
    /// The game's wire id (one of the registry's).
    public var game: String
    /// The options as queued (``GameOptionSet``), checked by the game when queued.
    public var options: GameOptionSet

    /// Creates an item.
    public init(itemID: String, game: String, options: GameOptionSet) {
        self.itemID = itemID
        self.game = game
        self.options = options
    }

    enum CodingKeys: String, CodingKey {
        case itemID = "item_id", game, options
    }
}
