import PartyTestSupport
import Testing
@testable import PartyHTTP

private typealias Action = HTTPConnectionMachine.Action

private let files = WebFiles([WebFile(path: "/index.html", etag: "\"i1\"", body: bytes("<html>"))])

private func machine(echo: Bool = false, maxMessageBytes: Int = 1024) -> HTTPConnectionMachine {
    var options = HTTPServerOptions(serverName: "partyd/test", maxMessageBytes: maxMessageBytes, maxHeadBytes: 512)
    options.webSocketEcho = echo
    return HTTPConnectionMachine(site: WebSite(options: options, files: files), secure: false)
}

private let upgrade = "GET /ws HTTP/1.1\r\nHost: party.local:8080\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
    + "Origin: http://party.local:8080\r\nSec-WebSocket-Protocol: partyline.v1\r\n\r\n"

/// All bytes written by `actions`, concatenated.
private func written(_ actions: [Action]) -> [UInt8] {
    actions.flatMap { action -> [UInt8] in if case let .write(b) = action { b } else { [] } }
}

/// The status codes of the HTTP responses in `bytes`.
private func statuses(_ bytes: [UInt8]) -> [Int] {
    let all = text(bytes)
    return all.ranges(of: "HTTP/1.1 ").compactMap { Int(all[$0.upperBound...].prefix(3)) }
}

/// A machine already upgraded, and the actions that upgrade produced.
private func upgraded(echo: Bool = false, path: String = "/ws", maxMessageBytes: Int = 1024) -> (HTTPConnectionMachine, [Action]) {
    var m = machine(echo: echo, maxMessageBytes: maxMessageBytes)
    let actions = m.receive(bytes(upgrade.replacingOccurrences(of: "GET /ws", with: "GET \(path)")))
    return (m, actions)
}

private extension String {
    func replacingOccurrences(of a: String, with b: String) -> String {
        guard let r = firstRange(of: a) else { return self }
        return String(self[..<r.lowerBound]) + b + String(self[r.upperBound...])
    }
}

@Suite("HTTPConnectionMachine")
struct HTTPConnectionMachineTests {
    @Test func startArmsTheHeadDeadline() {
        #expect(machine().start() == [.headDeadline(true)])
    }

    @Test func keepAliveServesPipelinedRequestsThenCloses() {
        var m = machine()
        let actions = m.receive(bytes("GET / HTTP/1.1\r\nHost: a\r\n\r\nHEAD /ABCD HTTP/1.1\r\nHost: a\r\n\r\n"
            + "GET /nope.js HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n"))
        #expect(statuses(written(actions)) == [200, 200, 404])
        #expect(actions.filter { $0 == .headDeadline(true) }.count == 2)
        #expect(actions.last == .close(reason: "Connection: close"))
        #expect(m.phase == .closed)
        #expect(m.receive(bytes("GET / HTTP/1.1\r\nHost: a\r\n\r\n")).isEmpty)
        #expect(text(written(actions)).ranges(of: "<html>").count == 1)  // HEAD sent no body
    }

    @Test(arguments: [
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nhi", 405),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nhi", 413),
        ("GET /%2e%2e/etc/passwd HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: \(String(repeating: "x", count: 600))\r\n\r\n", 431),
        ("GARBAGE\r\n\r\n", 400),
    ])
    func badRequestsGetTheirStatusAndClose(request: String, status: Int) {
        var m = machine()
        let actions = m.receive(bytes(request))
        #expect(statuses(written(actions)) == [status])
        #expect(text(written(actions)).contains("Connection: close\r\n"))
        guard case .close = actions.last else { Issue.record("not closed: \(actions)"); return }
        #expect(m.phase == .closed)
    }

    @Test func headDeadline() {
        var idle = machine()
        #expect(idle.headTimedOut() == [.close(reason: "idle HTTP connection")])
        var slow = machine()
        _ = slow.receive(bytes("GET / HTTP/1.1\r\nHo"))
        let actions = slow.headTimedOut()
        #expect(statuses(written(actions)) == [408])
        var (ws, _) = upgraded()
        #expect(ws.headTimedOut().isEmpty)
    }

    @Test func upgradeThenMessagesInEverySplit() throws {
        let stream = bytes(upgrade) + clientText("{\"type\":\"ping\",\"id\":1}") + clientFrame(0x9, bytes("p"))
            + clientText("{\"type\":", fin: false) + clientFrame(0x0, bytes("\"pong\"}")) + clientFrame(0x8, [0x03, 0xE8])
        for chunks in ChunkSplits.all(of: stream) {
            var m = machine()
            let actions = chunks.flatMap { m.receive($0) }
            let out = written(actions)
            #expect(statuses(out) == [101])
            let headEnd = try #require(out.firstRange(of: bytes("\r\n\r\n"))).upperBound
            let frames = serverFrames(Array(out[headEnd...]))
            #expect(frames.map(\.opcode) == [0xA, 0x8])
            #expect(frames.first?.payload == bytes("p"))
            #expect(frames.last?.payload == [0x03, 0xE8])  // the close is echoed with its code
            let delivered = actions.compactMap { action -> String? in if case let .deliver(b) = action { text(b) } else { nil } }
            #expect(delivered == ["{\"type\":\"ping\",\"id\":1}", "{\"type\":\"pong\"}"])
            #expect(actions.filter { if case .upgraded = $0 { true } else { false } }.count == 1)
            #expect(actions.contains(.headDeadline(false)))
            #expect(m.phase == .closed)
        }
    }

    @Test func upgradedComesBeforeEarlyMessages() throws {
        var m = machine()
        let actions = m.receive(bytes(upgrade) + clientText("{}"))
        let upgradedAt = try #require(actions.firstIndex { if case .upgraded = $0 { true } else { false } })
        let deliveredAt = try #require(actions.firstIndex(of: .deliver(bytes("{}"))))
        #expect(upgradedAt < deliveredAt)
    }

    @Test func refusedHandshakeGetsItsStatusAndCloses() {
        var m = machine()
        let actions = m.receive(bytes(upgrade.replacingOccurrences(of: "Origin: http://party.local:8080", with: "Origin: http://evil.example")))
        #expect(statuses(written(actions)) == [403])
        #expect(m.phase == .closed)
        var plain = machine()
        #expect(statuses(written(plain.receive(bytes("GET /ws HTTP/1.1\r\nHost: a\r\n\r\n")))) == [426])
    }

    @Test(arguments: [
        (clientFrame(0x1, bytes("x"), masked: false), 1002),
        (clientFrame(0x2, [1, 2]), 1003),
        (clientFrame(0x1, [0xC3, 0x28]), 1007),
        (clientFrame(0x1, [UInt8](repeating: 0x61, count: 1025)), 1009),
        (clientFrame(0x9, bytes("x"), fin: false), 1002),
        (clientFrame(0x0, bytes("x")), 1002),
        (clientFrame(0x1, bytes("x"), rsv: 4), 1002),
        (clientFrame(0x5, []), 1002),
    ])
    func badFramesCloseWithTheirCode(frame: [UInt8], code: Int) {
        var (m, _) = upgraded()
        let actions = m.receive(frame + clientText("after"))
        let frames = serverFrames(written(actions))
        #expect(frames.map(\.opcode) == [0x8])
        #expect(frames.first.map { Int($0.payload[0]) << 8 | Int($0.payload[1]) } == code)
        #expect(!actions.contains(.deliver(bytes("after"))))
        guard case .close = actions.last else { Issue.record("not closed"); return }
        #expect(m.frame(line: bytes("{}\n")) == nil)
    }

    @Test func outgoingLinesAreWrappedWhileOpen() {
        var (m, _) = upgraded()
        #expect(m.frame(line: bytes("{\"type\":\"welcome\"}\n")) == [0x81, 18] + bytes("{\"type\":\"welcome\"}"))
        let actions = m.close(.goingAway, reason: "server shutting down")
        #expect(serverFrames(written(actions)).map { Int($0.payload[0]) << 8 | Int($0.payload[1]) } == [1001])
        #expect(actions.last == .close(reason: "server shutting down"))
        #expect(m.frame(line: bytes("{}\n")) == nil)
        // The peer's answering close is read but not echoed again.
        #expect(serverFrames(written(m.receive(clientFrame(0x8, [0x03, 0xE9])))).isEmpty)
    }

    @Test func idleSocketsArePingedAndDeadOnesDropped() {
        var (m, _) = upgraded()
        let first = m.idleTick()
        #expect(serverFrames(written(first)).map(\.opcode) == [0x9])
        _ = m.receive(clientFrame(0xA, bytes("partyline")))
        #expect(m.idleTick().isEmpty)          // heard from since the last tick
        #expect(!written(m.idleTick()).isEmpty) // silent: pinged again
        #expect(m.idleTick() == [.close(reason: "no answer to ping")])
        #expect(m.phase == .closed)
        var http = machine()
        #expect(http.idleTick().isEmpty)
    }

    @Test func echoEndpointOnlyWhenEnabled() {
        var (echo, actions) = upgraded(echo: true, path: "/ws/echo")
        #expect(statuses(written(actions)) == [101])
        #expect(!actions.contains { if case .upgraded = $0 { true } else { false } })
        #expect(serverFrames(written(echo.receive(clientFrame(0x2, [1, 2, 3])))).map(\.payload) == [[1, 2, 3]])
        #expect(serverFrames(written(echo.receive(clientText("hé")))).map(\.payload) == [bytes("hé")])
        let (_, off) = upgraded(echo: false, path: "/ws/echo")
        #expect(statuses(written(off)) == [404])
    }
}
