import PartyCore

/// The server's settings a room's rules read (from ``ServerConfig``): fixed for the room's life,
/// so the machine needs no server to run.
struct RoomRules: Sendable {
    /// How long a dropped seat (member or moderator) waits for a resume, in milliseconds.
    var graceMillis: Int64
    /// The same, in seconds, as joins and resumes announce it (`resume_grace_seconds`).
    var resumeGraceSeconds: Int
    /// How long a disconnected host keeps the role, in milliseconds.
    var hostAwayMillis: Int64
    /// From this many audience members on, their seat changes go out as digests (``AudienceDigest``).
    var audienceDigestFrom: Int
    /// Screens a room takes.
    var maxScreens: Int
    /// The review queue's and the ban list's bounds.
    var moderation: ModerationLimits
    /// The word filter every written text goes through, at the room's `filter` level.
    var wordFilter: WordFilter
    /// Makes a new secret (a moderator invitation, a seat's token, a wheel's id): the OpenSSL
    /// CSPRNG's, never the room's seeded RNG.
    var newToken: @Sendable () -> String = Token.generate
    /// How many wheels a profile has in the store (made in any room): the cap on a profile's
    /// wheels counts them. The server's reads its store; none by default.
    var storedWheelCount: @Sendable (String) -> Int = { _ in 0 }
    /// The all-time tallies of Would You Rather questions by id, as stored (`wyr.history` shows
    /// them); nil when the store cannot be read. The server's reads its store; none by default.
    var storedWyrTallies: @Sendable (_ questionIDs: [String]) -> [String: WyrTally]? = { _ in [:] }
    /// The games `game.start` offers (``ServerConfig/games``).
    var games: GameRegistry
    /// The words and questions games play (``ServerConfig/content``).
    var content: ContentLibrary
    /// The best stored scores of `profileKeys` for a category and a mode name, by profile key
    /// (a Guess or Pass game shows them). The server's reads its store; none by default.
    var storedBestScores: @Sendable (_ profileKeys: [String], _ category: String, _ mode: String) -> [String: Int] = { _, _, _ in [:] }

    /// The rules of `config`.
    init(_ config: ServerConfig) {
        graceMillis = Int64(config.resumeGraceSeconds) * 1000
        resumeGraceSeconds = config.resumeGraceSeconds
        hostAwayMillis = Int64(config.hostAwaySeconds) * 1000
        audienceDigestFrom = config.audienceDigestFrom
        maxScreens = config.maxScreensPerRoom
        moderation = config.moderation
        wordFilter = config.wordFilter
        games = config.games
        content = config.content
    }
}
