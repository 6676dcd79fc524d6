import PartyTestSupport
import PartyTransport
import Testing

/// `Listener` and `Connection` over real sockets on 127.0.0.1, port 0: bytes arrive whole and in
/// order, closes are reported once with their reason, and the write buffer and deadlines are
/// enforced — on both readiness paths (an epoll instance per loop, and a Dispatch source per
/// socket). Waits are by continuation; a hang ends at the time limit.
@Suite("Plain connections", .timeLimit(.minutes(1)))
struct PlainConnectionTests {
    @Test("bytes sent in many small sends come back in order through an echoing server", arguments: EventLoop.Readiness.allCases)
    func echoKeepsOrder(readiness: EventLoop.Readiness) async throws {
        let server = try TestListener(options: Listener.Options(loops: HarnessLoops.loops(readiness)))
        defer { server.stop() }
        let client = Peer(try Connection.connect(host: "127.0.0.1", port: server.port, loop: HarnessLoops.loops(readiness).nextLoop()))
        let lines = (0..<200).map { "line \($0)\n" }
        for line in lines { client.connection.send(Array(line.utf8)) }
        let seen = await client.until { $0.received.count >= lines.joined().utf8.count }
        #expect(seen.text == lines.joined())
        client.connection.close()
        #expect(await client.until { $0.closed != nil }.closed == .local)
    }

    @Test("the server closing is the client's peerClosed, after what was queued before it", arguments: EventLoop.Readiness.allCases)
    func serverCloseFlushesFirst(readiness: EventLoop.Readiness) async throws {
        let server = try TestListener(options: Listener.Options(loops: HarnessLoops.loops(readiness)), echo: false) { peer in
            peer.connection.send(Array("goodbye\n".utf8))
            peer.connection.close()
        }
        defer { server.stop() }
        let client = Peer(try Connection.connect(host: "127.0.0.1", port: server.port, loop: HarnessLoops.loops(readiness).nextLoop()))
        let seen = await client.until { $0.closed != nil }
        #expect(seen.text == "goodbye\n")
        #expect(seen.closed == .peerClosed)
    }

    @Test("a send past the write buffer and its burst allowance closes with writeBufferOverflow, queueing nothing", arguments: EventLoop.Readiness.allCases)
    func writeBufferOverflow(readiness: EventLoop.Readiness) async throws {
        let limit = 4096
        let overflowed = Peer.Box()
        let server = try TestListener(options: Listener.Options(maxWriteBufferBytes: limit, loops: HarnessLoops.loops(readiness)), echo: false) { peer in
            peer.connection.send([UInt8](repeating: 0x41, count: limit + 256 * 1024 + 1))
            overflowed.set(peer)
        }
        defer { server.stop() }
        let client = Peer(try Connection.connect(host: "127.0.0.1", port: server.port, loop: HarnessLoops.loops(readiness).nextLoop()))
        let peer = await overflowed.value()
        #expect(await peer.until { $0.closed != nil }.closed == .writeBufferOverflow)
        let seen = await client.until { $0.closed != nil }
        #expect(seen.received.isEmpty, "nothing of the refused send left")
    }

    @Test("a deadline that passes closes the connection with its name, after its farewell", arguments: EventLoop.Readiness.allCases)
    func deadlineCloses(readiness: EventLoop.Readiness) async throws {
        let server = try TestListener(options: Listener.Options(loops: HarnessLoops.loops(readiness)), echo: false) { peer in
            peer.connection.setDeadline(after: 10, what: "idle", farewell: Array("bye\n".utf8))
        }
        defer { server.stop() }
        let client = Peer(try Connection.connect(host: "127.0.0.1", port: server.port, loop: HarnessLoops.loops(readiness).nextLoop()))
        let seen = await client.until { $0.closed != nil }
        #expect(seen.text == "bye\n")
        #expect(seen.closed == .peerClosed)
    }
}
