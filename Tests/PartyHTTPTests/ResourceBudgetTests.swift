import PartyQR
import Testing
@testable import PartyHTTP

/// Issue 26: the frames and requests that used to cost the server work without drawing on any
/// budget — WebSocket control frames, pipelined HTTP requests, QR images — and the WebSocket
/// message that never ended.
@Suite("Resource budgets")
struct ResourceBudgetTests {
    private static let files = WebFiles([WebFile(path: "/css/app.css", etag: "\"c1\"", body: Array(repeating: 0x61, count: 2000)),
                                         WebFile(path: "/css/big.css", etag: "\"c2\"", body: Array(repeating: 0x62, count: 20_000))])

    private static func machine(framesPerSecond: Double = 50, frameBurst: Double = 100) -> HTTPConnectionMachine {
        var options = HTTPServerOptions(serverName: "partyd/test", maxMessageBytes: 1024, maxHeadBytes: 512)
        options.framesPerSecond = framesPerSecond
        options.frameBurst = frameBurst
        return HTTPConnectionMachine(site: WebSite(options: options, files: files), secure: false)
    }

    private static let upgrade = "GET /ws HTTP/1.1\r\nHost: party.local:8080\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        + "Origin: http://party.local:8080\r\nSec-WebSocket-Protocol: partyline.v1\r\n\r\n"

    private static func upgraded(framesPerSecond: Double = 50, frameBurst: Double = 100) -> HTTPConnectionMachine {
        var m = machine(framesPerSecond: framesPerSecond, frameBurst: frameBurst)
        _ = m.receive(bytes(upgrade), at: 0)
        #expect(m.phase == .webSocket)
        return m
    }

    /// The pongs (opcode 0xA) among the frames `actions` write.
    private static func pongs(_ actions: [HTTPConnectionMachine.Action]) -> Int {
        actions.reduce(0) { n, action in
            if case let .write(b) = action, b.first == 0x8A { n + 1 } else { n }
        }
    }

    private static func closeCode(_ actions: [HTTPConnectionMachine.Action]) -> UInt16? {
        for case let .write(b) in actions where b.first == 0x88 && b.count >= 4 { return UInt16(b[2]) << 8 | UInt16(b[3]) }
        return nil
    }

    @Test func pingsPastTheBudgetAreNotAnswered() {
        var m = Self.upgraded(framesPerSecond: 10, frameBurst: 5)
        let eight = (0..<8).flatMap { _ in clientFrame(0x9, bytes("p")) }
        let actions = m.receive(eight, at: 0)
        #expect(Self.pongs(actions) == 5, "a burst of 5, the rest unanswered")
        #expect(m.phase == .webSocket, "slightly over the budget is not a flood")
        // A second later the budget has 10 more (capped at the burst of 5).
        #expect(Self.pongs(m.receive(eight, at: 1000)) == 5)
        // Requests (messages with content) are the session's to limit, not this budget's.
        let requests = m.receive((0..<20).flatMap { _ in clientText("{\"type\":\"ping\"}") }, at: 1000)
        #expect(requests.filter { if case .deliver = $0 { true } else { false } }.count == 20)
    }

    @Test func aSustainedFloodOfControlFramesClosesWith1008() {
        var m = Self.upgraded(framesPerSecond: 10, frameBurst: 5)
        // 5 allowed, then more than a burst (5) refused in a row: a flood.
        let actions = m.receive((0..<12).flatMap { _ in clientFrame(0x9, []) }, at: 0)
        #expect(Self.pongs(actions) == 5)
        #expect(Self.closeCode(actions) == 1008)
        #expect(m.phase == .closed)
        #expect(actions.last.map { if case .close = $0 { true } else { false } } == true)
    }

    @Test func pongsFragmentsAndEmptyMessagesDrawOnTheBudgetToo() {
        let floods: [[UInt8]] = [
            (0..<10).flatMap { _ in clientFrame(0xA, []) },
            (0..<10).flatMap { _ in clientText("") },
            (0..<10).flatMap { _ in clientText(" \r\n") },
            clientText("{", fin: false) + (0..<10).flatMap { _ in clientFrame(0x0, bytes(" "), fin: false) },
        ]
        for flood in floods {
            var m = Self.upgraded(framesPerSecond: 1, frameBurst: 2)
            let actions = m.receive(flood, at: 0)
            #expect(Self.closeCode(actions) == 1008, "\(flood.prefix(8))")
        }
    }

    @Test func theBudgetRefillsAtItsRate() {
        var budget = FrameBudget(rate: 2, burst: 2)
        #expect(budget.charge(now: 0) == .allowed)
        #expect(budget.charge(now: 0) == .allowed)
        #expect(budget.charge(now: 0) == .refused)
        #expect(budget.charge(now: 499) == .refused)
        #expect(budget.charge(now: 500) == .allowed, "one frame per half second")
        #expect(budget.charge(now: 500) == .refused)
        #expect(budget.charge(now: 500) == .refused)
        #expect(budget.charge(now: 500) == .flooding, "three refused in a row: more than a burst")
    }

    @Test func anUnfinishedMessageIsVisibleToTheSession() {
        var m = Self.upgraded()
        #expect(!m.hasUnfinishedMessage)
        let frame = clientText("{\"type\":\"ping\"}")
        _ = m.receive(Array(frame.prefix(5)), at: 0)
        #expect(m.hasUnfinishedMessage, "a frame partly received")
        _ = m.receive(Array(frame.dropFirst(5)), at: 0)
        #expect(!m.hasUnfinishedMessage)
        _ = m.receive(clientText("{\"type\":", fin: false), at: 0)
        #expect(m.hasUnfinishedMessage, "a fragmented message without its last fragment")
        _ = m.receive(clientFrame(0x0, bytes("\"ping\"}")), at: 0)
        #expect(!m.hasUnfinishedMessage)
    }

    @Test func pipelinedRequestsAreAnsweredAFewPerReadWhileTheWriteBufferDrains() {
        var m = Self.machine()
        let request = "GET /css/app.css HTTP/1.1\r\nHost: a\r\n\r\n"
        let first = m.receive(bytes(String(repeating: request, count: 20)), at: 0)
        let limit = m.site.options.maxResponsesPerRead
        #expect(first.filter { if case .write = $0 { true } else { false } }.count == limit)
        #expect(first.last == .awaitDrain)
        #expect(m.awaitingDrain)
        #expect(m.receive(bytes(request), at: 0).isEmpty, "nothing more is answered until the buffer drains")
        let second = m.resume()
        #expect(second.filter { if case .write = $0 { true } else { false } }.count == limit)
        #expect(second.last == .awaitDrain)
        let third = m.resume()
        #expect(third.filter { if case .write = $0 { true } else { false } }.count == 5, "21 in all")
        #expect(third.last == .headDeadline(true))
        #expect(!m.awaitingDrain)
        #expect(m.resume().isEmpty)
    }

    @Test func pipelinedRequestsWaitWhileThePeerLeavesAnswersUntaken() {
        var m = Self.machine()
        let request = "GET /css/app.css HTTP/1.1\r\nHost: a\r\n\r\n"
        #expect(m.receive(bytes(String(repeating: request, count: 20)), at: 0).last == .awaitDrain)
        let limit = m.site.options.maxPeerUnreadBytes
        #expect(m.drained(peerUnread: limit + 1) == [.awaitPeer], "the peer has not read: nothing more is answered")
        #expect(m.awaitingDrain)
        #expect(m.receive(bytes(request), at: 0).isEmpty)
        #expect(m.drained(peerUnread: limit + 1) == [.awaitPeer], "still not read")
        let next = m.drained(peerUnread: limit)
        #expect(next.filter { if case .write = $0 { true } else { false } }.count == m.site.options.maxResponsesPerRead)
        #expect(next.last == .awaitDrain)
        var answered = m.site.options.maxResponsesPerRead * 2
        while m.awaitingDrain { answered += m.drained(peerUnread: 0).filter { if case .write = $0 { true } else { false } }.count }
        #expect(answered == 21, "every request is answered once the peer reads")
        #expect(m.drained(peerUnread: 0).isEmpty)
    }

    @Test func pipelinedLargeResponsesStopAtTheByteBudgetEachRead() {
        var m = Self.machine()
        let request = "GET /css/big.css HTTP/1.1\r\nHost: a\r\n\r\n"
        let first = m.receive(bytes(String(repeating: request, count: 20)), at: 0)
        let writes = first.compactMap { if case let .write(bytes) = $0 { bytes.count } else { nil } }
        let budget = m.site.options.maxResponseBytesPerRead
        #expect(writes.count < m.site.options.maxResponsesPerRead, "\(writes) bytes")
        #expect(writes.dropLast().reduce(0, +) < budget && writes.reduce(0, +) >= budget, "stops once the budget is spent: \(writes)")
        #expect(first.last == .awaitDrain)
        var answered = writes.count
        while m.awaitingDrain { answered += m.resume().filter { if case .write = $0 { true } else { false } }.count }
        #expect(answered == 20, "every request is answered in the end")
    }

    // MARK: - QR images

    private static func qr(_ site: WebSite, host: String) throws -> HTTPResponse {
        var parser = HTTPHeadParser()
        parser.append(bytes("GET /qr/ABCD.svg HTTP/1.1\r\nHost: \(host)\r\n\r\n"))
        return site.respond(to: try #require(try parser.next()), secure: false)
    }

    @Test func qrImagesAreDrawnOncePerURL() throws {
        let site = WebSite(options: HTTPServerOptions(serverName: "t"), files: WebFiles([]))
        let first = try Self.qr(site, host: "party.local:8080")
        let second = try Self.qr(site, host: "party.local:8080")
        #expect(first.status == .ok && second.body == first.body)
        #expect(first.body == bytes(try #require(QRCode("http://party.local:8080/ABCD")).svg()))
        #expect(site.qrImages.draws == 1)
        _ = try Self.qr(site, host: "other.local")
        #expect(site.qrImages.draws == 2)
    }

    @Test func aLongHostMakesNoQRImage() throws {
        let site = WebSite(options: HTTPServerOptions(serverName: "t"), files: WebFiles([]))
        let long = String(repeating: "a", count: 250) + ".io"
        let response = try Self.qr(site, host: long)
        #expect(response.status == .notFound)
        #expect(site.qrImages.draws == 0)
        let fine = try Self.qr(site, host: String(repeating: "a", count: WebSite.maxLinkHostBytes))
        #expect(fine.status == .ok)
        // A configured public URL is the operator's: it is used whatever the Host.
        let proxied = WebSite(options: HTTPServerOptions(serverName: "t", publicURL: "https://party.example.org"), files: WebFiles([]))
        #expect(try Self.qr(proxied, host: long).status == .ok)
    }
}
