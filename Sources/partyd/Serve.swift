import ArgumentParser
import Foundation
import Logging
import PartyCluster
import PartyCore
import PartyServer
import PartyStore
import PartyTransport

/// `partyd serve` (the default): run the server until SIGINT/SIGTERM.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the server (default).")

    @OptionGroup var common: CommonOptions

    @OptionGroup var admin: AdminOptions

    @Option(help: "Address to listen on.")
    var host = "0.0.0.0"

    @Option(help: "Plain TCP port (JSON lines or text mode).")
    var port = 7777

    @Option(help: "TLS port, served when --tls-cert/--tls-key or --tls-self-signed is given.")
    var tlsPort = 7778

    @Option(help: "PEM certificate (chain) for the TLS port.")
    var tlsCert: String?

    @Option(help: "PEM private key for the TLS port.")
    var tlsKey: String?

    @Flag(help: "Serve TLS with an ephemeral self-signed certificate for localhost (development only).")
    var tlsSelfSigned = false

    @Flag(help: "HTTPS at home in one step: a certificate authority of this server (kept in <data-dir>/https-local) signs a certificate for its LAN address; phones trust it once from http://HOST:8080/trust.")
    var httpsLocal = false

    @Option(help: "Seconds a TLS client may take to finish its handshake.")
    var tlsHandshakeTimeoutSeconds = 10

    @Option(help: "HTTP port for browsers: the web client, /ws (WebSocket), /health, /qr/CODE.svg; 0 turns browsers off (HTTP and HTTPS).")
    var httpPort = 8080

    @Option(help: "HTTPS port (same certificate as the TLS port), served when TLS is configured; 0 turns it off.")
    var httpsPort = 8443

    @Option(help: "Comma-separated page origins allowed to open /ws besides the server's own (e.g. https://games.example.org; * for any).")
    var allowedOrigins: String?

    @Option(help: "Comma-separated host names HTTP requests may carry besides localhost, this machine's name and --public-url's host (.example.org adds subdomains; * any); others get 421. IP addresses are always served.")
    var allowedHosts: String?

    @Option(help: "Port for Prometheus /metrics (off unless given; 0 picks a free port). Never on the players' ports.")
    var metricsPort: Int?

    @Option(help: "Address the --metrics-port listener binds.")
    var metricsHost = "127.0.0.1"

    @Option(help: "The URL players open from outside (behind a proxy), for join links and QR codes; default: http://<LAN address>:<http-port>.")
    var publicURL: String?

    @Option(help: "Serve the web client from this folder, read at each request, instead of the embedded build (development: --web-dir clients/web serves the unbundled modules).")
    var webDir: String?

    @Option(help: "Seconds between pings to a silent WebSocket; a socket that misses one is dropped after the next.")
    var wsPingSeconds = 30

    @Flag(help: .hidden)
    var wsEcho = false

    @Option(help: "Folder for partyline.sqlite (created if missing; default $PARTYLINE_DATA_DIR, else ./data).")
    var dataDir = defaultDataDir()

    @Option(help: "Largest accepted line in bytes; longer lines get frame_too_large and a close.")
    var maxFrameBytes = 64 * 1024

    @Option(help: "Most simultaneous connections.")
    var maxConnections = 10_000

    @Option(help: "How the event loops learn a socket is ready: epoll (one epoll instance per loop, woken by a Dispatch source; the default, else $PARTYLINE_READINESS), thread (each loop's own thread blocks in epoll_wait and serves ready sockets inline) or dispatch (a Dispatch source per socket: the older path, kept for comparison).")
    var readiness: String?

    @Option(help: "Most simultaneous connections from one IP address; more get too_many_connections.")
    var maxConnectionsPerIp = 256

    @Option(help: "Most live rooms (default: --max-connections); room.create beyond it gets server_busy.")
    var maxRooms: Int?

    @Option(help: "Seconds a started line may take to end with a newline before line_timeout and a close.")
    var lineTimeoutSeconds = 30

    @Option(help: "Per-connection write buffer in bytes; a client that lets it overflow is disconnected.")
    var writeBufferBytes = 1 << 20

    @Option(help: "Seconds a dropped player keeps their seat for room.resume.")
    var resumeGraceSeconds = 120

    @Option(help: "Seconds a disconnected host keeps the host role before it passes to the longest-seated connected player.")
    var hostAwaySeconds = 30

    @Option(help: "Days a game night (its page, RSVPs and recap) is kept after it ends.")
    var nightRetentionDays = 30

    @Option(help: "Seconds between two games of a night's playlist when the host turned auto-advance on.")
    var playlistBreakSeconds = 15

    @Option(help: "Sustained requests per second per connection.")
    var rateLimit = 50.0

    @Option(help: "Request burst per connection before rate_limited.")
    var rateBurst = 100.0

    @Option(help: "Seconds a connection without a room seat may stay silent before it is disconnected.")
    var idleTimeoutSeconds = 900

    @Option(help: "Most players per room.")
    var maxPlayers = 12

    @Option(help: "Most audience members per room.")
    var maxAudience = 100

    @Option(help: "Most screens (TVs: room.join with role screen) per room.")
    var maxScreensPerRoom = 4

    @Option(help: "Most items a room holds for review at once (past it: limit_reached).")
    var reviewQueueSize = 200

    @Option(help: "Most items one sender may have waiting for review at once (past it: rate_limited).")
    var reviewPerSender = 3

    @Option(help: "Seconds an item waits for review before it expires (its sender gets mod.rejected).")
    var reviewExpirySeconds = 600

    @Option(help: "Most bans a room keeps (past it: limit_reached).")
    var maxBansPerRoom = 500

    @Option(help: "Seed for reproducible non-secret randomness (room codes, shuffles).")
    var seed: UInt64?

    @Option(help: "PostgreSQL instead of SQLite: postgres://USER[:PASSWORD]@HOST[:PORT]/DB (default $PARTYLINE_DATABASE; --data-dir is then unused).")
    var database: String?

    @Flag(help: "Run as one node of a cluster sharing --database: rooms are placed on the node that opens them, any node serves any player.")
    var cluster = false

    @Option(help: "Port other nodes relay members to (cluster mode; 0 picks a free port).")
    var clusterPort = 7790

    @Option(help: "Host other nodes reach this node's --cluster-port at (default: this machine's LAN address, else 127.0.0.1).")
    var nodeAddress: String?

    @Option(help: "This node's name in logs (default: the host name).")
    var nodeName: String?

    @Option(help: "Seconds without a heartbeat after which a node's rooms are taken over by another node.")
    var nodeTimeout = 10

    @Option(help: "Folder of extra content pack files (*.json, subfolders too) loaded at start; a bad file stops the start, naming file and line.")
    var packs: String?

    @Option(help: "Word list added to the shipped word filter: one term per line, # comments, 'strict: TERM' for a term blocked at strict only; a bad line stops the start, naming file and line.")
    var filterWords: String?

    /// The server's own rules are ``ServerConfig/validate()``'s; here only the flags that never
    /// reach a ``ServerConfig`` (certificate pairs, the cluster's options) are checked.
    func validate() throws {
        do { try makeConfig().validate() } catch { throw ValidationError(error.description) }
        if let readiness, EventLoop.Readiness(rawValue: readiness) == nil {
            throw ValidationError("--readiness must be epoll, thread or dispatch")
        }
        if (tlsCert == nil) != (tlsKey == nil) { throw ValidationError("--tls-cert and --tls-key go together") }
        if tlsSelfSigned && tlsCert != nil { throw ValidationError("--tls-self-signed and --tls-cert exclude each other") }
        if httpsLocal && (tlsSelfSigned || tlsCert != nil) { throw ValidationError("--https-local makes its own certificate: drop --tls-cert/--tls-self-signed") }
        if cluster && effectiveDatabase == nil { throw ValidationError("--cluster needs --database (or PARTYLINE_DATABASE): the nodes share one PostgreSQL") }
        guard (0...65535).contains(clusterPort) else { throw ValidationError("--cluster-port must be 0–65535") }
        guard (2...3600).contains(nodeTimeout) else { throw ValidationError("--node-timeout must be 2–3600 seconds") }
    }

    func run() throws {
        let logger = common.bootstrapLogging()
        var config = makeConfig()
        let console = try admin.config()
        config.admin = console?.0
        let generated = console?.1 == .generated ? console?.0.token : nil
        do {
            let added = try config.loadPacks(from: packs)
            if let packs { logger.info("content packs loaded", metadata: ["packs.dir": "\(packs)", "packs.count": "\(added)"]) }
        } catch {
            throw StartupError(message: "content packs refused (nothing was started):\n\(error.description)")
        }
        do {
            let added = try config.loadFilterWords(from: filterWords)
            if let filterWords { logger.info("filter words loaded", metadata: ["filter.file": "\(filterWords)", "filter.terms": "\(added)"]) }
        } catch {
            throw StartupError(message: "filter words refused (nothing was started):\n\(error.description)")
        }
        if let database = effectiveDatabase {
            try ClusterLaunch(database: database, cluster: clusterOptions(), clusterPort: clusterPort, generatedToken: generated)
                .run(config: config, logger: logger)
        }
        // One server per data folder: held until the process ends.
        let lock: DataDirLock
        do { lock = try DataDirLock(directory: URL(fileURLWithPath: dataDir, isDirectory: true)) } catch {
            throw StartupError(message: error.description)
        }
        try applyHTTPSAtHome(to: &config, logger: logger)
        let store = try openStore(dataDir)
        let server = GameServer(config: config, logger: logger, store: store)
        do { try server.start() } catch {
            store.close()
            throw error
        }
        if let generated { announceGeneratedToken(generated, server: server, host: admin.adminHost) }
        withExtendedLifetime(lock) { server.runUntilSignalled() }
    }

    /// The server's configuration from the flags (content packs are loaded by ``run()``).
    func makeConfig() -> ServerConfig {
        var config = ServerConfig()
        config.host = host
        config.port = port
        config.maxFrameBytes = maxFrameBytes
        config.maxConnections = maxConnections
        config.maxConnectionsPerIP = maxConnectionsPerIp
        config.readiness = readiness.flatMap(EventLoop.Readiness.init(rawValue:))
        config.maxRooms = maxRooms
        config.lineTimeoutSeconds = lineTimeoutSeconds
        config.writeBufferBytes = writeBufferBytes
        config.resumeGraceSeconds = resumeGraceSeconds
        config.hostAwaySeconds = hostAwaySeconds
        config.nightRetentionDays = nightRetentionDays
        config.playlistBreakSeconds = playlistBreakSeconds
        config.requestsPerSecond = rateLimit
        config.requestBurst = rateBurst
        config.idleTimeoutSeconds = idleTimeoutSeconds
        config.roomLimits = .init(maxPlayers: maxPlayers, maxAudience: maxAudience)
        config.maxScreensPerRoom = maxScreensPerRoom
        config.moderation = ModerationLimits(reviewPerRoom: reviewQueueSize, reviewPerSender: reviewPerSender,
                                             reviewExpirySeconds: reviewExpirySeconds, bansPerRoom: maxBansPerRoom)
        config.seed = seed
        config.tlsPort = tlsPort
        config.tlsHandshakeTimeoutSeconds = tlsHandshakeTimeoutSeconds
        config.metricsPort = metricsPort
        config.metricsHost = metricsHost
        if let tlsCert, let tlsKey { config.tls = .files(certificate: tlsCert, key: tlsKey) }
        if tlsSelfSigned { config.tls = .selfSigned }
        if httpPort != 0 {
            var web = WebConfig(httpPort: httpPort, httpsPort: httpsPort == 0 ? nil : httpsPort, publicURL: publicURL,
                                allowedOrigins: allowedOrigins.map(Self.list))
            web.allowedHosts = allowedHosts.map(Self.list) ?? []
            web.pingIntervalSeconds = wsPingSeconds
            web.echoEndpoint = wsEcho
            web.webFolder = webDir
            config.web = web
        }
        return config
    }

    /// A comma-separated option's items, trimmed, empty ones dropped.
    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `--database`, else `$PARTYLINE_DATABASE` (empty means unset).
    var effectiveDatabase: String? {
        if let database, !database.isEmpty { return database }
        let env = ProcessInfo.processInfo.environment["PARTYLINE_DATABASE"] ?? ""
        return env.isEmpty ? nil : env
    }

    /// The node's options when `--cluster` is given.
    func clusterOptions() -> ClusterOptions? {
        guard cluster else { return nil }
        let name = nodeName ?? ProcessInfo.processInfo.hostName
        let wildcard = host == "0.0.0.0" || host == "::" || host.isEmpty
        let address = nodeAddress ?? (wildcard ? LANAddress.preferred() ?? "127.0.0.1" : host)
        return ClusterOptions(nodeName: name, advertisedHost: address, nodeTimeoutSeconds: nodeTimeout)
    }
}

/// The data folder when `--data-dir` is not given: `$PARTYLINE_DATA_DIR` (set in the Docker
/// image to its volume), else `./data`. Serve and the operator commands share it.
func defaultDataDir() -> String {
    let env = ProcessInfo.processInfo.environment["PARTYLINE_DATA_DIR"] ?? ""
    return env.isEmpty ? "./data" : env
}

/// Opens the SQLite store, or stops with a clear message (the file is left untouched).
func openStore(_ dataDir: String) throws -> SQLiteStore {
    do {
        return try SQLiteStore(directory: URL(fileURLWithPath: dataDir, isDirectory: true))
    } catch {
        throw StartupError(message: "cannot open the data store in \(dataDir): \(error). The file was not changed.")
    }
}

/// A start-up failure: printed as one clear line, exit status 1, no usage text.
struct StartupError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
