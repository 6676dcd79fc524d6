@testable import PartyTLS
import PartyTestSupport
import Testing

@Suite("Self-signed development identity")
struct SelfSignedTests {
    @Test("a client trusting the returned PEM verifies the default hosts", arguments: ["localhost", "127.0.0.1"])
    func clientTrustingPEMVerifies(host: String) throws {
        let identity = try TLSContext.selfSigned()
        let client = try TLSContext.client(trustingPEM: identity.certificatePEM)
        let pair = try EnginePair(clientContext: client, serverContext: identity.context, serverName: host)
        pair.handshake()
        #expect(pair.clientState == .established)
        #expect(pair.serverState == .established)
        try pair.clientSends("{\"type\":\"ping\"}\n")
        #expect(pair.serverReceived == Array("{\"type\":\"ping\"}\n".utf8))
    }

    @Test("custom hosts: IPv6 literals become IP SANs; other names are refused")
    func customHosts() throws {
        let identity = try TLSContext.selfSigned(hosts: ["party.local", "::1"])
        let client = try TLSContext.client(trustingPEM: identity.certificatePEM)
        for host in ["party.local", "::1"] {
            let pair = try EnginePair(clientContext: client, serverContext: identity.context, serverName: host)
            pair.handshake()
            #expect(pair.clientState == .established, "\(host)")
        }
        let wrong = try EnginePair(clientContext: client, serverContext: identity.context, serverName: "localhost")
        wrong.handshake()
        #expect(wrong.clientState == .failed(.certificate(
            reason: "error:0A000086:SSL routines::certificate verify failed", verification: "hostname mismatch"
        )))
    }

    @Test("a client using another identity's certificate is refused")
    func otherSelfSignedIsUntrusted() throws {
        let server = try TLSContext.selfSigned()
        let stranger = try TLSContext.selfSigned()
        let client = try TLSContext.client(trustingPEM: stranger.certificatePEM)
        let pair = try EnginePair(clientContext: client, serverContext: server.context)
        pair.handshake()
        guard case .failed(.certificate) = pair.clientState else {
            Issue.record("expected a certificate failure, got \(pair.clientState)")
            return
        }
    }

    @Test("fingerprint is 32 colon-separated upper-case hex bytes, different per identity")
    func fingerprintFormat() throws {
        let first = try TLSContext.selfSigned()
        let second = try TLSContext.selfSigned()
        let groups = first.sha256Fingerprint.split(separator: ":", omittingEmptySubsequences: false)
        #expect(groups.count == 32)
        #expect(groups.allSatisfy { $0.count == 2 && $0.allSatisfy { "0123456789ABCDEF".contains($0) } })
        #expect(first.sha256Fingerprint != second.sha256Fingerprint)
        #expect(first.certificatePEM.hasPrefix("-----BEGIN CERTIFICATE-----\n"))
        #expect(first.certificatePEM.hasSuffix("-----END CERTIFICATE-----\n"))
    }

    @Test("fingerprint matches what `openssl x509 -fingerprint -sha256` printed for the fixture")
    func fingerprintMatchesOpenSSLCommand() throws {
        let pem = try FixtureFile.bytes(TLSFixtures.certificateFile)
        #expect(try TLSContext.sha256Fingerprint(certificatePEM: pem) == TLSFixtures.certificateFingerprint)
        let identity = try TLSContext.selfSigned()
        #expect(try TLSContext.sha256Fingerprint(certificatePEM: Array(identity.certificatePEM.utf8)) == identity.sha256Fingerprint)
        #expect(Fingerprint.colonHex([0x00, 0xAB, 0x0F]) == "00:AB:0F")
        #expect(Fingerprint.colonHex([]) == "")
    }

    @Test("an empty host list or a host with a comma is a configuration error")
    func invalidHosts() {
        #expect(throws: TLSError.self) { _ = try TLSContext.selfSigned(hosts: []) }
        #expect(throws: TLSError.self) { _ = try TLSContext.selfSigned(hosts: ["a,DNS:evil"]) }
    }
}
