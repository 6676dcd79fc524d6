/// All-time Would You Rather tallies of one question (players and audience of every room).
public struct WyrTotals: Sendable, Equatable, Hashable {
    /// Votes for option A.
    public var aVotes: Int
    /// Votes for option B.
    public var bVotes: Int

    /// Creates a tally.
    public init(aVotes: Int, bVotes: Int) {
        self.aVotes = aVotes
        self.bVotes = bVotes
    }
}
