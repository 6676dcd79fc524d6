/// What a host plans for a night: its title, when it starts and where. Pure and validated:
/// ``validated(title:place:startsAtMs:now:)`` is the only way the server makes one from a request.
public struct NightPlan: Sendable, Equatable, Codable {
    /// The title, sanitised (1–80 characters).
    public var title: String
    /// Where, sanitised; empty when not given (0–120 characters).
    public var place: String
    /// When the night starts (Unix milliseconds, UTC).
    public var startsAtMs: UnixMillis

    /// Creates a plan without checking it (restoring a stored one).
    public init(title: String, place: String, startsAtMs: UnixMillis) {
        self.title = title
        self.place = place
        self.startsAtMs = startsAtMs
    }

    /// A plan from a request's fields, checked: the title 1–80 and the place 0–120 characters
    /// after the names' sanitising (``DisplayName``), the start from `now` − 1 hour to `now` + 366 days.
    /// - Throws: `badRequest` naming `title`, `place` or `starts_at_ms`.
    public static func validated(title: String, place: String?, startsAtMs: UnixMillis,
                                 now: UnixMillis) throws(RuleViolation) -> NightPlan {
        let cleanTitle = try text(title, field: "title", limit: NightLimits.title)
        let cleanPlace = try text(place ?? "", field: "place", limit: NightLimits.place)
        guard startsAtMs >= now - NightLimits.earliestStartMillis else {
            throw .badRequest(field: "starts_at_ms", reason: "is in the past (at most one hour ago)")
        }
        guard startsAtMs <= now + NightLimits.latestStartMillis else {
            throw .badRequest(field: "starts_at_ms", reason: "is more than 366 days ahead")
        }
        return NightPlan(title: cleanTitle, place: cleanPlace, startsAtMs: startsAtMs)
    }

    /// Sanitises like a name (control characters, escapes and invisible characters dropped) and
    /// checks `limit`; an empty text passes only when `limit` allows 0 characters.
    static func text(_ raw: String, field: String, limit: TextLimit) throws(RuleViolation) -> String {
        let shown = DisplayName.withoutInvisibles(TextSanitizer.clean(raw))
        if shown.isEmpty, limit.characters.lowerBound == 0 { return "" }
        guard shown.unicodeScalars.contains(where: DisplayName.isVisible) else {
            throw .badRequest(field: field, reason: shown.isEmpty ? "must not be empty" : "must contain at least one visible character")
        }
        return try TextSanitizer.validated(shown, field: field, limit: limit)
    }
}
