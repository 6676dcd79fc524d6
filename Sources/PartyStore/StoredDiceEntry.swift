import PartyCore

/// One roll at a room's dice table.
public struct StoredDiceEntry: Sendable, Equatable, Hashable {
    /// Room code.
    public var room: String
    /// The roller's id in the room.
    public var playerID: PlayerID
    /// The roller's display name at the time.
    public var playerName: String
    /// Face values, in dice order.
    public var values: [Int]
    /// Sum of `values`.
    public var total: Int
    /// When the roll happened.
    public var at: UnixMillis

    /// Creates a dice entry.
    public init(room: String, playerID: PlayerID, playerName: String, values: [Int], total: Int, at: UnixMillis) {
        self.room = room
        self.playerID = playerID
        self.playerName = playerName
        self.values = values
        self.total = total
        self.at = at
    }
}
