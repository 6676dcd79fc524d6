import PartyQR
import Synchronization
import Testing
@testable import PartyHTTP

/// The site most tests ask: three small files.
let site = WebSite(options: HTTPServerOptions(serverName: "partyd/test"), files: WebFiles([
    WebFile(path: "/index.html", etag: "\"i1\"", body: bytes("<!doctype html>index")),
    WebFile(path: "/js/app.js", etag: "\"a1\"", body: bytes("console.log(1)")),
    WebFile(path: "/css/app.css", etag: "\"c1\"", body: bytes("body{}")),
]))

/// Parses `request` (a full head) and returns the site's response (`site` by default).
func get(_ target: String, _ fields: String = "", method: String = "GET", secure: Bool = false, on site: WebSite = site,
         host: String = "party.local:8080") throws -> HTTPResponse {
    var parser = HTTPHeadParser()
    parser.append(bytes("\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\n\(fields)\r\n"))
    let head = try #require(try parser.next())
    return site.respond(to: head, secure: secure)
}

@Suite("WebSite")
struct WebSiteTests {
    @Test func routes() {
        #expect(WebRoute(path: "/") == .page(room: nil))
        #expect(WebRoute(path: "/abcd") == .page(room: "ABCD"))
        #expect(WebRoute(path: "/tv/WXYZ") == .tv(room: "WXYZ"))
        #expect(WebRoute(path: "/qr/ABCD.svg") == .qrCode(room: "ABCD"))
        #expect(WebRoute(path: "/ws") == .webSocket)
        #expect(WebRoute(path: "/health") == .health)
        #expect(WebRoute(path: "/ABCDE") == .file("/ABCDE"))
        #expect(WebRoute(path: "/AB1D") == .file("/AB1D"))
        #expect(WebRoute(path: "/qr/ABCDE.svg") == .file("/qr/ABCDE.svg"))
        #expect(WebRoute(path: "/js/app.js") == .file("/js/app.js"))
    }

    @Test func pagesAndFilesWithTypesAndCaching() throws {
        let index = try get("/")
        #expect(index.status == .ok)
        #expect(index.body == bytes("<!doctype html>index"))
        #expect(index.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(index.headers["ETag"] == "\"i1\"")
        #expect(index.headers["Cache-Control"] == "no-cache")
        #expect(try get("/ABCD").body == index.body)
        #expect(try get("/tv/ABCD").body == index.body)  // no tv.html: the index
        #expect(try get("/js/app.js").headers["Content-Type"] == "text/javascript; charset=utf-8")
        #expect(try get("/css/app.css").headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(try get("/missing.js").status == .notFound)
        #expect(try get("/js/").status == .notFound)
        #expect(try get("/ws").status == .upgradeRequired)
    }

    @Test func headGetsTheSameHeadersAndNoBody() throws {
        let response = try get("/js/app.js", method: "HEAD")
        let wire = text(response.serialized(headOnly: true))
        #expect(wire.contains("Content-Length: 14\r\n"))
        #expect(wire.hasSuffix("\r\n\r\n"))
    }

    @Test func etagRoundTripGives304() throws {
        let first = try get("/js/app.js")
        let etag = try #require(first.headers["ETag"])
        let again = try get("/js/app.js", "If-None-Match: \(etag)\r\n")
        #expect(again.status == .notModified)
        #expect(again.headers["ETag"] == etag)
        #expect(again.body.isEmpty)
        #expect(!text(again.serialized()).contains("Content-Length"))
        #expect(try get("/js/app.js", "If-None-Match: \"old\", W/\(etag)\r\n").status == .notModified)
        #expect(try get("/js/app.js", "If-None-Match: *\r\n").status == .notModified)
        #expect(try get("/js/app.js", "If-None-Match: \"old\"\r\n").status == .ok)
    }

    @Test func securityHeadersOnEveryResponse() throws {
        for target in ["/", "/js/app.js", "/missing", "/health"] {
            let response = try get(target)
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            let csp = try #require(response.headers["Content-Security-Policy"])
            #expect(csp.contains("script-src 'self'"))
            #expect(csp.contains("default-src 'none'"))
            #expect(csp.contains("connect-src 'self' ws://party.local:8080"))
            #expect(!csp.contains("unsafe"))
        }
        #expect(try get("/", secure: true).headers["Content-Security-Policy"]?.contains("wss://party.local:8080") == true)
    }

    @Test func healthIsShortJSON() throws {
        let response = try get("/health")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(text(response.body) == "{\"status\":\"ok\",\"server\":\"partyd/test\"}\n")
    }

    /// A drained cluster node (the operator's drain) tells its load balancer to send players elsewhere.
    @Test func healthSays503WhileTheNodeIsDrained() throws {
        var drained = site
        drained.draining = { true }
        let response = try get("/health", on: drained)
        #expect(response.status == .serviceUnavailable)
        #expect(text(response.body) == "{\"status\":\"draining\",\"server\":\"partyd/test\"}\n")
        var serving = site
        serving.draining = { false }
        #expect(try get("/health", on: serving).status == .ok)
    }

    @Test func qrCodeEncodesTheJoinURL() throws {
        let response = try get("/qr/abcd.svg")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "image/svg+xml")
        let expected = try #require(QRCode("http://party.local:8080/ABCD"))
        #expect(response.body == bytes(expected.svg()))
        let proxied = WebSite(options: HTTPServerOptions(serverName: "t", publicURL: "https://party.example.org/"), files: WebFiles([]))
        #expect(proxied.joinURL(room: "ABCD", head: nil, secure: false) == "https://party.example.org/ABCD")
        #expect(try get("/qr/ABCD.svg", on: proxied).body == bytes(try #require(QRCode("https://party.example.org/ABCD")).svg()))
    }

    @Test func joinLinksUseThePhonesBaseWhateverTheHostAsked() throws {
        var options = HTTPServerOptions(serverName: "t")
        options.joinBaseURL = "http://192.168.1.20:8080/"
        let lan = WebSite(options: options, files: WebFiles([]))
        #expect(WebRoute(path: "/api/join-url/abcd") == .joinURL(room: "ABCD"))
        #expect(WebRoute(path: "/api/join-url/ABCDE") == .file("/api/join-url/ABCDE"))
        let qr = try get("/qr/ABCD.svg", on: lan)
        #expect(qr.body == bytes(try #require(QRCode("http://192.168.1.20:8080/ABCD")).svg()), "not the Host the page used")
        let json = try get("/api/join-url/abcd", on: lan)
        #expect(json.status == .ok && json.headers["Content-Type"] == "application/json")
        #expect(json.headers["Cache-Control"] == "no-store")
        #expect(text(json.body) == "{\"room\":\"ABCD\",\"url\":\"http://192.168.1.20:8080/ABCD\"}\n")
        #expect(text(try get("/api/join-url/ABCD").body) == "{\"room\":\"ABCD\",\"url\":\"http://party.local:8080/ABCD\"}\n",
                "without a join base the Host is used")
        #expect(JSONText.quoted("a\"b\\c\u{1}") == #""a\"b\\c\u0001""#)
    }

    /// Issue 35, item 12: a night's calendar file links the advertised address, never the Host that served it.
    @Test func nightLinksUseThePhonesBaseWhateverTheHostAsked() throws {
        var options = HTTPServerOptions(serverName: "t")
        options.joinBaseURL = "http://192.168.1.20:8080/"
        var lan = WebSite(options: options, files: WebFiles([]))
        let seen = Mutex<[String]>([])
        lan.nights = { code, _, base in seen.withLock { $0.append("\(code) \(base)") }; return HTTPResponse(status: .ok, body: []) }
        #expect(try get("/n/ABCD.ics", on: lan).status == .ok)
        #expect(seen.withLock { $0 } == ["ABCD http://192.168.1.20:8080"], "not http://party.local:8080, the Host the request named")
        #expect(lan.linkBaseURL(head: nil, secure: false) == "http://192.168.1.20:8080")
        #expect(site.linkBaseURL(head: nil, secure: true) == "https://localhost", "without an advertised base: the request's Host")
    }

    @Test func refusalsCloseAndName405Methods() {
        let response = site.refusal(.methodNotAllowed("POST"))
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"] == "GET, HEAD")
        #expect(response.headers["Connection"] == "close")
        #expect(site.refusal(.headTooLarge(limit: 8192)).status.code == 431)
    }

    @Test func endpointsAnswerBeforeTheRoutes() throws {
        var dynamic = site
        dynamic.endpoints["/metrics"] = { HTTPResponse(status: .ok, body: bytes("up 1\n")) }
        let response = try get("/metrics", on: dynamic)
        #expect(response.body == bytes("up 1\n"))
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(try get("/metrics").status == .notFound)
    }

    /// Issue 26, item 10: a name the server does not serve gets 421 on every path (DNS rebinding).
    @Test func unknownHostNamesGet421() throws {
        var options = HTTPServerOptions(serverName: "partyd/test")
        options.allowedHosts = HostAllowList(["localhost", "party.local"])
        let guarded = WebSite(options: options, files: site.files)
        #expect(try get("/", on: guarded).status == .ok)
        for host in ["rebound.example", "party.local.evil.example", "xparty.local:8080"] {
            for path in ["/", "/health", "/qr/ABCD.svg", "/js/app.js"] {
                let response = try get(path, on: guarded, host: host)
                #expect(response.status.code == 421, "\(host) \(path)")
                #expect(text(response.body).contains("does not serve the host name"))
            }
        }
        #expect(try get("/", on: guarded, host: "127.0.0.1:8080").status == .ok)
        #expect(try get("/", on: guarded, host: "[::1]:8080").status == .ok)
        #expect(try get("/", on: site, host: "rebound.example").status == .ok, "no list: any host")
    }

    /// Issue 26, item 12: HSTS on every response over TLS, never over plain HTTP.
    @Test func strictTransportSecurityOverTLSOnly() throws {
        #expect(try get("/", secure: true).headers["Strict-Transport-Security"] == "max-age=31536000")
        #expect(try get("/nope", secure: true).headers["Strict-Transport-Security"] == "max-age=31536000")
        #expect(try get("/").headers["Strict-Transport-Security"] == nil)
    }

    @Test func mediaTypes() {
        #expect(MediaType.forPath("/a/b.HTML") == "text/html; charset=utf-8")
        #expect(MediaType.forPath("/app.webmanifest") == "application/manifest+json")
        #expect(MediaType.forPath("/icon.svg") == "image/svg+xml")
        #expect(MediaType.forPath("/media/awake.mp4") == "video/mp4" && MediaType.forPath("/media/awake.webm") == "video/webm")
        #expect(MediaType.forPath("/noext") == "application/octet-stream")
        #expect(MediaType.forPath("/dir.d/noext") == "application/octet-stream")
    }
}
