import PartyContent
import PartyCore
import PartyServer
import PartyStore
import PartyTransport

/// How a ``ServerHarness`` wires its server: every choice a test makes about the server it
/// starts, on top of the defaults every test server has (127.0.0.1, free ports, quiet logs).
public struct HarnessOptions: Sendable {
    /// How frames the harness's clients received are checked against `Protocol/schema`.
    public enum FrameCheck: Sendable {
        /// At ``ServerHarness/stop()``, the frames of every client it made (a failure there fails the test).
        case atStop
        /// Appended to ``FrameLog``; the end-to-end suite's trait checks them all once it is done.
        case suiteLog
        /// Not checked (servers offering test-only games, whose frames no schema describes).
        case none
    }

    /// Fixes the non-fair randomness (room codes, shuffles); nil leaves it random.
    public var seed: UInt64? = 7
    /// The clock the server reads; nil: the system clock.
    public var clock: GameTestClock?
    /// Where the server keeps rooms, results and nights.
    public var store: PartyStore = MemoryStore()
    /// The event loops' readiness path; nil: the test run's (``HarnessLoops/runReadiness``).
    public var readiness: EventLoop.Readiness?
    /// A TLS port (on a free port) with this certificate.
    public var tls: ServerConfig.TLSSource?
    /// The HTTP side (web client, WebSocket) on a free port.
    public var web = false
    /// Rate limits high enough for chatty bots instead of the server's defaults.
    public var generousRateLimits = false
    /// The games `game.start` offers.
    public var games = GameRegistry.standard
    /// Terms added to the shipped word filter.
    public var filterTerms: [FilterTerm] = []
    /// Makes the server a node of a cluster.
    public var cluster: ClusterSeat?
    /// How received frames are checked against the schemas.
    public var frameCheck = FrameCheck.suiteLog
    /// Whether clients keep every byte they receive (``PartyClient/rawBytes``) unless a test says otherwise.
    public var recordRaw = true
    /// How long ``ServerHarness/stop()`` lets the server flush its clients.
    public var shutdownTimeoutMillis = 2000

    /// The defaults: system clock, memory store, seed 7, server limits, frames to the suite's log.
    public init() {}

    /// An end-to-end server with the defaults.
    public static var endToEnd: HarnessOptions { HarnessOptions() }

    /// A game server: a frozen test clock (no deadline passes by itself), generous rate limits,
    /// `games` offered, frames checked at stop (unless a test-only game is offered).
    public static func game(seed: UInt64, games: GameRegistry = .standard, store: PartyStore = MemoryStore(),
                            clock: GameTestClock = GameTestClock()) -> HarnessOptions {
        var options = HarnessOptions()
        options.seed = seed
        options.games = games
        options.store = store
        options.clock = clock
        options.generousRateLimits = true
        options.frameCheck = games.ids == GameRegistry.standard.ids ? .atStop : .none
        options.shutdownTimeoutMillis = 500
        options.recordRaw = false
        return options
    }

    /// A game-night server: a game server with the HTTP side on (night pages, calendars).
    public static func night(clock: GameTestClock = GameTestClock(), store: PartyStore = MemoryStore(),
                             checkSchema: Bool = true) -> HarnessOptions {
        var options = game(seed: 23, store: store, clock: clock)
        options.web = true
        options.recordRaw = true
        options.frameCheck = checkSchema ? .atStop : .none
        return options
    }

    /// The server configuration these options give, before a test's own `configure`.
    func config() -> ServerConfig {
        var config = ServerConfig()
        config.content = ShippedContent.library  // what partyd ships
        config.wordFilter = ShippedContent.wordFilter
        config.host = "127.0.0.1"
        config.port = 0
        config.tlsPort = 0
        config.seed = seed
        config.tls = tls
        config.games = games
        if web { config.web = WebConfig(httpPort: 0, httpsPort: nil) }
        if generousRateLimits {
            config.requestsPerSecond = 100_000
            config.requestBurst = 1_000_000
        }
        if !filterTerms.isEmpty { config.wordFilter = config.wordFilter.adding(filterTerms) }
        return config
    }
}
