/// A player's id inside a room: a short opaque string such as `"p3"`, unique within the room.
public typealias PlayerID = String

/// Milliseconds since the Unix epoch. The core never reads a clock: callers pass `now`.
public typealias UnixMillis = Int64

/// A member's role in a room.
public enum Role: String, Sendable, Codable, CaseIterable {
    /// Plays the games: guesses, votes, takes dice turns.
    case player
    /// Watches; may vote in Would You Rather (counted separately) and use the randomizers.
    case audience
}
