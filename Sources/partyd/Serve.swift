import ArgumentParser
import Logging
import PartyServer

/// `partyd serve` (the default): run the server until SIGINT/SIGTERM.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the server (default).")

    @OptionGroup var common: CommonOptions

    @Option(help: "Address to listen on.")
    var host = "0.0.0.0"

    @Option(help: "Plain TCP port (JSON lines or text mode).")
    var port = 7777

    @Option(help: "Largest accepted line in bytes; longer lines get frame_too_large and a close.")
    var maxFrameBytes = 64 * 1024

    @Option(help: "Most simultaneous connections.")
    var maxConnections = 10_000

    @Option(help: "Per-connection write buffer in bytes; a client that lets it overflow is disconnected.")
    var writeBufferBytes = 1 << 20

    @Option(help: "Seconds a dropped player keeps their seat for room.resume.")
    var resumeGraceSeconds = 120

    @Option(help: "Sustained requests per second per connection.")
    var rateLimit = 50.0

    @Option(help: "Request burst per connection before rate_limited.")
    var rateBurst = 100.0

    @Option(help: "Seconds without any line from a client before it is disconnected.")
    var idleTimeoutSeconds = 900

    @Option(help: "Most players per room.")
    var maxPlayers = 12

    @Option(help: "Most audience members per room.")
    var maxAudience = 100

    @Option(help: "Seed for reproducible non-secret randomness (room codes, shuffles).")
    var seed: UInt64?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0–65535") }
        guard maxFrameBytes >= 256 else { throw ValidationError("--max-frame-bytes must be at least 256") }
        guard maxConnections >= 1 else { throw ValidationError("--max-connections must be at least 1") }
        guard writeBufferBytes >= 4096 else { throw ValidationError("--write-buffer-bytes must be at least 4096") }
        guard resumeGraceSeconds >= 0 else { throw ValidationError("--resume-grace-seconds must not be negative") }
        guard rateLimit > 0, rateBurst >= 1 else { throw ValidationError("--rate-limit must be positive and --rate-burst at least 1") }
        guard idleTimeoutSeconds >= 1 else { throw ValidationError("--idle-timeout-seconds must be at least 1") }
        guard maxPlayers >= 2, maxAudience >= 0 else { throw ValidationError("--max-players must be at least 2") }
    }

    func run() throws {
        let logger = common.bootstrapLogging()
        var config = ServerConfig()
        config.host = host
        config.port = port
        config.maxFrameBytes = maxFrameBytes
        config.maxConnections = maxConnections
        config.writeBufferBytes = writeBufferBytes
        config.resumeGraceSeconds = resumeGraceSeconds
        config.requestsPerSecond = rateLimit
        config.requestBurst = rateBurst
        config.idleTimeoutSeconds = idleTimeoutSeconds
        config.roomLimits = .init(maxPlayers: maxPlayers, maxAudience: maxAudience)
        config.seed = seed
        let server = GameServer(config: config, logger: logger)
        try server.start()
        server.runUntilSignalled()
    }
}
