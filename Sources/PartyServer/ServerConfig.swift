import PartyCore

/// Everything `partyd` can configure. Every limit is explicit; defaults suit a public server.
public struct ServerConfig: Sendable {
    /// Address to bind (default all interfaces).
    public var host = "0.0.0.0"
    /// Plain TCP port; 0 picks a free port (tests).
    public var port = 7777
    /// TLS port, used when `tls` is set; 0 picks a free port.
    public var tlsPort = 7778
    /// TLS certificate source, or nil for no TLS listener.
    public var tls: TLSSource?
    /// Largest frame in bytes (`frame_too_large` then close).
    public var maxFrameBytes = 64 * 1024
    /// Most simultaneous connections; more get `server_full`.
    public var maxConnections = 10_000
    /// Most simultaneous connections from one IP address; more get `too_many_connections`.
    public var maxConnectionsPerIP = 256
    /// Most live rooms; `room.create` beyond it gets `server_busy`. Nil: as many as connections.
    public var maxRooms: Int?
    /// Rate-limit tokens a `room.create` costs (other requests cost one).
    public var roomCreateCost = 10.0
    /// Rate-limit tokens a `room.join`, `room.resume` or `room.leave` costs: a seat change costs
    /// the room a snapshot and news for every member, several times a chat line.
    public var seatChangeCost = 5.0
    /// From this many audience members on, the audience's joins, leaves and connection changes
    /// are announced together in `room.audience_changed`, at most every
    /// ``AudienceDigest/intervalMillis``, and snapshots count the audience instead of listing
    /// it (``SnapshotListing``; see Protocol/PROTOCOL.md sections 7.4 and 7.7).
    public var audienceDigestFrom = 20
    /// Failed `room.join`/`room.resume` attempts (unknown room, wrong token) one address may
    /// make in a burst; then one more every `failedJoinRefillSeconds`. Beyond it such requests
    /// get `rate_limited`, so guessing room codes or tokens slows to a crawl.
    public var failedJoinBurst = 20.0
    /// Seconds per extra failed join once the burst is spent.
    public var failedJoinRefillSeconds = 2.0
    /// A started line must end (newline) within this many seconds, else `line_timeout` and a close.
    public var lineTimeoutSeconds = 30
    /// Per-connection write buffer; a client that lets it overflow is disconnected. It must
    /// exceed ``ReplyBudget/largestFrameBytes(_:)`` for ``roomLimits`` (``validate()`` checks), so
    /// that no single snapshot or reply can overflow it.
    public var writeBufferBytes = 1 << 20
    /// Milliseconds a connection's frames may be held so that those falling within the window
    /// leave in one write (partyd's `--write-coalescing-ms`, ``WriteCoalescing``): a connection
    /// written less than this long ago waits for its window's end; 0 (the default) writes at once.
    public var writeCoalescingMilliseconds = 0
    /// Cluster mode: whether the frames of members this node relays ride one shared event link
    /// per owner node (a room event crosses once per node) instead of each member's own link.
    /// Off only to compare the two (see BENCHMARKS.md) or to test the fallback.
    public var relayEventLinks = true
    /// How long a dropped member keeps their seat for `room.resume`.
    public var resumeGraceSeconds = 120
    /// How long a host may stay disconnected before the host role passes to the
    /// longest-seated connected player (`room.host_changed` {reason: "host_away"}).
    public var hostAwaySeconds = 30
    /// Sustained requests per second per connection.
    public var requestsPerSecond = 50.0
    /// Burst size of the per-connection rate limit.
    public var requestBurst = 100.0
    /// Seats per room.
    public var roomLimits = RoomLimits()
    /// Most screens (`room.join` with role `screen`: a TV) per room; past it `room_full`.
    public var maxScreensPerRoom = 4
    /// A connection without a room seat that sends nothing for this long is closed (`idle_timeout`).
    public var idleTimeoutSeconds = 900
    /// A TLS client that has not finished its handshake by then is closed.
    public var tlsHandshakeTimeoutSeconds = 10
    /// HTTP and WebSocket listeners for browsers; nil serves none (`partyd` turns them on).
    public var web: WebConfig?
    /// Port of the Prometheus `/metrics` listener, apart from the players' ports; nil serves
    /// none (the default); 0 picks a free port.
    public var metricsPort: Int?
    /// Address the metrics listener binds: loopback unless the operator says otherwise.
    public var metricsHost = "127.0.0.1"
    /// The operator console (`--admin-port`): off when nil (the default).
    public var admin: AdminConfig?
    /// Fixes the non-fair randomness (room codes, shuffles) for reproducible runs; tokens and fair seeds stay secret-random.
    public var seed: UInt64?
    /// The words and questions games play: none until given (`partyd` gives the packs shipped
    /// inside it, PartyContent's `ShippedContent.library`, plus those `--packs DIR` loaded).
    public var content = ContentLibrary()
    /// The word filter rooms apply at their `filter` level: blocks nothing until given (`partyd`
    /// gives the shipped lists, `ShippedContent.wordFilter`, plus `--filter-words FILE`).
    public var wordFilter = WordFilter.empty
    /// The bounds of moderation (contract §9): items held for review per room and per sender,
    /// how long an item waits, bans per room (`--review-queue-size`, `--review-per-sender`,
    /// `--review-expiry-seconds`, `--max-bans-per-room`).
    public var moderation = ModerationLimits()
    /// The games `game.start` offers (one registration line per game in ``GameRegistry/standard``).
    public var games = GameRegistry.standard
    /// Days a game night (its page, RSVPs and recap) is kept after it ends (`--night-retention-days`).
    public var nightRetentionDays = 30
    /// Seconds between two games of a night's playlist when the host turned auto-advance on (`--playlist-break-seconds`).
    public var playlistBreakSeconds = 15
    /// RSVPs one client address may send in a burst (`night.rsvp`); then ``rsvpPerSecond``.
    public var rsvpBurst = 10.0
    /// RSVPs per second one client address may send once its burst is spent.
    public var rsvpPerSecond = 0.2
    /// The welcome frame's message for humans.
    public var motd = "Welcome to PartyLine! Type 'help' for plain-text commands, or send JSON lines (see Protocol/PROTOCOL.md)."

    /// Creates the default configuration.
    public init() {}

    /// The room limit in force.
    public var effectiveMaxRooms: Int { min(maxRooms ?? maxConnections, 165_888) }  // at most half the 24^4 codes

    /// Where the TLS certificate comes from.
    public enum TLSSource: Sendable, Equatable {
        /// PEM files on disk.
        case files(certificate: String, key: String)
        /// An ephemeral development certificate for localhost, made at start-up.
        case selfSigned
    }
}
