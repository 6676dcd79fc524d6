/// The limits of a game night, in one place (see `Protocol/PROTOCOL.md`, "Game nights").
public enum NightLimits {
    /// A night's title: 1–80 characters, sanitised like names.
    public static let title = TextLimit(characters: 1...80)
    /// A night's place: 0–120 characters, sanitised like names (empty means none).
    public static let place = TextLimit(characters: 0...120)
    /// Most items a night's playlist holds (queued, not yet played).
    public static let playlistItems = 50
    /// Most RSVPs one night keeps (a new name past it gets `limit_reached`; a known name may still change its answer).
    public static let rsvps = 200
    /// Most lines of a night's scoreboard (and its recap's standings): the best ones.
    public static let standings = 200
    /// How far in the past a night may start: one hour.
    public static let earliestStartMillis: Int64 = 3_600_000
    /// How far ahead a night may start: 366 days.
    public static let latestStartMillis: Int64 = 366 * 86_400_000
    /// How long a night lasts (its calendar event's `DTEND`), in minutes: 15 minutes to 24 hours.
    public static let lengthMinutes = 15...1440
    /// A night's length when the host gives none: 3 hours.
    public static let defaultLengthMinutes = 180
}
