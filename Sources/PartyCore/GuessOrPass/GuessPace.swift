/// The pace limit on a guesser's typed guesses: at most ``ContentLimits/guessesPerCard``
/// guesses per card within any ``ContentLimits/guessWindowMillis`` (a sliding window), so a
/// script that types every word of the bank resolves cards far slower than people playing.
/// A new card starts with a fresh allowance.
public struct GuessPace: Sendable, Equatable, Codable {
    /// The round and card index the times belong to.
    var round = 0
    var card = -1
    /// When the counted guesses on that card were made, oldest first (at most the allowance).
    var times: [UnixMillis] = []

    /// Creates an empty pace (no guesses yet).
    public init() {}

    /// Counts a guess on card `card` of round `round` at `now`, or refuses it.
    /// - Throws: `.rateLimited` saying in how many seconds the next guess is allowed.
    public mutating func admit(round: Int, card: Int, now: UnixMillis) throws(RuleViolation) {
        if round != self.round || card != self.card {
            self = GuessPace()
            self.round = round
            self.card = card
        }
        let window = ContentLimits.guessWindowMillis
        times.removeAll { $0 + window <= now }
        guard times.count < ContentLimits.guessesPerCard else {
            let wait = times[0] + window - now
            let seconds = (wait + 999) / 1000
            throw .rateLimited("too many guesses for this card: try again in \(seconds) s "
                               + "(at most \(ContentLimits.guessesPerCard) guesses per card in \(window / 1000) s)")
        }
        times.append(now)
    }
}
