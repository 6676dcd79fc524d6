import Testing
@testable import PartyHTTP

/// Issue 26, item 10: which `Host` values a server answers (DNS-rebinding defence).
@Suite("HostAllowList")
struct HostAllowListTests {
    static let list = HostAllowList(["localhost", ".localhost", "Party.Example.org", "https://play.example.net:8443/x", ".lan."])

    @Test("allowed", arguments: [
        "localhost", "localhost:8080", "LOCALHOST.", "app.localhost", "party.example.org", "party.example.org:443",
        "play.example.net", "tv.lan", "lan", "127.0.0.1", "192.168.1.20:8080", "[::1]", "[::1]:8080", "[fe80::1]",
    ])
    func allowed(host: String) {
        #expect(Self.list.allows(host: host))
    }

    @Test("refused", arguments: [
        "evil.example", "party.example.org.evil.example", "xlocalhost", "example.org", "localhost.evil.example",
        "1.2.3", "1.2.3.4.5", "999.1.1.1", "lan.evil.example", "",
    ])
    func refused(host: String) {
        #expect(!Self.list.allows(host: host))
    }

    @Test("no Host (HTTP/1.0, not a browser) and * allow anything")
    func wildcardAndMissing() {
        #expect(Self.list.allows(host: nil))
        #expect(HostAllowList(["*"]).allows(host: "anything.example"))
        #expect(HostAllowList(["localhost", "localhost:80", "LocalHost"]).names == ["localhost"])
    }
}
