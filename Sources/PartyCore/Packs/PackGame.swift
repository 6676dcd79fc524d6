/// The game a pack is for. Raw values are the wire names of `game.start`'s `game`.
public enum PackGame: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// Words for Guess or Pass.
    case guessOrPass = "guess_or_pass"
    /// Questions for Would You Rather.
    case wouldYouRather = "would_you_rather"
    /// Prompts for Most Likely To (a prompt pack: ``PackPrompt`` items).
    case mostLikely = "most_likely"

    /// Whether its packs hold prompts (``PackPrompt``): every game but Guess or Pass (words) and
    /// Would You Rather (questions). A prompt pack's category is the game's to know.
    public var takesPrompts: Bool { self != .guessOrPass && self != .wouldYouRather }
}
