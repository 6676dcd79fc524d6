/// Most Likely To: each round puts one prompt to the room ("Who is most likely to …?") and
/// every player votes, in secret, for another player. The round ends when every connected
/// player has voted or the time is up; the tally (never who voted for whom) names the player
/// or players with the most votes. Each voter who named one of them scores a night point.
///
/// A pure value type behind ``PartyGame`` (`MostLikely+PartyGame.swift`); the rules are in
/// `MostLikely+Flow.swift`, the wire in `MostLikely+Wire.swift`. Prompts come from the packs of
/// the room's language (`Packs/<lang>/ml-<category>.json`) and the host's own (`ml.add`,
/// kept in ``MostLikelyMemory`` between games).
public struct MostLikely: Sendable, Equatable, Codable {
    /// The options in force.
    public internal(set) var options: MostLikelyOptions
    /// One prompt per round, planned at the start.
    public internal(set) var prompts: [MostLikelyPrompt]
    /// The phase.
    public internal(set) var phase: MostLikelyPhase = .voting
    /// The round number, from 1.
    public internal(set) var round = 0
    /// When the running phase ends.
    public internal(set) var endsAt: UnixMillis?
    /// The players who vote (and may be voted for) this round, in roster order.
    public internal(set) var players: [PlayerID] = []
    /// This round's secret ballots: voter → the player they named.
    var votes: [PlayerID: PlayerID] = [:]
    /// How many rounds each player came out on top (ties included).
    public internal(set) var timesMost: [PlayerID: Int] = [:]
    /// The names of everyone who played a round, for the standings.
    var names: [PlayerID: String] = [:]
    /// The last round's results, while they show.
    public internal(set) var lastResults: MostLikelyResults?
    /// What the room keeps for the next game: the host's prompts and the prompts already asked.
    public internal(set) var memory: MostLikelyMemory

    /// Fewest connected players for a round (with two, each could only name the other).
    public static let minPlayers = 3

    /// The current prompt (nil before the first round).
    public var prompt: MostLikelyPrompt? { prompts.indices.contains(round - 1) ? prompts[round - 1] : nil }
}
