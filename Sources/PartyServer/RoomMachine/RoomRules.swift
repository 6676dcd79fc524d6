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

    /// The rules of `config`.
    init(_ config: ServerConfig) {
        graceMillis = Int64(config.resumeGraceSeconds) * 1000
        resumeGraceSeconds = config.resumeGraceSeconds
        hostAwayMillis = Int64(config.hostAwaySeconds) * 1000
        audienceDigestFrom = config.audienceDigestFrom
        maxScreens = config.maxScreensPerRoom
        moderation = config.moderation
        wordFilter = config.wordFilter
    }
}
