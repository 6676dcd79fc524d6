import PartyTLS
import PartyTestSupport
import Testing

@Suite("Handshake and data between in-memory engines")
struct HandshakeTests {
    let serverContext: TLSContext
    let clientContext: TLSContext

    init() throws {
        serverContext = try TLSContext.server(certificateFile: TLSFixtures.certificateFile, keyFile: TLSFixtures.keyFile)
        clientContext = try TLSContext.client(caFile: TLSFixtures.caFile)
    }

    @Test("full handshake, then a JSON line each way", arguments: [Int.max, 1, 7])
    func jsonRoundTrip(chunkSize: Int) throws {
        let pair = try EnginePair(clientContext: clientContext, serverContext: serverContext, chunkSize: chunkSize)
        pair.handshake()
        #expect(pair.clientState == .established)
        #expect(pair.serverState == .established)
        #expect(pair.client.isEstablished && pair.server.isEstablished)
        #expect(pair.client.negotiatedProtocol == "TLSv1.3")
        #expect(pair.server.negotiatedProtocol == "TLSv1.3")
        #expect(pair.client.sessionReused == false)

        try pair.clientSends("{\"type\":\"hello\",\"name\":\"Ada\"}\n")
        #expect(String(decoding: pair.serverReceived, as: UTF8.self) == "{\"type\":\"hello\",\"name\":\"Ada\"}\n")
        try pair.serverSends("{\"type\":\"welcome\",\"you\":\"p1\"}\n")
        #expect(String(decoding: pair.clientReceived, as: UTF8.self) == "{\"type\":\"welcome\",\"you\":\"p1\"}\n")
    }

    @Test("one byte at a time takes many receive calls and still delivers everything")
    func oneByteAtATime() throws {
        let pair = try EnginePair(clientContext: clientContext, serverContext: serverContext, chunkSize: 1)
        pair.handshake()
        #expect(pair.clientState == .established && pair.serverState == .established)
        #expect(pair.receiveCalls > 500)
        let line = "{\"type\":\"chat\",\"text\":\"" + String(repeating: "x", count: 300) + "\"}\n"
        try pair.clientSends(line)
        try pair.serverSends(line)
        #expect(pair.serverReceived == Array(line.utf8))
        #expect(pair.clientReceived == Array(line.utf8))
    }

    @Test("plaintext sent before the handshake completes is buffered and delivered after it")
    func earlySendIsBuffered() throws {
        let pair = try EnginePair(clientContext: clientContext, serverContext: serverContext)
        let early = try pair.client.send(Array("early\n".utf8)).get()
        #expect(early.isEmpty)
        pair.handshake()
        #expect(pair.serverState == .established)
        #expect(String(decoding: pair.serverReceived, as: UTF8.self) == "early\n")
    }

    @Test("several records arriving in one receive are all decrypted")
    func multipleRecordsInOneReceive() throws {
        let pair = try EnginePair(clientContext: clientContext, serverContext: serverContext)
        pair.handshake()
        var ciphertext: [UInt8] = []
        let lines = (1...5).map { "{\"type\":\"ping\",\"n\":\($0)}\n" }
        for line in lines { ciphertext += try pair.client.send(Array(line.utf8)).get() }
        let big = [UInt8](repeating: UInt8(ascii: "z"), count: 100_000)
        ciphertext += try pair.client.send(big).get()
        let output = pair.server.receive(ciphertext)
        #expect(output.state == .established)
        #expect(output.plaintext == Array(lines.joined().utf8) + big)
    }

    @Test("a client capped at TLS 1.2 still connects")
    func tls12Client() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile, maximumVersion: .tls12)
        let pair = try EnginePair(clientContext: client, serverContext: serverContext)
        pair.handshake()
        #expect(pair.clientState == .established && pair.serverState == .established)
        #expect(pair.client.negotiatedProtocol == "TLSv1.2")
        #expect(pair.server.negotiatedProtocol == "TLSv1.2")
        #expect(pair.client.negotiatedCipher?.contains("GCM") == true || pair.client.negotiatedCipher?.contains("CHACHA") == true)
        try pair.clientSends("v12\n")
        #expect(pair.serverReceived == Array("v12\n".utf8))
    }

    @Test("the certificate's IP SANs verify when connecting by address", arguments: ["127.0.0.1", "::1"])
    func ipAddressServerName(address: String) throws {
        let pair = try EnginePair(clientContext: clientContext, serverContext: serverContext, serverName: address)
        pair.handshake()
        #expect(pair.clientState == .established)
    }

    @Test("a server context from PEM bytes behaves like one from files")
    func serverFromPEMBytes() throws {
        let context = try TLSContext.server(
            certificatePEM: try FixtureFile.bytes(TLSFixtures.certificateFile),
            keyPEM: try FixtureFile.bytes(TLSFixtures.keyFile)
        )
        let pair = try EnginePair(clientContext: clientContext, serverContext: context)
        pair.handshake()
        #expect(pair.clientState == .established && pair.serverState == .established)
    }
}
