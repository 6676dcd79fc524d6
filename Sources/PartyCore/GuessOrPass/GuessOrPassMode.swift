/// How a Guess or Pass game shows the word (wire `mode` of `game.start`, default `secret`).
public enum GuessOrPassMode: String, Sendable, Equatable, Codable, CaseIterable {
    /// The word is on the clue-givers' phones and never reaches the guesser, who types guesses.
    case secret
    /// The word is on the guesser's own phone, held to the forehead for the room to read: the
    /// guesser receives `gop.card` {index, word} and may mark a card correct.
    case classic

    /// Whether the guesser of this mode may see the open card's word.
    public var guesserSeesWord: Bool { self == .classic }
}
