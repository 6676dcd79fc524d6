/// The game a pack is for. Raw values are the wire names of `game.start`'s `game`.
public enum PackGame: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// Words for Guess or Pass.
    case guessOrPass = "guess_or_pass"
    /// Questions for Would You Rather.
    case wouldYouRather = "would_you_rather"
}
