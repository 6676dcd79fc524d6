import PartyHTTP
import PartyProtocol
import PartyTransport
import Synchronization

extension GameServer {
    /// Most simultaneous connections to the metrics listener (scrapers, an operator's `curl`).
    static let maxMetricsConnections = 16

    /// The bound metrics port, when `config.metricsPort` is set.
    public var metricsPort: Int? { metricsListener.withLock { $0?.port } }

    /// Binds the metrics listener on `config.metricsHost` (loopback by default); nil when off.
    func makeMetricsListener() throws -> Listener? {
        guard let port = config.metricsPort else { return nil }
        return try Listener(host: config.metricsHost, port: port, options: listenerOptions())
    }

    /// Serves `GET /metrics` (Prometheus text format) and `/health` on the metrics listener;
    /// nothing else (no web client, no WebSocket), so the players' ports never show the counts.
    func startMetrics(_ listener: Listener?) {
        guard let listener else { return }
        var options = HTTPServerOptions(serverName: "partyd/\(ProtocolInfo.serverVersion)")
        options.acceptsWebSocket = false
        var site = WebSite(options: options, files: WebFiles([]))
        site.endpoints["/metrics"] = { [context] in
            var response = HTTPResponse(status: .ok, body: context.metricsText())
            response.headers.add("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
            response.headers.add("Cache-Control", "no-store")
            return response
        }
        let served = site
        let open = Mutex(0)
        let busy = site.refusal(.text(.serviceUnavailable, "too many metrics connections")).serialized()
        let web = config.web ?? WebConfig()
        listener.start { [context] connection in
            let address = AddressBook.address(ofPeer: connection.peer)
            guard open.withLock({ n in n < Self.maxMetricsConnections ? { n += 1; return true }() : false }) else {
                return Self.refuse(connection, busy)
            }
            guard context.addresses.connect(address) else {
                open.withLock { $0 -= 1 }
                return Self.refuse(connection, busy)
            }
            WebConnection(connection: connection, context: context, config: web, site: served, address: address,
                          onClose: { open.withLock { $0 -= 1 } }).start()
        }
        metricsListener.withLock { $0 = listener }
        context.logger.info("metrics: http://\(config.metricsHost):\(listener.port)/metrics",
                            metadata: ["net.port": "\(listener.port)", "net.host": "\(config.metricsHost)"])
    }
}
