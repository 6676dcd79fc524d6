import PartyHTTP

/// The browser side of partyd: the HTTP port serving the web client and `/ws`, and the
/// HTTPS port (same certificate as the TLS port) when TLS is configured.
public struct WebConfig: Sendable, Equatable {
    /// Plain HTTP port; 0 picks a free port (tests).
    public var httpPort: Int
    /// HTTPS port, served only when the server has TLS; nil for none; 0 picks a free port.
    public var httpsPort: Int?
    /// The URL players open from outside (`https://party.example.org`), for join links, QR
    /// codes and the start-up log; nil: `http://<LAN address>:<port>`.
    public var publicURL: String?
    /// Page origins allowed to open `/ws` besides the server's own (the page's own origin and
    /// `publicURL`'s, always allowed); `*` allows any.
    public var allowedOrigins: [String]?
    /// Host names requests may carry in `Host` besides the served ones (``ServedHostNames``):
    /// `party.example.org`, `.example.org` (and its subdomains), or `*` for any. Other names get
    /// `421 Misdirected Request` (DNS-rebinding defence); IP addresses are always answered.
    public var allowedHosts: [String] = []
    /// Seconds between pings to a silent WebSocket; one that misses a ping is dropped after the next.
    public var pingIntervalSeconds = 30
    /// Seconds a connection may take to send a request head (and may idle between requests).
    public var headTimeoutSeconds = 10
    /// A folder served instead of the embedded web client, read at each request (`partyd --web-dir
    /// clients/web`: the unbundled source, for development); nil serves the embedded build.
    public var webFolder: String?
    /// The "trust this server" files (`partyd --https-local`: the local certificate authority), served
    /// at `/trust/…` with the page `/trust`; nil: none.
    public var trust: TrustFiles?
    /// Serves `/ws/echo`, a WebSocket echo endpoint for conformance suites (Autobahn).
    public var echoEndpoint = false

    /// Creates a configuration; partyd's defaults are 8080 and 8443.
    public init(httpPort: Int = 8080, httpsPort: Int? = 8443, publicURL: String? = nil, allowedOrigins: [String]? = nil) {
        self.httpPort = httpPort
        self.httpsPort = httpsPort
        self.publicURL = publicURL
        self.allowedOrigins = allowedOrigins
    }

    /// The `Host` names a server bound to `boundHost` answers: the served ones and ``allowedHosts``.
    func hostAllowList(boundHost: String) -> HostAllowList {
        HostAllowList(ServedHostNames.defaults(boundHost: boundHost, publicURL: publicURL) + allowedHosts)
    }

    /// The base of the join links and QR codes phones get (`/qr/ABCD.svg`, `/api/join-url/ABCD`,
    /// the welcome's `web`, a night's page and calendar file): an address partyd serves
    /// (``AdvertisedURL``): the public URL, else the bound address when it names one, else the
    /// machine's LAN address — whatever address the page asking was opened with.
    func phoneBaseURL(boundHost: String, port: Int, scheme: String = "http", lanAddress: String? = LANAddress.preferred()) -> String {
        AdvertisedURL.base(publicURL: publicURL, boundHost: boundHost, scheme: scheme, port: port, lanAddress: lanAddress)
    }

    /// The base of join links (`<base>/ABCD`) announced in the welcome frame (see
    /// ``phoneBaseURL(boundHost:port:scheme:lanAddress:)``); nil while the port is not fixed (0 picks one at start).
    func joinBaseURL(boundHost: String) -> String? {
        publicURL == nil && httpPort == 0 ? nil : phoneBaseURL(boundHost: boundHost, port: httpPort)
    }
}
