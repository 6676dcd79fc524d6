import PartyHTTP
import PartyProtocol
import PartyTLS
import PartyTransport
import PartyWebClient
import Synchronization

/// The HTTP and HTTPS listeners of a server, once bound.
struct WebListeners: Sendable {
    /// The plain HTTP listener.
    var http: Listener?
    /// The HTTPS listener (same certificate as the TLS port).
    var https: Listener?
    /// Both, for stopping.
    var all: [Listener] { [http, https].compactMap { $0 } }
}

extension GameServer {
    /// The bound HTTP port, when the web side is on.
    public var httpPort: Int? { webListeners.withLock { $0.http?.port } }

    /// The bound HTTPS port, when the web side is on and TLS is configured.
    public var httpsPort: Int? { webListeners.withLock { $0.https?.port } }

    /// Binds the HTTP port, and the HTTPS port when there is TLS; nothing when `config.web` is nil.
    func makeWebListeners(tlsContext: TLSContext?) throws -> WebListeners {
        guard let web = config.web else { return WebListeners() }
        var options = listenerOptions()
        var busy = HTTPResponse(status: .serviceUnavailable)
        busy.headers.add("Connection", "close")
        options.overloadFarewell = busy.serialized()
        let http = try Listener(host: config.host, port: web.httpPort, options: options)
        let https = try tlsContext.flatMap { tls in
            try web.httpsPort.map { port in
                var secure = options
                secure.makeSecurity = { TLSStreamSecurity.server(tls) }
                secure.overloadFarewell = []  // a TLS client would not understand plaintext
                return try Listener(host: config.host, port: port, options: secure)
            }
        }
        return WebListeners(http: http, https: https)
    }

    /// Starts accepting on the web listeners and logs the URLs players open.
    func startWeb(_ bound: WebListeners) {
        guard let web = config.web else { return }
        var options = HTTPServerOptions(serverName: "partyd/\(ProtocolInfo.serverVersion)", publicURL: web.publicURL,
                                        allowedOrigins: web.allowedOrigins, maxMessageBytes: config.maxFrameBytes)
        options.webSocketEcho = web.echoEndpoint
        options.framesPerSecond = config.requestsPerSecond  // control frames: a budget of the requests' shape
        options.frameBurst = config.requestBurst
        let lan = LANAddress.preferred()
        options.joinBaseURL = bound.http.map { web.phoneBaseURL(boundHost: config.host, port: $0.port, lanAddress: lan) }
        options.allowedHosts = web.hostAllowList(boundHost: config.host)
        var built = WebSite(options: options, files: web.webFolder.map(WebFolder.files) ?? EmbeddedFileSets.webClient)
        built.nights = nightResponder()
        built.nightPreview = nightPreviewer()
        built.trust = web.trust
        built.draining = { [context] in context.placement?.isDraining == true }
        let site = built
        let open = Mutex(0)
        let limit = config.maxConnections
        let full = site.refusal(.text(.serviceUnavailable, "the server is at its connection limit; try again later")).serialized()
        let crowded = site.refusal(.text(.tooManyRequests, "your address already has as many connections as one address may")).serialized()
        for (listener, scheme) in [(bound.http, "http"), (bound.https, "https")] {
            guard let listener else { continue }
            listener.start { [context] connection in
                // An HTTP connection counts against its address's cap like any connection (until
                // an upgrade hands the count to its session), and all of them have their own
                // total cap (`maxConnections`), apart from sessions.
                let address = AddressBook.address(ofPeer: connection.peer)
                guard context.addresses.connect(address) else {
                    context.abuseLog.notice("HTTP connection refused: too many from one address", kind: "per_ip_limit",
                                            metadata: ["conn.address": "\(address)"])
                    return Self.refuse(connection, crowded)
                }
                guard open.withLock({ n in n < limit ? { n += 1; return true }() : false }) else {
                    context.addresses.disconnect(address, now: context.clock.now())
                    return Self.refuse(connection, full)
                }
                WebConnection(connection: connection, context: context, config: web, site: site, address: address,
                              onClose: { open.withLock { $0 -= 1 } }).start()
            }
            let url = web.phoneBaseURL(boundHost: config.host, port: listener.port, scheme: scheme, lanAddress: lan)
            context.logger.info("web client: open \(url)/ in a browser (rooms: \(url)/ABCD)",
                                metadata: ["net.port": "\(listener.port)", "net.scheme": "\(scheme)", "web.url": "\(url)"])
        }
        if let warning = AdvertisedURL.phoneWarning(publicURL: web.publicURL, boundHost: config.host, lanAddress: lan) {
            context.logger.warning("web client: \(warning)", metadata: ["net.host": "\(config.host)"])
        }
        webListeners.withLock { $0 = bound }
    }
}
