/// Row counts printed by `partyd stats`.
public struct StoreStats: Sendable, Equatable, CustomStringConvertible {
    /// Profiles stored.
    public var profiles: Int = 0
    /// Finished Guess or Pass rounds logged.
    public var finishedRounds: Int = 0
    /// Questions with all-time tallies.
    public var wyrQuestions: Int = 0
    /// All-time Would You Rather votes (A plus B, every question).
    public var wyrVotes: Int = 0
    /// Wheels saved.
    public var wheels: Int = 0
    /// Dice history entries.
    public var diceEntries: Int = 0
    /// Revealed seeds.
    public var seedReveals: Int = 0
    /// Room snapshots waiting to be restored.
    public var roomSnapshots: Int = 0

    /// All zeros.
    public init() {}

    /// One `name: count` line per counter.
    public var description: String {
        [
            "profiles: \(profiles)",
            "finished_rounds: \(finishedRounds)",
            "wyr_questions: \(wyrQuestions)",
            "wyr_votes: \(wyrVotes)",
            "wheels: \(wheels)",
            "dice_entries: \(diceEntries)",
            "seed_reveals: \(seedReveals)",
            "room_snapshots: \(roomSnapshots)",
        ].joined(separator: "\n")
    }
}
