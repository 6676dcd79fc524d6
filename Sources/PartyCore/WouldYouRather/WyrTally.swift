/// Vote counts for the two options. Encodes as `{"a_votes": n, "b_votes": n}`.
public struct WyrTally: Sendable, Equatable, Hashable, Codable {
    /// Votes for option a.
    public var aVotes: Int
    /// Votes for option b.
    public var bVotes: Int

    /// No votes.
    public static let zero = WyrTally(aVotes: 0, bVotes: 0)

    /// Creates a tally.
    public init(aVotes: Int = 0, bVotes: Int = 0) {
        self.aVotes = aVotes
        self.bVotes = bVotes
    }

    /// Counts `choices`.
    public init<S: Sequence>(counting choices: S) where S.Element == WyrChoice {
        var tally = WyrTally.zero
        for choice in choices { tally.add(choice) }
        self = tally
    }

    /// All votes.
    public var total: Int { aVotes + bVotes }

    /// Adds one vote.
    public mutating func add(_ choice: WyrChoice) {
        switch choice {
        case .a: aVotes += 1
        case .b: bVotes += 1
        }
    }

    /// The sum of two tallies.
    public static func + (lhs: WyrTally, rhs: WyrTally) -> WyrTally {
        WyrTally(aVotes: lhs.aVotes + rhs.aVotes, bVotes: lhs.bVotes + rhs.bVotes)
    }

    /// Integer percentages for a and b; see ``WyrTally/percentages(a:b:)`` for the rule.
    public var percentages: (a: Int, b: Int) { Self.percentages(a: aVotes, b: bVotes) }

    /// Integer percentages by the largest-remainder rule.
    ///
    /// With `t = a + b > 0`: each side first gets `floor(100 * votes / t)`. The points still
    /// missing to reach 100 (at most one with two sides) go to the side with the larger
    /// remainder `100 * votes mod t`; on equal remainders option **a** gets the extra point.
    /// The two results always sum to 100 and each is within 1 of the exact percentage.
    /// With no votes (`t == 0`) both are 0: the rule never divides by zero.
    public static func percentages(a: Int, b: Int) -> (a: Int, b: Int) {
        let total = a + b
        guard total > 0 else { return (0, 0) }
        var pa = 100 * a / total
        var pb = 100 * b / total
        let missing = 100 - pa - pb
        if missing > 0 {
            if (100 * a) % total >= (100 * b) % total { pa += missing } else { pb += missing }
        }
        return (pa, pb)
    }

    enum CodingKeys: String, CodingKey {
        case aVotes = "a_votes"
        case bVotes = "b_votes"
    }
}
