/// Caps on what players can add to profiles and rooms, kept in one place so that every
/// request that adds something (and the documentation) uses the same numbers. Reaching a cap
/// is refused with ``RuleViolation/limitReached(_:)`` (wire code `limit_reached`); a list
/// that is too long inside one request is a `bad_request` naming the field.
public enum ContentLimits {
    /// Most wheels one profile (token) may own; `wheel.create` beyond it gets `limit_reached`.
    public static let wheelsPerProfile = 20
    /// Allowed number of options on one wheel (`bad_request` naming `options` outside it).
    public static let optionsPerWheel = 2...64
    /// Most custom Would You Rather questions a room keeps waiting to be asked (`wyr.add`).
    public static let customQuestionsPerRoom = 100
    /// Most custom Guess or Pass words a room keeps (`gop.add`).
    public static let customWordsPerRoom = 200
    /// Most typed guesses (`gop.guess`) per card within ``guessWindowMillis``.
    public static let guessesPerCard = 5
    /// The sliding window of ``guessesPerCard``, in milliseconds.
    public static let guessWindowMillis: Int64 = 10_000

    /// Throws `limitReached` when a collection already holding `count` items may not take
    /// one more under `cap`; `what` names the items ("wheels per profile") and `remedy` says
    /// how to make room ("delete one first").
    public static func checkRoom(for count: Int, cap: Int, _ what: String, _ remedy: String) throws(RuleViolation) {
        guard count < cap else {
            throw .limitReached("at most \(cap) \(what): \(remedy)")
        }
    }
}
