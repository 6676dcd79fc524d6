/// Where an Odd One Out round stands. Raw values are the wire `phase` of the game's view.
public enum OddOneOutPhase: String, Sendable, Equatable, Codable {
    /// Players give one clue each.
    case clues
    /// Players vote for the one they think has the odd word.
    case voting
    /// The odd one and both words are shown; the next round follows.
    case reveal
    /// The game has ended.
    case over
}
