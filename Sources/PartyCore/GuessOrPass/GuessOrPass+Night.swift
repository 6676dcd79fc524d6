extension GuessOrPass {
    /// A finished round is a round played, and each card guessed in it a night point (and a
    /// card for `best_guesser`) to its guesser.
    public static func nightNotes(for event: GuessOrPassEvent) -> [NightNote] {
        guard case let .roundEnded(summary) = event else { return [] }
        let guesser = summary.finished.guesser
        let score = summary.finished.score
        guard score > 0 else { return [.round] }
        return [.round, .points(player: guesser, count: score), .guessed(player: guesser, count: score)]
    }
}
