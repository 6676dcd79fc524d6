/// What a recorded workload does (`party-bot --workload`): rooms of honest players spread over
/// one or more servers write everything a checker can find again — wheels, votes, custom words,
/// RSVPs, Guess or Pass scores, room settings, bans — while faults come and go around them, and
/// record every request, answer and event in a history (``PartyClient/ClientHistory``) that
/// `scripts/history-check.py` reads afterwards.
public struct WorkloadPlan: Sendable {
    /// A server a player may connect to.
    public struct Endpoint: Sendable, Equatable, CustomStringConvertible {
        /// Host name or address.
        public var host: String
        /// Port (plain TCP, or TLS when `tls`).
        public var port: Int
        /// Connect with TLS (the certificate is not verified: the harness's servers are self-signed).
        public var tls: Bool

        /// An endpoint.
        public init(host: String, port: Int, tls: Bool = false) {
            (self.host, self.port, self.tls) = (host, port, tls)
        }

        /// `host:port`, with `tls://` in front for TLS.
        public var description: String { (tls ? "tls://" : "") + "\(host):\(port)" }

        /// Parses `host:port` or `tls://host:port`; nil when malformed.
        public init?(parsing text: String) {
            let tls = text.hasPrefix("tls://")
            let rest = tls ? String(text.dropFirst(6)) : text
            guard let colon = rest.lastIndex(of: ":"), let port = Int(rest[rest.index(after: colon)...]),
                  (1...65535).contains(port), colon > rest.startIndex else { return nil }
            self.init(host: String(rest[..<colon]), port: port, tls: tls)
        }
    }

    /// The servers, in the order players are spread over them (room `r`'s host connects to
    /// `endpoints[r % count]`, its `i`th player to `endpoints[(r + i) % count]`).
    public var endpoints: [Endpoint]
    /// Rooms played at once.
    public var rooms = 4
    /// Seats per room, the host included (at least 3: Guess or Pass needs two besides the guesser).
    public var playersPerRoom = 3
    /// How long to play before the final reads (unless ``stopFile`` appears first).
    public var duration: Duration = .seconds(30)
    /// When this file exists, the players stop and the final reads begin.
    public var stopFile: String?
    /// The history file every player records into.
    public var historyPath: String
    /// Makes tokens, names and the order of actions reproducible.
    public var seed: UInt64 = 1
    /// Longest wait for an ordinary request's answer before the connection is given up as dead.
    public var requestTimeout: Duration = .seconds(5)
    /// Longest wait for a `room.resume`: the servers' own handover wait (`--node-timeout` + 5 s)
    /// plus a margin.
    public var resumeTimeout: Duration = .seconds(20)
    /// A player gives up getting its seat back after this long (the checker reports it).
    public var reseatLimit: Duration = .seconds(120)
    /// Mean time between a player's voluntary moves to another server (drop, then resume there);
    /// nil: players stay where they are until a fault moves them.
    public var moveEvery: Duration? = .seconds(30)
    /// Pause between two actions of one player.
    public var pace: Duration = .milliseconds(300)

    /// A plan over `endpoints`, recording into `historyPath`.
    public init(endpoints: [Endpoint], historyPath: String) {
        self.endpoints = endpoints
        self.historyPath = historyPath
    }
}
