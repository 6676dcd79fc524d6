import Synchronization
import Testing
@testable import PartyHTTP

/// A page like the client's own: a title, a description, a head and the app's slot.
private let shell = bytes("""
    <!doctype html><html><head><title>PartyLine</title>
    <meta name="description" content="Party games on everyone's phone: join a room with its code.">
    </head><body><div id="app"><noscript>PartyLine needs JavaScript.</noscript></div></body></html>
    """)

private let previewSite: WebSite = {
    var site = WebSite(options: HTTPServerOptions(serverName: "partyd/test"), files: WebFiles([
        WebFile(path: "/index.html", etag: "\"i1\"", body: shell),
        WebFile(path: "/assets/main-ABCD1234.js", etag: "\"m1\"", body: bytes("1"), immutable: true),
        WebFile(path: "/sw.js", etag: "\"s1\"", body: bytes("2")),
    ]))
    site.nightPreview = { code, resource, _ in
        guard code == "NGHT" else { return nil }
        return resource == .page
            ? PagePreview(title: "Ana's <b>\"night\"</b> & games", description: "Friday 27 November 2026, 20:00 CET · Ana's",
                          bodyHTML: "<main><h1>\(HTMLText.escape("Ana's <b>"))</h1></main>")
            : PagePreview(title: "Recap", description: "Winner: Bo")
    }
    return site
}()

@Suite("Page previews and caching")
struct PagePreviewTests {
    @Test func escapingCoversMarkupAndQuotes() {
        #expect(HTMLText.escape(#"<a href="x">Tom & 'Jerry'</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(HTMLText.escape("çay 🎲") == "çay 🎲")
    }

    @Test func aRoomLinkSaysJoinRoomCode() throws {
        let page = text(try get("/abcd", on: previewSite).body)
        #expect(page.contains("<title>Join room ABCD on PartyLine</title>"))
        #expect(page.contains("<meta property=\"og:title\" content=\"Join room ABCD on PartyLine\">"))
        #expect(page.contains("<meta property=\"og:url\" content=\"http://party.local:8080/abcd\">"))
        #expect(page.contains("<meta property=\"og:image\" content=\"http://party.local:8080/icons/card.png\">"))
        #expect(page.matches(of: /<meta name="description"/).count == 1, "one description, replaced")
        #expect(page.contains("<noscript>PartyLine needs JavaScript.</noscript>"))
    }

    @Test func aNightsPageCarriesItsEscapedTitleAndContentWithoutJavaScript() throws {
        let response = try get("/n/nght", on: previewSite)
        #expect(response.status == .ok && response.headers["Cache-Control"] == "no-cache")
        let page = text(response.body)
        let title = "Ana&#39;s &lt;b&gt;&quot;night&quot;&lt;/b&gt; &amp; games"
        #expect(page.contains("<title>\(title)</title>"))
        #expect(page.contains("<meta property=\"og:title\" content=\"\(title)\">"))
        #expect(page.contains("<meta property=\"og:description\" content=\"Friday 27 November 2026, 20:00 CET · Ana&#39;s\">"))
        #expect(page.contains("<div id=\"app\"><main><h1>Ana&#39;s &lt;b&gt;</h1></main></div>"))
        #expect(!page.contains("<b>\"night\""))
        #expect(text(try get("/n/NGHT/recap", on: previewSite).body).contains("<title>Recap</title>"))
        // An unknown night: the plain page.
        #expect(try get("/n/ZZZZ", on: previewSite).body == shell)
    }

    @Test func hashedFilesAreImmutableAndTheShellIsRevalidated() throws {
        #expect(try get("/assets/main-ABCD1234.js", on: previewSite).headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(try get("/", on: previewSite).headers["Cache-Control"] == "no-cache")
        #expect(try get("/sw.js", on: previewSite).headers["Cache-Control"] == "no-cache")
        #expect(try get("/sw.js", on: previewSite).headers["Content-Type"] == "text/javascript; charset=utf-8")
        let csp = try #require(try get("/", on: previewSite).headers["Content-Security-Policy"])
        #expect(csp.contains("worker-src 'self'") && csp.contains("media-src 'self'") && csp.contains("manifest-src 'self'"))
    }

    @Test func filesLookedUpAtEachRequestAreServedAndNeverImmutable() throws {
        let counter = Counter()
        let files = WebFiles { path in counter.bump(); return path == "/js/main.js" ? WebFile(path: path, body: bytes("x")) : nil }
        let dev = WebSite(options: HTTPServerOptions(serverName: "t"), files: files)
        #expect(try get("/js/main.js", on: dev).headers["Cache-Control"] == "no-cache")
        #expect(try get("/js/main.js", on: dev).headers["ETag"] == WebFile(path: "/js/main.js", body: bytes("x")).etag)
        #expect(try get("/nope.js", on: dev).status == .notFound)
        #expect(counter.value == 3 && files.isLookup && files.paths.isEmpty)
    }

    @Test func trustFilesAreServedOverPlainHTTPWithThePage() throws {
        var trusting = previewSite
        trusting.trust = TrustFiles(certificatePEM: "-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----\n", certificateDER: [0x30, 0x03, 0x02, 0x01, 0x01],
                                    fingerprint: "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89",
                                    httpsURL: "https://192.168.1.20:8443")
        #expect(try get("/trust", on: trusting).body == shell)
        let crt = try get("/trust/partyline-ca.crt", on: trusting)
        #expect(crt.body == [0x30, 0x03, 0x02, 0x01, 0x01] && crt.headers["Content-Type"] == "application/x-x509-ca-cert")
        let profile = try get("/trust/partyline.mobileconfig", on: trusting)
        #expect(profile.headers["Content-Type"] == "application/x-apple-aspen-config")
        let plist = text(profile.body)
        #expect(plist.contains("<string>com.apple.security.root</string>") && plist.contains("<data>MAMCAQE=</data>"))
        #expect(plist.contains("<string>BBCDEF01-2345-6789-ABCD-EF0123456789</string>"))
        let api = text(try get("/api/trust", on: trusting).body)
        #expect(api.contains("\"https_url\":\"https://192.168.1.20:8443\"") && api.contains("\"profile\":\"/trust/partyline.mobileconfig\""))
        #expect(try get("/trust", on: previewSite).status == .notFound)
    }
}

/// A count shared with a `@Sendable` closure.
private final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func bump() { count.withLock { $0 += 1 } }
}
