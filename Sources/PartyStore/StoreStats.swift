/// Row counts printed by `partyd stats`.
public struct StoreStats: Sendable, Equatable, CustomStringConvertible {
    /// Profiles stored.
    public var profiles: Int = 0
    /// Finished Guess or Pass rounds logged.
    public var finishedRounds: Int = 0
    /// Games' store records (e.g. one per Would You Rather question with all-time votes).
    public var gameRecords: Int = 0
    /// Every game record's counters added up (e.g. all-time Would You Rather votes).
    public var gameCounterTotal: Int = 0
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
            "game_records: \(gameRecords)",
            "game_counters: \(gameCounterTotal)",
            "wheels: \(wheels)",
            "dice_entries: \(diceEntries)",
            "seed_reveals: \(seedReveals)",
            "room_snapshots: \(roomSnapshots)",
        ].joined(separator: "\n")
    }
}
