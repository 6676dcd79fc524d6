import PartyTLS
import PartyTestSupport
import Testing

@Suite("Refusals are clean failures with OpenSSL's reason")
struct RefusalTests {
    let serverContext: TLSContext

    init() throws {
        serverContext = try TLSContext.server(certificateFile: TLSFixtures.certificateFile, keyFile: TLSFixtures.keyFile)
    }

    @Test("a wrong hostname is refused: certificate verify failed, hostname mismatch")
    func wrongHostname() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile)
        let pair = try EnginePair(clientContext: client, serverContext: serverContext, serverName: "game.example.com")
        pair.handshake()
        guard case .failed(.certificate(let reason, let verification)) = pair.clientState else {
            Issue.record("expected a certificate failure, got \(pair.clientState)")
            return
        }
        #expect(reason.contains("certificate verify failed"))
        #expect(verification == "hostname mismatch")
        #expect(pair.client.isEstablished == false)
        // The client's alert reaches the server, which fails too rather than hanging.
        guard case .failed(.handshakeFailed(let serverReason)) = pair.serverState else {
            Issue.record("expected the server to fail, got \(pair.serverState)")
            return
        }
        #expect(serverReason.contains("alert"))
    }

    @Test("a wrong IP address is refused", arguments: ["127.0.0.2", "::2"])
    func wrongAddress(address: String) throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile)
        let pair = try EnginePair(clientContext: client, serverContext: serverContext, serverName: address)
        pair.handshake()
        #expect(pair.clientState == .failed(.certificate(
            reason: "error:0A000086:SSL routines::certificate verify failed", verification: "IP address mismatch"
        )))
    }

    @Test("a certificate from an untrusted CA is refused")
    func untrustedCA() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.otherCAFile)
        let pair = try EnginePair(clientContext: client, serverContext: serverContext)
        pair.handshake()
        guard case .failed(.certificate(let reason, let verification)) = pair.clientState else {
            Issue.record("expected a certificate failure, got \(pair.clientState)")
            return
        }
        #expect(reason.contains("certificate verify failed"))
        #expect(verification == "unable to get local issuer certificate")
    }

    @Test("without verification (insecure) an untrusted certificate is accepted")
    func insecureClientAcceptsAnything() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.otherCAFile, verify: false)
        let pair = try EnginePair(clientContext: client, serverContext: serverContext, serverName: "wrong.example")
        pair.handshake()
        #expect(pair.clientState == .established)
    }

    @Test(
        "plaintext sent to a TLS server fails that engine with a reason, no crash",
        arguments: ["hello\n", "{\"type\":\"hello\",\"name\":\"Ada\"}\n", "GET / HTTP/1.1\r\nHost: x\r\n\r\n"]
    )
    func garbageToServer(text: String) throws {
        let server = try TLSEngine(context: serverContext, role: .server)
        let output = server.receive(Array(text.utf8))
        guard case .failed(.handshakeFailed(let reason)) = output.state else {
            Issue.record("expected a handshake failure, got \(output.state)")
            return
        }
        #expect(reason.hasPrefix("error:"))
        #expect(server.isEstablished == false)
        // Once failed, further input is ignored and sending is refused.
        #expect(server.receive(Array("more".utf8)).state == output.state)
        #expect(server.send(Array("x".utf8)) == .failure(.closed))
    }

    @Test("a corrupted record after the handshake fails with an I/O error")
    func corruptedRecord() throws {
        let client = try TLSContext.client(caFile: TLSFixtures.caFile)
        let pair = try EnginePair(clientContext: client, serverContext: serverContext)
        pair.handshake()
        var ciphertext = try pair.client.send(Array("secret\n".utf8)).get()
        ciphertext[ciphertext.count - 3] ^= 0x01
        let output = pair.server.receive(ciphertext)
        guard case .failed(.io(let reason)) = output.state else {
            Issue.record("expected an I/O failure, got \(output.state)")
            return
        }
        #expect(reason.contains("bad record mac") || reason.contains("decrypt"))
        #expect(output.plaintext.isEmpty)
    }

    @Test("a context with a missing file or mismatched key is a configuration error")
    func badConfiguration() throws {
        #expect(throws: TLSError.self) {
            _ = try TLSContext.server(certificateFile: TLSFixtures.path("missing.pem"), keyFile: TLSFixtures.keyFile)
        }
        let other = try TLSContext.selfSigned()
        let fixtureKey = try FixtureFile.text(TLSFixtures.keyFile)
        let mismatched = Result { () throws(TLSError) in
            try TLSContext.server(certificatePEM: other.certificatePEM, keyPEM: fixtureKey)
        }
        guard case .failure(.configuration(let reason)) = mismatched else {
            Issue.record("expected a configuration error")
            return
        }
        #expect(reason.contains("key values mismatch") || reason.contains("does not match"))
        let emptyTrust = Result { () throws(TLSError) in try TLSContext.client(trustingPEM: "") }
        guard case .failure(.configuration(let trustReason)) = emptyTrust else {
            Issue.record("expected a configuration error for an empty trusted PEM")
            return
        }
        #expect(trustReason.contains("no start line"))
        #expect(throws: TLSError.self) {
            _ = try TLSContext.client(caFile: TLSFixtures.path("missing-ca.pem"))
        }
    }
}
