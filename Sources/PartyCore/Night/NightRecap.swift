/// What stays of a night once it has ended: served as `/n/CODE/recap.json` and drawn on the
/// recap page and card. Read-only; holds nothing a guest did not see during the night (names,
/// points, counts, the questions asked) and no token.
///
/// Wire fields: `night`, `title`, `place`, `starts_at_ms`, `standings`, `awards`, `games`,
/// `most_divided` (absent when no question had two votes), `games_played`, `rounds`,
/// `started_at_ms` (the room opened), `ended_at_ms`, `duration_ms`.
public struct NightRecap: Sendable, Equatable, Codable {
    /// The night's code.
    public var night: String
    /// The title.
    public var title: String
    /// The place (empty when none).
    public var place: String
    /// When the night was planned to start.
    public var startsAtMs: UnixMillis
    /// The final scoreboard.
    public var standings: [NightStanding]
    /// The awards won.
    public var awards: [NightAward]
    /// The games played, in order.
    public var games: [NightGamePlayed]
    /// The question the players split on most evenly.
    public var mostDivided: NightDividedQuestion?
    /// Games played.
    public var gamesPlayed: Int
    /// Rounds played over all games.
    public var rounds: Int
    /// When the room opened.
    public var startedAtMs: UnixMillis
    /// When the night ended.
    public var endedAtMs: UnixMillis
    /// How long it lasted, in ms.
    public var durationMs: Int64

    /// The recap of night `code` planned as `plan`, played as `tally`, from `startedAt` to `endedAt`.
    public init(night code: String, plan: NightPlan, tally: NightTally, startedAt: UnixMillis, endedAt: UnixMillis) {
        night = code
        title = plan.title
        place = plan.place
        startsAtMs = plan.startsAtMs
        standings = tally.standings
        awards = tally.awards
        games = tally.games
        mostDivided = tally.mostDivided
        gamesPlayed = tally.gamesPlayed
        rounds = tally.rounds
        startedAtMs = startedAt
        endedAtMs = max(endedAt, startedAt)
        durationMs = endedAtMs - startedAt
    }

    enum CodingKeys: String, CodingKey {
        case night, title, place, standings, awards, games, rounds
        case startsAtMs = "starts_at_ms", mostDivided = "most_divided", gamesPlayed = "games_played"
        case startedAtMs = "started_at_ms", endedAtMs = "ended_at_ms", durationMs = "duration_ms"
    }
}
