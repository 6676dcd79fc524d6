import Testing
@testable import PartyServer

/// Issue 35, item 1: the address partyd advertises (join links, QR codes, the welcome's `web`,
/// a night's page and calendar file) is always one it serves.
@Suite("Advertised address")
struct AdvertisedURLTests {
    @Test("--public-url first, whatever partyd listens on")
    func publicURLFirst() {
        #expect(AdvertisedURL.base(publicURL: "https://party.example.org/", boundHost: "127.0.0.1", port: 8080, lanAddress: "192.0.2.2")
            == "https://party.example.org")
        #expect(AdvertisedURL.phoneWarning(publicURL: "https://party.example.org", boundHost: "127.0.0.1", lanAddress: nil) == nil)
    }

    @Test("a specific listening address is advertised as it is: a loopback one too, never the LAN address it does not listen on")
    func specificAddress() {
        #expect(AdvertisedURL.base(publicURL: nil, boundHost: "127.0.0.1", port: 8080, lanAddress: "192.0.2.2") == "http://127.0.0.1:8080")
        #expect(AdvertisedURL.base(publicURL: nil, boundHost: "10.1.2.3", scheme: "https", port: 8443, lanAddress: "192.0.2.2")
            == "https://10.1.2.3:8443")
        #expect(AdvertisedURL.base(publicURL: nil, boundHost: "::1", port: 8080, lanAddress: "192.0.2.2") == "http://[::1]:8080")
        #expect(AdvertisedURL.base(publicURL: nil, boundHost: "localhost", port: 80, lanAddress: "192.0.2.2") == "http://localhost:80")
    }

    @Test("the LAN address only when listening on every address")
    func wildcard() {
        #expect(AdvertisedURL.base(publicURL: nil, boundHost: "0.0.0.0", port: 8080, lanAddress: "192.0.2.2") == "http://192.0.2.2:8080")
        #expect(AdvertisedURL.base(publicURL: nil, boundHost: "::", port: 8080, lanAddress: "192.0.2.2") == "http://192.0.2.2:8080")
        #expect(AdvertisedURL.base(publicURL: nil, boundHost: "0.0.0.0", port: 8080, lanAddress: nil) == "http://localhost:8080")
    }

    @Test("the start-up log says when phones cannot reach the QR code, and what to do")
    func warning() throws {
        let loopback = try #require(AdvertisedURL.phoneWarning(publicURL: nil, boundHost: "127.0.0.1", lanAddress: "192.0.2.2"))
        #expect(loopback.contains("127.0.0.1") && loopback.contains("--host 0.0.0.0") && loopback.contains("--public-url"))
        #expect(AdvertisedURL.phoneWarning(publicURL: nil, boundHost: "localhost", lanAddress: "192.0.2.2") != nil)
        #expect(AdvertisedURL.phoneWarning(publicURL: nil, boundHost: "::1", lanAddress: "192.0.2.2") != nil)
        let lonely = try #require(AdvertisedURL.phoneWarning(publicURL: nil, boundHost: "0.0.0.0", lanAddress: nil))
        #expect(lonely.contains("--public-url"))
        #expect(AdvertisedURL.phoneWarning(publicURL: nil, boundHost: "0.0.0.0", lanAddress: "192.0.2.2") == nil)
        #expect(AdvertisedURL.phoneWarning(publicURL: nil, boundHost: "192.0.2.2", lanAddress: "192.0.2.2") == nil)
    }

    @Test("the web configuration and the welcome's `web` follow the same rule")
    func webConfig() {
        let web = WebConfig(httpPort: 8080)
        #expect(web.phoneBaseURL(boundHost: "127.0.0.1", port: 8080, lanAddress: "192.0.2.2") == "http://127.0.0.1:8080")
        #expect(web.joinBaseURL(boundHost: "127.0.0.1") == "http://127.0.0.1:8080")
        #expect(WebConfig(httpPort: 0).joinBaseURL(boundHost: "127.0.0.1") == nil, "no fixed port yet: the page's own origin")
    }
}
