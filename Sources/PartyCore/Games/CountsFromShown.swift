/// An event that says when the game goes on (the next question, the next round) and that the
/// room may send a little after the game decided it: results wait for the store to commit
/// them. The room then moves the game's deadlines and the event's times by that delay, so the
/// wait people were promised (Would You Rather's 3 s of results) counts from when they see it.
public protocol CountsFromShown: Sendable {
    /// This event with its times `delay` ms later; nil when it names no time to wait for.
    func delayed(by delay: Int64) -> Self?
}

extension WyrEvent: CountsFromShown {
    /// Results with their next question `delay` ms later (nil for other events, and for the last results).
    public func delayed(by delay: Int64) -> WyrEvent? {
        guard case var .results(results) = self, let next = results.nextQuestionAtMs else { return nil }
        results.nextQuestionAtMs = next + delay
        return .results(results)
    }
}

extension GuessOrPassEvent: CountsFromShown {
    /// A round's end with its next round `delay` ms later (nil for other events, and for the last round).
    public func delayed(by delay: Int64) -> GuessOrPassEvent? {
        guard case var .roundEnded(summary) = self, let next = summary.nextRoundAtMs else { return nil }
        summary.nextRoundAtMs = next + delay
        return .roundEnded(summary)
    }
}
