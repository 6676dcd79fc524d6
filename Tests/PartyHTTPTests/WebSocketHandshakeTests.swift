import Testing
@testable import PartyHTTP

/// A head for `/ws` with the usual browser fields, overridden or removed by `fields`.
private func upgradeHead(_ fields: [String: String?] = [:], version: Int = 1) -> HTTPRequestHead {
    var all: [(String, String?)] = [
        ("Host", "party.local:8080"), ("Upgrade", "websocket"), ("Connection", "keep-alive, Upgrade"),
        ("Sec-WebSocket-Version", "13"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
        ("Origin", "http://party.local:8080"), ("Sec-WebSocket-Protocol", "partyline.v1"),
    ]
    all = all.map { name, value in (name, fields.keys.contains(name) ? fields[name]! : value) }
    var headers = HTTPHeaders()
    for case let (name, value?) in all { headers.add(name, value) }
    return HTTPRequestHead(method: "GET", target: "/ws", path: "/ws", query: nil, minorVersion: version, headers: headers)
}

private func status(_ head: HTTPRequestHead, secure: Bool = false, options: HTTPServerOptions = HTTPServerOptions(serverName: "t")) -> Int {
    switch WebSocketHandshake.respond(to: head, secure: secure, options: options) {
    case let .accept(response), let .refuse(response): response.status.code
    }
}

@Suite("WebSocketHandshake")
struct WebSocketHandshakeTests {
    @Test func acceptValueMatchesRFC6455() {
        #expect(WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func aBrowserHandshakeIsAccepted() throws {
        guard case let .accept(response) = WebSocketHandshake.respond(to: upgradeHead(), secure: false, options: HTTPServerOptions(serverName: "t")) else {
            Issue.record("refused")
            return
        }
        #expect(response.status == .switchingProtocols)
        #expect(response.headers["Sec-WebSocket-Accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(response.headers["Sec-WebSocket-Protocol"] == "partyline.v1")
        #expect(response.headers["Upgrade"] == "websocket")
        let wire = text(response.serialized())
        #expect(wire.hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"))
        #expect(!wire.contains("Content-Length"))
    }

    @Test func noSubprotocolOfferedMeansNoneChosen() throws {
        guard case let .accept(response) = WebSocketHandshake.respond(to: upgradeHead(["Sec-WebSocket-Protocol": nil, "Origin": nil]), secure: false, options: HTTPServerOptions(serverName: "t")) else {
            Issue.record("refused")
            return
        }
        #expect(response.headers["Sec-WebSocket-Protocol"] == nil)
    }

    @Test func badHandshakesAreRefused() {
        #expect(status(upgradeHead(["Upgrade": "h2c"])) == 400)
        #expect(status(upgradeHead(["Connection": "keep-alive"])) == 400)
        #expect(status(upgradeHead(["Sec-WebSocket-Version": "8"])) == 426)
        #expect(status(upgradeHead(["Sec-WebSocket-Version": nil])) == 426)
        #expect(status(upgradeHead(["Sec-WebSocket-Key": nil])) == 400)
        #expect(status(upgradeHead(["Sec-WebSocket-Key": "c2hvcnQ="])) == 400)
        #expect(status(upgradeHead(["Sec-WebSocket-Key": "not base64 at all!!!!!!!"])) == 400)
        #expect(status(upgradeHead(["Sec-WebSocket-Protocol": "chat, superchat"])) == 400)
        #expect(status(upgradeHead(version: 0)) == 400)
        #expect(status(upgradeHead(["Sec-WebSocket-Protocol": "chat, partyline.v1"])) == 101)
    }

    @Test func originPolicy() {
        #expect(status(upgradeHead(["Origin": "http://evil.example"])) == 403)
        #expect(status(upgradeHead(["Origin": "https://party.local:8080"])) == 403)  // wrong scheme
        #expect(status(upgradeHead(["Origin": "https://party.local:8080"]), secure: true) == 101)
        #expect(status(upgradeHead(["Origin": "HTTP://Party.Local:8080"])) == 101)
        #expect(status(upgradeHead(["Origin": "null"])) == 403)
        #expect(status(upgradeHead(["Origin": nil])) == 101)  // not a browser
        let proxied = HTTPServerOptions(serverName: "t", publicURL: "https://party.example.org/")
        #expect(status(upgradeHead(["Origin": "https://party.example.org"]), options: proxied) == 101)
        let listed = HTTPServerOptions(serverName: "t", allowedOrigins: ["https://games.example.com"])
        #expect(status(upgradeHead(["Origin": "https://games.example.com"]), options: listed) == 101)
        #expect(status(upgradeHead(), options: listed) == 101, "a list adds to the server's own origin (issue 26, item 10)")
        #expect(status(upgradeHead(["Origin": "http://evil.example"]), options: listed) == 403)
        let any = HTTPServerOptions(serverName: "t", allowedOrigins: ["*"])
        #expect(status(upgradeHead(["Origin": "http://anything.example"]), options: any) == 101)
        let http80 = upgradeHead(["Host": "party.local", "Origin": "http://party.local:80"])
        #expect(status(http80) == 101)
    }

    /// Issue 26, items 10 and 12: a `Host` the server does not serve is refused before anything
    /// else (DNS rebinding); a listener without WebSocket (metrics) answers 404.
    @Test func hostNamesAndListenersWithoutWebSocket() {
        var options = HTTPServerOptions(serverName: "t")
        options.allowedHosts = HostAllowList(["party.local"])
        #expect(status(upgradeHead(), options: options) == 101)
        #expect(status(upgradeHead(["Host": "rebound.example:8080", "Origin": "http://rebound.example:8080"]), options: options) == 421)
        #expect(status(upgradeHead(["Host": "192.168.1.20:8080", "Origin": "http://192.168.1.20:8080"]), options: options) == 101)
        var metricsOnly = HTTPServerOptions(serverName: "t")
        metricsOnly.acceptsWebSocket = false
        #expect(status(upgradeHead(), options: metricsOnly) == 404)
    }
}
