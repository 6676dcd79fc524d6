import PartyHTTP
import PartyWebClient
import PartyProtocol
import PartyTransport
import Synchronization

extension GameServer {
    /// Most simultaneous connections to the console's port.
    static let maxAdminConnections = 16
    /// What the console's port accepts: `GET`, `HEAD`, and `POST` with a JSON body of 16 KiB at most.
    static let adminRequestRules = HTTPRequestRules.api(maxBodyBytes: 16 * 1024)
    /// The console's answers may be long (a cluster's room list): its write buffer is larger.
    static let adminWriteBufferBytes = 64 << 20

    /// The bound console port, when `config.admin` is set.
    public var adminPort: Int? { adminListener.withLock { $0?.port } }

    /// Binds the console's listener on its host (loopback by default); nil when it is off.
    func makeAdminListener() throws -> Listener? {
        guard let admin = config.admin else { return nil }
        var options = listenerOptions()
        options.maxWriteBufferBytes = Self.adminWriteBufferBytes
        return try Listener(host: admin.host, port: admin.port, options: options)
    }

    /// Serves the operator console (contract §9): the page at `/admin`, the API under
    /// `/admin/api/` and `/metrics`, both behind the bearer token. Logs where it listens, never
    /// the token.
    func startAdmin(_ listener: Listener?) {
        guard let listener, let admin = config.admin else { return }
        var options = HTTPServerOptions(serverName: "partyd/\(ProtocolInfo.serverVersion)")
        options.acceptsWebSocket = false
        options.allowedHosts = (config.web ?? WebConfig()).hostAllowList(boundHost: admin.host)
        let gate = Shared(AdminGate(config: admin, pages: WebSite(options: options, files: EmbeddedFileSets.adminPage)))
        let open = Mutex(0)
        let busy = AdminResponses.failure(AdminFailure(.serviceUnavailable, "busy", "too many console connections")).serialized()
        let headTimeout = (config.web ?? WebConfig()).headTimeoutSeconds
        listener.start { [context] connection in
            guard open.withLock({ n in n < Self.maxAdminConnections ? { n += 1; return true }() : false }) else {
                return Self.refuse(connection, busy)
            }
            AdminConnection(connection: connection, context: context, gate: gate, address: AddressBook.address(ofPeer: connection.peer),
                            headTimeoutSeconds: headTimeout, onClose: { open.withLock { $0 -= 1 } }).start()
        }
        adminListener.withLock { $0 = listener }
        context.logger.notice("operator console: http://\(admin.host):\(listener.port)/admin (the API needs the admin token)",
                              metadata: ["net.port": "\(listener.port)", "net.host": "\(admin.host)"])
    }
}
