/// A bank question's all-time tally is Would You Rather's store record, keyed by question id,
/// counters named as on the wire (`a_votes`, `b_votes`).
extension WyrTally: GameRecord {
    /// Filed under `would_you_rather`.
    public static var game: String { WouldYouRather.id }

    /// The tally from stored counters (missing ones are zero).
    public init(counters: [String: Int]) {
        self.init(aVotes: counters[CodingKeys.aVotes.rawValue] ?? 0, bVotes: counters[CodingKeys.bVotes.rawValue] ?? 0)
    }

    /// `a_votes` and `b_votes`.
    public var counters: [String: Int] { [CodingKeys.aVotes.rawValue: aVotes, CodingKeys.bVotes.rawValue: bVotes] }
}
