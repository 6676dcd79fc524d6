/// What a host plans for a night: its title, when it starts and where. Pure and validated:
/// ``validated(title:place:startsAtMs:now:)`` is the only way the server makes one from a request.
public struct NightPlan: Sendable, Equatable, Codable {
    /// The title, sanitised (1–80 characters).
    public var title: String
    /// Where, sanitised; empty when not given (0–120 characters).
    public var place: String
    /// When the night starts (Unix milliseconds, UTC).
    public var startsAtMs: UnixMillis
    /// How long it lasts, in minutes (``NightLimits/lengthMinutes``; plans stored before nights
    /// had a length read as ``NightLimits/defaultLengthMinutes``).
    public var lengthMinutes: Int

    /// When the night is planned to end (Unix milliseconds, UTC).
    public var endsAtMs: UnixMillis { startsAtMs + UnixMillis(lengthMinutes) * 60_000 }

    /// Creates a plan without checking it (restoring a stored one).
    public init(title: String, place: String, startsAtMs: UnixMillis, lengthMinutes: Int = NightLimits.defaultLengthMinutes) {
        self.title = title
        self.place = place
        self.startsAtMs = startsAtMs
        self.lengthMinutes = lengthMinutes
    }

    enum CodingKeys: String, CodingKey { case title, place, startsAtMs, lengthMinutes }

    /// Reads a stored plan; one stored without a length gets the default length.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        place = try c.decode(String.self, forKey: .place)
        startsAtMs = try c.decode(UnixMillis.self, forKey: .startsAtMs)
        lengthMinutes = try c.decodeIfPresent(Int.self, forKey: .lengthMinutes) ?? NightLimits.defaultLengthMinutes
    }

    /// A plan from a request's fields, checked: the title 1–80 and the place 0–120 characters
    /// after the names' sanitising (``DisplayName``), the start from `now` − 1 hour to `now` + 366 days,
    /// the length 15 minutes to 24 hours (default 3 hours).
    /// - Throws: `badRequest` naming `title`, `place`, `starts_at_ms` or `length_minutes`.
    public static func validated(title: String, place: String?, startsAtMs: UnixMillis, lengthMinutes: Int? = nil,
                                 now: UnixMillis) throws(RuleViolation) -> NightPlan {
        let length = lengthMinutes ?? NightLimits.defaultLengthMinutes
        guard NightLimits.lengthMinutes.contains(length) else {
            throw .badRequest(field: "length_minutes",
                              reason: "must be from \(NightLimits.lengthMinutes.lowerBound) to \(NightLimits.lengthMinutes.upperBound) minutes")
        }
        let cleanTitle = try text(title, field: "title", limit: NightLimits.title)
        let cleanPlace = try text(place ?? "", field: "place", limit: NightLimits.place)
        guard startsAtMs >= now - NightLimits.earliestStartMillis else {
            throw .badRequest(field: "starts_at_ms", reason: "is in the past (at most one hour ago)")
        }
        guard startsAtMs <= now + NightLimits.latestStartMillis else {
            throw .badRequest(field: "starts_at_ms", reason: "is more than 366 days ahead")
        }
        return NightPlan(title: cleanTitle, place: cleanPlace, startsAtMs: startsAtMs, lengthMinutes: length)
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
