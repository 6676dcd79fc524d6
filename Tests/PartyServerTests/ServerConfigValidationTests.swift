import PartyCore
import PartyServer
import Testing

/// ``ServerConfig/validate()``: each rule refuses exactly the values it names, with the message
/// `partyd` prints (and its usage exit status, 64).
@Suite("ServerConfig validation")
struct ServerConfigValidationTests {
    /// One broken rule: a change to a valid configuration and the refusal it must get.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var rule: ServerConfigError.Rule
        var message: String
        var change: @Sendable (inout ServerConfig) -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "port", rule: .port, message: "--port must be 0–65535") { $0.port = 65536 },
        Case(name: "negative port", rule: .port, message: "--port must be 0–65535") { $0.port = -1 },
        Case(name: "frame", rule: .maxFrameBytes, message: "--max-frame-bytes must be at least 256") { $0.maxFrameBytes = 255 },
        Case(name: "connections", rule: .maxConnections, message: "--max-connections must be at least 1") { $0.maxConnections = 0 },
        Case(name: "per IP", rule: .maxConnectionsPerIP, message: "--max-connections-per-ip must be at least 1") {
            $0.maxConnectionsPerIP = 0
        },
        Case(name: "rooms", rule: .maxRooms, message: "--max-rooms must be 1–165888 (half the room codes)") { $0.maxRooms = 0 },
        Case(name: "too many rooms", rule: .maxRooms, message: "--max-rooms must be 1–165888 (half the room codes)") {
            $0.maxRooms = 165_889
        },
        Case(name: "line timeout", rule: .lineTimeout, message: "--line-timeout-seconds must be at least 1") { $0.lineTimeoutSeconds = 0 },
        Case(name: "write buffer", rule: .writeBuffer, message: "--write-buffer-bytes must be at least 4096") { $0.writeBufferBytes = 4095 },
        Case(name: "write coalescing", rule: .writeCoalescing, message: "--write-coalescing-ms must be 0–100") {
            $0.writeCoalescingMilliseconds = 101
        },
        Case(name: "negative write coalescing", rule: .writeCoalescing, message: "--write-coalescing-ms must be 0–100") {
            $0.writeCoalescingMilliseconds = -1
        },
        Case(name: "resume grace", rule: .resumeGrace, message: "--resume-grace-seconds must not be negative") {
            $0.resumeGraceSeconds = -1
        },
        Case(name: "host away", rule: .hostAway, message: "--host-away-seconds must not be negative") { $0.hostAwaySeconds = -1 },
        Case(name: "night retention", rule: .nightRetention, message: "--night-retention-days must be at least 1") {
            $0.nightRetentionDays = 0
        },
        Case(name: "playlist break", rule: .playlistBreak, message: "--playlist-break-seconds must be 0–3600") {
            $0.playlistBreakSeconds = 3601
        },
        Case(name: "negative playlist break", rule: .playlistBreak, message: "--playlist-break-seconds must be 0–3600") {
            $0.playlistBreakSeconds = -1
        },
        Case(name: "rate", rule: .rateLimit, message: "--rate-limit must be positive and --rate-burst at least 1") {
            $0.requestsPerSecond = 0
        },
        Case(name: "burst", rule: .rateLimit, message: "--rate-limit must be positive and --rate-burst at least 1") {
            $0.requestBurst = 0.5
        },
        Case(name: "idle", rule: .idleTimeout, message: "--idle-timeout-seconds must be at least 1") { $0.idleTimeoutSeconds = 0 },
        Case(name: "players", rule: .roomLimits, message: "--max-players must be at least 2") { $0.roomLimits.maxPlayers = 1 },
        Case(name: "audience", rule: .roomLimits, message: "--max-players must be at least 2") { $0.roomLimits.maxAudience = -1 },
        Case(name: "screens", rule: .maxScreens, message: "--max-screens-per-room must be 0 or more") { $0.maxScreensPerRoom = -1 },
        Case(name: "review queue", rule: .moderation,
             message: "--review-queue-size, --review-per-sender and --max-bans-per-room must be at least 1") { $0.moderation.reviewPerSender = 0 },
        Case(name: "bans", rule: .moderation,
             message: "--review-queue-size, --review-per-sender and --max-bans-per-room must be at least 1") { $0.moderation.bansPerRoom = 0 },
        Case(name: "review expiry", rule: .reviewExpiry, message: "--review-expiry-seconds must be at least 10") {
            $0.moderation.reviewExpirySeconds = 9
        },
        Case(name: "TLS port", rule: .tlsPort, message: "--tls-port must be 0–65535") { $0.tlsPort = 70_000 },
        Case(name: "HTTP port", rule: .webPorts, message: "--http-port and --https-port must be 0–65535") {
            $0.web = WebConfig(httpPort: 65536)
        },
        Case(name: "HTTPS port", rule: .webPorts, message: "--http-port and --https-port must be 0–65535") {
            $0.web = WebConfig(httpPort: 8080, httpsPort: -2)
        },
        Case(name: "metrics port", rule: .metricsPort, message: "--metrics-port must be 0–65535") { $0.metricsPort = 65536 },
        Case(name: "admin port", rule: .adminPort, message: "--admin-port must be 0–65535") {
            $0.admin = AdminConfig(port: 65536, token: AdminToken("a-token-of-twenty-chars")!)
        },
        Case(name: "ping", rule: .webPing, message: "--ws-ping-seconds must be at least 1") {
            var web = WebConfig()
            web.pingIntervalSeconds = 0
            $0.web = web
        },
        Case(name: "public URL", rule: .publicURL, message: "--public-url must start with http:// or https://") {
            $0.web = WebConfig(publicURL: "party.example.org")
        },
        Case(name: "handshake", rule: .tlsHandshakeTimeout, message: "--tls-handshake-timeout-seconds must be at least 1") {
            $0.tlsHandshakeTimeoutSeconds = 0
        },
    ]

    @Test func theDefaultsAreValid() throws {
        try ServerConfig().validate()
        var withWeb = ServerConfig()
        withWeb.web = WebConfig(publicURL: "https://party.example.org")
        try withWeb.validate()
    }

    @Test(arguments: cases)
    func eachRuleRefusesItsValue(_ broken: Case) {
        var config = ServerConfig()
        broken.change(&config)
        #expect(throws: ServerConfigError(broken.rule, broken.message)) { try config.validate() }
    }

    @Test func eachRuleAcceptsItsBoundary() throws {
        var config = ServerConfig()
        config.port = 0
        config.maxFrameBytes = 256
        config.maxConnections = 1
        config.maxConnectionsPerIP = 1
        config.maxRooms = 165_888
        config.lineTimeoutSeconds = 1
        config.resumeGraceSeconds = 0
        config.hostAwaySeconds = 0
        config.nightRetentionDays = 1
        config.playlistBreakSeconds = 3600
        config.requestBurst = 1
        config.idleTimeoutSeconds = 1
        config.roomLimits = RoomLimits(maxPlayers: 2, maxAudience: 0)
        config.maxScreensPerRoom = 0
        config.tlsPort = 65535
        config.metricsPort = 0
        config.tlsHandshakeTimeoutSeconds = 1
        var web = WebConfig(httpPort: 0, httpsPort: nil, publicURL: "http://x")
        web.pingIntervalSeconds = 1
        config.web = web
        try config.validate()
    }

    @Test func aWriteBufferTooSmallForTheRoomLimitsIsRefusedWithTheBudgetsExplanation() throws {
        var config = ServerConfig()
        config.roomLimits = RoomLimits(maxPlayers: 12, maxAudience: 10_000)
        config.writeBufferBytes = 64 * 1024
        let problem = try #require(ReplyBudget.problem(maxPlayers: 12, maxAudience: 10_000, writeBufferBytes: 64 * 1024))
        #expect(throws: ServerConfigError(.replyBudget, problem)) { try config.validate() }
    }
}
