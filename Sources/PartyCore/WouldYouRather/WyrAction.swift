/// A member's Would You Rather request, already parsed and typed by the server.
public enum WyrAction: Sendable, Equatable {
    /// `wyr.vote` {choice}: players and audience; a vote may be changed until the results.
    case vote(choice: WyrChoice)
    /// `wyr.add` {a, b, category?}: a player adds a custom question to the room's deck.
    /// Parse `category` with ``WyrCategory/parse(_:field:)``.
    case add(a: String, b: String, category: WyrCategory?)
}
