/// A member's Guess or Pass request, already parsed from the wire.
public enum GuessOrPassAction: Sendable, Equatable {
    /// `gop.correct` {index}: the card was guessed (clue-givers only: the guesser never saw the word).
    case correct(index: Int)
    /// `gop.pass` {index}: the card is skipped (guesser or a clue-giver).
    case pass(index: Int)
    /// `gop.guess` {text}: the guesser types a guess for the current card.
    case guess(text: String)
}
