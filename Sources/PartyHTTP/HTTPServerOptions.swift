/// The settings of partyd's HTTP and WebSocket listeners.
public struct HTTPServerOptions: Sendable {
    /// The `Server` header and `/health` name (`partyd/0.1.0`).
    public var serverName: String
    /// The URL players use from outside (`https://party.example.com`), overriding the
    /// request's `Host`; join links and QR codes use it. No trailing slash needed.
    public var publicURL: String?
    /// The base of join links, QR codes and a night's calendar link: an address the server
    /// serves (`--public-url`, else the bound address when it names one, else the machine's LAN
    /// address), whatever address the page asking was opened with. Nil: the public URL, else the
    /// request's `Host`.
    public var joinBaseURL: String?
    /// Origins allowed to open a WebSocket (`https://example.com`, `*` for any) besides the
    /// server's own: the page's own origin (same scheme, same `Host`) and `publicURL`'s are always
    /// allowed. Requests without `Origin` (non-browsers) are allowed.
    public var allowedOrigins: [String]?
    /// The names a request's `Host` may carry (DNS-rebinding defence; `421` otherwise). Nil: any.
    public var allowedHosts: HostAllowList?
    /// Whether `/ws` upgrades to a WebSocket; off on a listener that only serves `/metrics`.
    public var acceptsWebSocket = true
    /// The `Strict-Transport-Security` value sent on every response over TLS (browsers that saw
    /// it use HTTPS for the name from then on); nil sends none. Never sent over plain HTTP.
    public var strictTransportSecurity: String? = "max-age=31536000"
    /// The largest WebSocket message accepted, in bytes (the protocol's frame limit).
    public var maxMessageBytes: Int
    /// The largest request head accepted, in bytes.
    public var maxHeadBytes: Int

    /// Whether `/ws/echo` is a WebSocket echo endpoint (text and binary), for conformance
    /// suites such as Autobahn that expect echoes; off in production.
    public var webSocketEcho = false

    /// Non-request WebSocket frames (pings, pongs, fragments before a message's last, empty
    /// messages) a connection may send per second, sustained (see ``FrameBudget``); partyd
    /// uses its request rate.
    public var framesPerSecond: Double = 50
    /// Such frames allowed at once; partyd uses its request burst.
    public var frameBurst: Double = 100

    /// Pipelined requests answered per read: the rest wait, with reading paused, until the
    /// connection's write buffer has drained (see ``HTTPConnectionMachine/resume()``).
    public var maxResponsesPerRead = 8

    /// Bytes of pipelined responses answered per read, at least one response: the same wait
    /// follows once they reach it. A flood of pipelined requests for a 20 KiB file, on 200
    /// connections that never read, made 8 responses each — 35 MB to copy in one instant, while
    /// another room's members waited on the same event loops (issue 34); now about 1.5 each.
    public var maxResponseBytesPerRead = 32 * 1024

    /// Bytes of answers the peer may leave untaken in the kernel's send queue before more of its
    /// pipelined requests are answered (see ``HTTPConnectionMachine/drained(peerUnread:)``). The
    /// kernel takes megabytes per connection into its buffers: 200 connections that pipeline and
    /// never read had 780 MB of responses copied there in a second, stalling every other room on
    /// the machine (issue 34); now each holds what its own receive buffer takes plus this.
    public var maxPeerUnreadBytes = 64 * 1024

    /// Creates options; the defaults match the protocol's (64 KiB messages, 8 KiB heads).
    public init(serverName: String, publicURL: String? = nil, allowedOrigins: [String]? = nil,
                maxMessageBytes: Int = 65536, maxHeadBytes: Int = 8192) {
        self.serverName = serverName
        self.publicURL = publicURL
        self.allowedOrigins = allowedOrigins
        self.maxMessageBytes = maxMessageBytes
        self.maxHeadBytes = maxHeadBytes
    }
}
