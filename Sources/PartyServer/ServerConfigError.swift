/// Why ``ServerConfig/validate()`` refuses a configuration: the rule broken and a message that
/// names the `partyd` flag setting it (the flags are the configuration's public face).
public struct ServerConfigError: Error, Equatable, CustomStringConvertible {
    /// The rules a configuration must keep, one per setting (or pair of settings).
    public enum Rule: Sendable, Equatable {
        /// `port`: 0–65535.
        case port
        /// `maxFrameBytes`: at least 256.
        case maxFrameBytes
        /// `maxConnections`: at least 1.
        case maxConnections
        /// `maxConnectionsPerIP`: at least 1.
        case maxConnectionsPerIP
        /// `maxRooms`: 1–165,888 (half the room codes) when set.
        case maxRooms
        /// `lineTimeoutSeconds`: at least 1.
        case lineTimeout
        /// `writeBufferBytes`: at least 4096.
        case writeBuffer
        /// `writeCoalescingMilliseconds`: 0–100.
        case writeCoalescing
        /// `resumeGraceSeconds`: not negative.
        case resumeGrace
        /// `hostAwaySeconds`: not negative.
        case hostAway
        /// `nightRetentionDays`: at least 1.
        case nightRetention
        /// `playlistBreakSeconds`: 0–3600.
        case playlistBreak
        /// `requestsPerSecond` positive and `requestBurst` at least 1.
        case rateLimit
        /// `idleTimeoutSeconds`: at least 1.
        case idleTimeout
        /// `roomLimits`: at least two players, no negative audience.
        case roomLimits
        /// `maxScreensPerRoom`: 0 or more.
        case maxScreens
        /// `moderation`'s review queue sizes and ban limit: at least 1 each.
        case moderation
        /// `moderation.reviewExpirySeconds`: at least 10.
        case reviewExpiry
        /// The write buffer holds the largest reply or snapshot the room limits allow (``ReplyBudget``).
        case replyBudget
        /// `tlsPort`: 0–65535.
        case tlsPort
        /// `web`'s HTTP and HTTPS ports: 0–65535.
        case webPorts
        /// `metricsPort`: 0–65535 when set.
        case metricsPort
        /// `admin`'s port: 0–65535 when set.
        case adminPort
        /// `web`'s ping interval: at least 1 second.
        case webPing
        /// `web`'s public URL: starts with `http://` or `https://`.
        case publicURL
        /// `tlsHandshakeTimeoutSeconds`: at least 1.
        case tlsHandshakeTimeout
    }

    /// The rule broken.
    public let rule: Rule
    /// What to change, naming the flag (e.g. `--port must be 0–65535`).
    public let description: String

    /// A refusal of `rule`, explained by `description`.
    public init(_ rule: Rule, _ description: String) {
        self.rule = rule
        self.description = description
    }
}
