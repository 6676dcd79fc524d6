import PartyTestSupport
import PartyTLS
import PartyTransport
import Testing

/// The same transport with TLS in the path (`TLSStreamSecurity`), using the committed
/// fixture certificates: the handshake completes, application bytes cross sealed, and
/// plaintext on the TLS port is refused with a security close — on both readiness paths.
@Suite("TLS connections", .timeLimit(.minutes(1)))
struct TLSConnectionTests {
    static func tlsListener(_ readiness: EventLoop.Readiness) throws -> TestListener {
        let context = try TLSContext.server(certificateFile: TLSFixtures.certificateFile, keyFile: TLSFixtures.keyFile)
        return try TestListener(options: Listener.Options(makeSecurity: { TLSStreamSecurity.server(context) },
                                                          loops: HarnessLoops.loops(readiness)))
    }

    @Test("a TLS client is established, and its bytes come back in order through an echoing server",
          arguments: EventLoop.Readiness.allCases)
    func echoOverTLS(readiness: EventLoop.Readiness) async throws {
        let server = try Self.tlsListener(readiness)
        defer { server.stop() }
        let engine = try TLSEngine(context: try TLSContext.client(caFile: TLSFixtures.caFile), role: .client(serverName: "localhost"))
        let client = Peer(try Connection.connect(host: "127.0.0.1", port: server.port, security: TLSStreamSecurity(engine: engine),
                                                      loop: HarnessLoops.loops(readiness).nextLoop()))
        await client.until { $0.established }
        let message = (0..<50).map { "sealed \($0)\n" }.joined()
        for line in message.split(separator: "\n") { client.connection.send(Array((line + "\n").utf8)) }
        let seen = await client.until { $0.received.count >= message.utf8.count }
        #expect(seen.text == message)
        #expect(client.connection.isSecure)
    }

    @Test("plaintext on the TLS port closes that connection with a security reason", arguments: EventLoop.Readiness.allCases)
    func plaintextIsRefused(readiness: EventLoop.Readiness) async throws {
        let accepted = Peer.Box()
        let context = try TLSContext.server(certificateFile: TLSFixtures.certificateFile, keyFile: TLSFixtures.keyFile)
        let server = try TestListener(options: Listener.Options(makeSecurity: { TLSStreamSecurity.server(context) },
                                                               loops: HarnessLoops.loops(readiness))) { accepted.set($0) }
        defer { server.stop() }
        let client = Peer(try Connection.connect(host: "127.0.0.1", port: server.port, loop: HarnessLoops.loops(readiness).nextLoop()))
        client.connection.send(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        let peer = await accepted.value()
        let closed = await peer.until { $0.closed != nil }.closed
        guard case .security = closed else {
            Issue.record("closed with \(String(describing: closed)), not a TLS refusal")
            return
        }
        #expect(await client.until { $0.closed != nil }.closed != nil)
    }
}
