/// Where a Most Likely To round stands. Raw values are the wire `phase` of the game's view.
public enum MostLikelyPhase: String, Sendable, Equatable, Codable {
    /// A prompt is up; players vote.
    case voting
    /// The tally shows; the next round follows after a break.
    case results
    /// The game has ended.
    case over
}
