import PartyTLS
import PartyTestSupport
import Testing

@Suite("Session resumption and close_notify")
struct SessionTests {
    let serverContext: TLSContext

    init() throws {
        serverContext = try TLSContext.server(certificateFile: TLSFixtures.certificateFile, keyFile: TLSFixtures.keyFile)
    }

    @Test("a second connection with the saved session is resumed", arguments: [TLSVersion.tls12, .tls13])
    func resumption(maximumVersion: TLSVersion) throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile, maximumVersion: maximumVersion)
        let first = try EnginePair(clientContext: client, serverContext: serverContext)
        first.handshake()
        #expect(first.clientState == .established)
        #expect(first.client.sessionReused == false)
        let session = try #require(first.client.resumableSession)
        #expect(session.protocolVersion == (maximumVersion == .tls13 ? "TLSv1.3" : "TLSv1.2"))

        let second = try EnginePair(clientContext: client, serverContext: serverContext, session: session)
        second.handshake()
        #expect(second.clientState == .established)
        #expect(second.client.sessionReused)
        #expect(second.server.sessionReused)
        try second.clientSends("resumed\n")
        #expect(second.serverReceived == Array("resumed\n".utf8))
    }

    @Test("a session is not resumed by a different server context")
    func sessionFromAnotherServerIsNotReused() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile, maximumVersion: .tls12)
        let first = try EnginePair(clientContext: client, serverContext: serverContext)
        first.handshake()
        let session = try #require(first.client.resumableSession)
        let otherServer = try TLSContext.server(certificateFile: TLSFixtures.certificateFile, keyFile: TLSFixtures.keyFile)
        let second = try EnginePair(clientContext: client, serverContext: otherServer, session: session)
        second.handshake()
        #expect(second.clientState == .established)
        #expect(second.client.sessionReused == false)
    }

    @Test("close_notify from the client closes the server, which answers with its own")
    func closeNotify() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile)
        let pair = try EnginePair(clientContext: client, serverContext: serverContext)
        pair.handshake()
        let alert = pair.client.close()
        #expect(!alert.isEmpty)
        #expect(pair.client.currentState == .closed)
        #expect(pair.client.send(Array("late".utf8)) == .failure(.closed))
        let output = pair.server.receive(alert)
        #expect(output.state == .closed)
        #expect(!output.outgoing.isEmpty)
        #expect(pair.server.isEstablished == false)
        #expect(pair.server.send(Array("late".utf8)) == .failure(.closed))
    }

    @Test("data before close_notify in the same receive is still delivered")
    func dataThenClose() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile)
        let pair = try EnginePair(clientContext: client, serverContext: serverContext)
        pair.handshake()
        let bytes = try pair.client.send(Array("bye\n".utf8)).get() + pair.client.close()
        let output = pair.server.receive(bytes)
        #expect(output.plaintext == Array("bye\n".utf8))
        #expect(output.state == .closed)
    }

    @Test("closing before the handshake completes produces no bytes")
    func closeDuringHandshake() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile)
        let engine = try TLSEngine(context: client, role: .client(serverName: "localhost"))
        #expect(!engine.startHandshake().outgoing.isEmpty)
        #expect(engine.close().isEmpty)
        #expect(engine.currentState == .closed)
        #expect(engine.negotiatedProtocol == nil)
    }
}
