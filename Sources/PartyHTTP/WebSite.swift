import PartyQR

/// Answers plain HTTP requests: the web client's pages and files, `/health` and QR codes.
/// Pure: a request head in, a response out. (`/ws` upgrades are the connection machine's.)
public struct WebSite: Sendable {
    /// The static files served.
    public let files: WebFiles
    /// The listener settings (server name, public URL).
    public let options: HTTPServerOptions
    /// Dynamic resources by exact path, answered before the routes (partyd's `/metrics`).
    public var endpoints: [String: @Sendable () -> HTTPResponse] = [:]
    /// The QR images drawn so far, by URL (shared by every copy of the site).
    public let qrImages: QRImageCache
    /// Answers a night's calendar file and recap (`/n/CODE.ics`, `/n/CODE/recap.json`,
    /// `/n/CODE/recap.svg`) from the server's nights; nil answers 404.
    public var nights: (@Sendable (_ code: String, _ resource: NightResource, _ siteURL: String) -> HTTPResponse?)?
    /// The preview of a game night's page or recap (`/n/CODE`, `/n/CODE/recap`): its title, date and
    /// place for link previews and for readers without JavaScript; nil (or a nil answer) serves the plain page.
    public var nightPreview: (@Sendable (_ code: String, _ resource: NightResource, _ siteURL: String) -> PagePreview?)?
    /// The "trust this server" files of a server with its own certificate authority (`partyd
    /// --https-local`); with them `/trust` is the client's page that explains them. Nil: none.
    public var trust: TrustFiles?
    /// Whether the node is drained (cluster: it opens no room): `/health` then answers 503
    /// `{"status":"draining"}`, so a load balancer sends new players to the other nodes.
    public var draining: (@Sendable () -> Bool)?
    /// The longest `Host` a join link (and its QR code) is made from: a name of 100 bytes is
    /// plenty; an attacker's 254-byte one would make every image larger and slower.
    public static let maxLinkHostBytes = 100

    /// Creates a site over `files` (partyd's: the web client embedded in the build, `PartyWebClient`).
    public init(options: HTTPServerOptions, files: WebFiles, qrImages: QRImageCache = QRImageCache()) {
        self.files = files
        self.options = options
        self.qrImages = qrImages
    }

    /// The response to `head` (a `GET` or `HEAD` whose path is already normalised).
    /// `secure` tells whether the request came over TLS (for links and the CSP).
    public func respond(to head: HTTPRequestHead, secure: Bool) -> HTTPResponse {
        if let refusal = HTTPResponse.misdirected(head, options: options) { return finish(refusal, head, secure: secure) }
        if let endpoint = endpoints[head.path] { return finish(endpoint(), head, secure: secure) }
        if let trust {
            if let file = trust.response(for: head.path) { return finish(file, head, secure: secure) }
            if head.path == "/trust" { return serve(files["/index.html"], head, secure: secure) }
        }
        switch WebRoute(path: head.path) {
        case .page(room: nil):
            return serve(files["/index.html"], head, secure: secure)
        case let .page(room: code?):
            return page(.room(code), head, secure: secure)
        case .tv:
            return serve(files["/tv.html"] ?? files["/index.html"], head, secure: secure)
        case let .night(code, resource) where resource == .page || resource == .recapPage:
            guard let preview = nightPreview?(code, resource, baseURL(head: head, secure: secure)) else {
                return serve(files["/index.html"], head, secure: secure)
            }
            return page(preview, head, secure: secure)
        case let .night(code, resource):
            let response = nights?(code, resource, linkBaseURL(head: head, secure: secure))
            return finish(response ?? .text(.notFound, "no such night, or its recap is not ready: \(head.path)"), head, secure: secure)
        case let .file(path):
            return serve(path.hasSuffix("/") ? nil : files[path], head, secure: secure)
        case .health:
            let drained = draining?() == true
            var response = HTTPResponse(status: drained ? .serviceUnavailable : .ok,
                                        body: Array("{\"status\":\"\(drained ? "draining" : "ok")\",\"server\":\"\(options.serverName)\"}\n".utf8))
            response.headers.add("Content-Type", "application/json")
            response.headers.add("Cache-Control", "no-store")
            return finish(response, head, secure: secure)
        case let .qrCode(room):
            if options.joinBaseURL == nil, options.publicURL == nil, (head.headers["Host"]?.utf8.count ?? 0) > Self.maxLinkHostBytes {
                return finish(.text(.notFound, "no QR code for a Host over \(Self.maxLinkHostBytes) bytes; the server's --public-url sets the link"),
                              head, secure: secure)
            }
            guard let svg = qrImages.svg(for: joinURL(room: room, head: head, secure: secure)) else {
                return finish(.text(.notFound, "no QR code for this URL"), head, secure: secure)
            }
            var response = HTTPResponse(status: .ok, body: svg)
            response.headers.add("Content-Type", MediaType.forPath("qr.svg"))
            response.headers.add("Cache-Control", "no-cache")
            return finish(response, head, secure: secure)
        case let .joinURL(room):
            let url = JSONText.quoted(joinURL(room: room, head: head, secure: secure))
            var response = HTTPResponse(status: .ok, body: Array("{\"room\":\"\(room)\",\"url\":\(url)}\n".utf8))
            response.headers.add("Content-Type", "application/json")
            response.headers.add("Cache-Control", "no-store")
            return finish(response, head, secure: secure)
        case .webSocket:
            var response = HTTPResponse.text(.upgradeRequired, "/ws speaks WebSocket (subprotocol \(WebSocketHandshake.subprotocol))")
            response.headers.add("Upgrade", "websocket")
            return finish(response, head, secure: secure)
        }
    }

    /// The answer to a request that could not be parsed or is not allowed; the connection
    /// closes after it (405 names the allowed methods).
    public func refusal(_ error: HTTPRequestError) -> HTTPResponse {
        refusal(.text(error.status, error.message), allow: error.status == .methodNotAllowed)
    }

    /// `response` with the headers of a refusal: server, `nosniff`, `Connection: close`.
    public func refusal(_ response: HTTPResponse, allow: Bool = false) -> HTTPResponse {
        var response = response
        if allow { response.headers.add("Allow", "GET, HEAD") }
        response.headers.add("Server", options.serverName)
        response.headers.add("X-Content-Type-Options", "nosniff")
        response.headers.add("Connection", "close")
        return response
    }

    /// The URL a phone opens to join `room`: `<join base>/ABCD` (``HTTPServerOptions/joinBaseURL``,
    /// else the public URL, else `http(s)://Host`).
    public func joinURL(room: String, head: HTTPRequestHead?, secure: Bool) -> String {
        linkBaseURL(head: head, secure: secure) + "/" + room
    }

    /// The base of every link made for people to open elsewhere (join links, QR codes, a night's
    /// page in its calendar file): ``HTTPServerOptions/joinBaseURL``, else ``baseURL(head:secure:)``.
    public func linkBaseURL(head: HTTPRequestHead?, secure: Bool) -> String {
        options.joinBaseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? baseURL(head: head, secure: secure)
    }

    /// The site's base URL: the configured public URL, else the scheme and the request's `Host`.
    public func baseURL(head: HTTPRequestHead?, secure: Bool) -> String {
        if let url = options.publicURL { return url.hasSuffix("/") ? String(url.dropLast()) : url }
        return (secure ? "https://" : "http://") + (head?.headers["Host"] ?? "localhost")
    }

    /// The client's page with `preview` written into it (``PageShell``): made for each request,
    /// so never cached without revalidation.
    private func page(_ preview: PagePreview, _ head: HTTPRequestHead, secure: Bool) -> HTTPResponse {
        guard let index = files["/index.html"] else { return finish(.text(.notFound, "not found: \(head.path)"), head, secure: secure) }
        let site = baseURL(head: head, secure: secure)
        var response = HTTPResponse(status: .ok, body: PageShell.render(index.body, preview: preview, url: site + head.path, site: site))
        response.headers.add("Content-Type", index.contentType)
        response.headers.add("Cache-Control", "no-cache")
        return finish(response, head, secure: secure)
    }

    /// A static file: gzip when the file has a precompressed form and the request accepts it,
    /// each form with its own ETag; `Vary: Accept-Encoding` on every response that could differ.
    private func serve(_ file: WebFile?, _ head: HTTPRequestHead, secure: Bool) -> HTTPResponse {
        guard let file else { return finish(.text(.notFound, "not found: \(head.path)"), head, secure: secure) }
        let gzipped = ContentCoding.acceptsGzip(head.headers.values("Accept-Encoding")) ? file.gzipped : nil
        let etag = gzipped == nil ? file.etag : file.gzipETag
        var response = HTTPResponse(status: .ok, body: gzipped ?? file.body)
        if Self.matches(etag, ifNoneMatch: head.headers.values("If-None-Match")) {
            response = HTTPResponse(status: .notModified)
        } else {
            response.headers.add("Content-Type", file.contentType)
            if gzipped != nil { response.headers.add("Content-Encoding", ContentCoding.gzip.rawValue) }
        }
        if file.gzipped != nil { response.headers.add("Vary", "Accept-Encoding") }
        response.headers.add("ETag", etag)
        response.headers.add("Cache-Control", file.immutable ? Self.immutableCaching : "no-cache")
        return finish(response, head, secure: secure)
    }

    /// `Cache-Control` of a file whose name changes with its content (`/assets/…`): kept a year, never revalidated.
    public static let immutableCaching = "public, max-age=31536000, immutable"

    /// Whether an `If-None-Match` list names `etag` (weak comparison, `*` matches anything).
    static func matches(_ etag: String, ifNoneMatch values: [String]) -> Bool {
        let opaque = { (tag: Substring) -> Substring in tag.hasPrefix("W/") ? tag.dropFirst(2) : tag }
        return values.contains { value in
            value.split(separator: ",").contains { candidate in
                let tag = candidate.trimmingOWS()
                return tag == "*" || opaque(Substring(tag)) == opaque(Substring(etag))
            }
        }
    }

    /// Adds the headers every response carries: server, security policy (and HSTS over TLS), connection.
    private func finish(_ response: HTTPResponse, _ head: HTTPRequestHead, secure: Bool) -> HTTPResponse {
        var response = response
        response.headers.add("Server", options.serverName)
        response.headers.add("X-Content-Type-Options", "nosniff")
        response.headers.add("Content-Security-Policy", contentSecurityPolicy(head: head, secure: secure))
        response.headers.add("Referrer-Policy", "no-referrer")
        if secure, let hsts = options.strictTransportSecurity { response.headers.add("Strict-Transport-Security", hsts) }
        if !head.keepAlive { response.headers.add("Connection", "close") }
        return response
    }

    /// Scripts, styles, images, media (the wake-up video), the manifest and the service worker only
    /// from the page's own origin; network connections only
    /// to it and its WebSocket; no frames, forms, plugins or base changes.
    func contentSecurityPolicy(head: HTTPRequestHead?, secure: Bool) -> String {
        var connect = "'self'"
        if let host = head?.headers["Host"] { connect += (secure ? " wss://" : " ws://") + host }
        return "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
            + "manifest-src 'self'; media-src 'self'; worker-src 'self'; connect-src \(connect); base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }
}
