import PartyTestSupport
import PartyTransport
import Testing

/// Connections with a coalescing window (``WriteCoalescing``) over real sockets, on every
/// readiness path: what the window holds is written when the window ends, at once when it fills
/// the size limit, before the close when the connection closes, and always whole and in order.
/// The windows are long (seconds) where a test needs a frame surely held, so a hold that never
/// ends shows up as the suite's time limit, not as a flaky clock.
@Suite("Coalesced connections", .timeLimit(.minutes(1)))
struct CoalescedConnectionTests {
    /// A listener whose connections hold writes for `window` nanoseconds; the accepted peer is
    /// handed to the test.
    static func serve(_ readiness: EventLoop.Readiness, window: UInt64) throws -> (TestListener, Peer.Box) {
        var options = Listener.Options(loops: HarnessLoops.loops(readiness))
        options.writeCoalescing = WriteCoalescing(windowNanoseconds: window)
        let box = Peer.Box()
        return (try TestListener(options: options, echo: false) { box.set($0) }, box)
    }

    static func client(_ readiness: EventLoop.Readiness, port: Int) throws -> Peer {
        Peer(try Connection.connect(host: "127.0.0.1", port: port, loop: HarnessLoops.loops(readiness).nextLoop()))
    }

    @Test("a frame sent within the window after a write is held and then written, after the one before", arguments: EventLoop.Readiness.allCases)
    func heldFrameLeavesAtTheWindowEnd(readiness: EventLoop.Readiness) async throws {
        let (server, box) = try Self.serve(readiness, window: 300_000_000)
        defer { server.stop() }
        let client = try Self.client(readiness, port: server.port)
        let peer = await box.value()
        peer.connection.send(Array("first\n".utf8))
        await client.until { $0.text == "first\n" }
        peer.connection.send(Array("second\n".utf8))
        peer.connection.send(Array("third\n".utf8))
        #expect(await client.until { $0.received.count >= 19 }.text == "first\nsecond\nthird\n")
    }

    @Test("held bytes that reach the size limit are written at once, not at the window's end", arguments: EventLoop.Readiness.allCases)
    func fullQueueLeavesAtOnce(readiness: EventLoop.Readiness) async throws {
        let (server, box) = try Self.serve(readiness, window: 600_000_000_000)  // ten minutes: only the size can end it
        defer { server.stop() }
        let client = try Self.client(readiness, port: server.port)
        let peer = await box.value()
        peer.connection.send(Array("first\n".utf8))
        await client.until { $0.text == "first\n" }
        let line = Array(String(repeating: "x", count: 99).utf8) + [0x0A]
        let lines = WriteCoalescing.defaultFlushBytes / line.count + 1
        for _ in 0..<lines { peer.connection.send(line) }
        let seen = await client.until { $0.received.count >= 6 + lines * line.count }
        #expect(seen.received.count == 6 + lines * line.count)
    }

    @Test("closing writes what the window holds before the close", arguments: EventLoop.Readiness.allCases)
    func closeWritesHeldFirst(readiness: EventLoop.Readiness) async throws {
        let (server, box) = try Self.serve(readiness, window: 600_000_000_000)
        defer { server.stop() }
        let client = try Self.client(readiness, port: server.port)
        let peer = await box.value()
        peer.connection.send(Array("first\n".utf8))
        await client.until { $0.text == "first\n" }
        peer.connection.send(Array("last words\n".utf8))
        peer.connection.close()
        let seen = await client.until { $0.closed != nil }
        #expect(seen.text == "first\nlast words\n")
        #expect(seen.closed == .peerClosed)
    }

    /// Bursts sent from the test's thread while the loop flushes on its own: each burst's first
    /// write goes at once and the rest is held and written window by window. (Few awaits: under
    /// a loaded full suite every hop back to the test's task can take seconds.)
    @Test("many frames sent from another queue across many windows arrive whole and in order", arguments: EventLoop.Readiness.allCases)
    func streamKeepsOrder(readiness: EventLoop.Readiness) async throws {
        let (server, box) = try Self.serve(readiness, window: 2_000_000)
        defer { server.stop() }
        let client = try Self.client(readiness, port: server.port)
        let peer = await box.value()
        var expected = ""
        for burst in 0..<5 {
            let lines = (0..<400).map { "line \(burst * 400 + $0)\n" }
            for line in lines { peer.connection.send(Array(line.utf8)) }
            expected += lines.joined()
            let count = expected.utf8.count
            let seen = await client.until { $0.received.count >= count }
            #expect(seen.text == expected)
        }
    }
}
