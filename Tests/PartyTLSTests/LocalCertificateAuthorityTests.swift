@testable import PartyTLS
import PartyTestSupport
import Testing

@Suite("Local certificate authority (partyd --https-local)")
struct LocalCertificateAuthorityTests {
    @Test("a client trusting only the authority verifies the server certificate it signed, for each of its hosts")
    func signedCertificateVerifies() throws {
        let authority = try LocalCertificateAuthority.make(name: "PartyLine at home (test)")
        let issued = try authority.issueServerCertificate(hosts: ["192.168.1.20", "localhost", "party.local"])
        let server = try TLSContext.server(certificatePEM: issued.chainPEM, keyPEM: issued.keyPEM)
        let client = try TLSContext.client(trustingPEM: authority.certificatePEM)
        for host in ["192.168.1.20", "localhost", "party.local"] {
            let pair = try EnginePair(clientContext: client, serverContext: server, serverName: host)
            pair.handshake()
            #expect(pair.clientState == .established, "\(host)")
        }
        let other = try EnginePair(clientContext: client, serverContext: server, serverName: "192.168.1.21")
        other.handshake()
        guard case .failed(.certificate) = other.clientState else {
            Issue.record("a host not in the certificate must fail, got \(other.clientState)")
            return
        }
    }

    @Test("the authority kept as PEM is the same authority; a stranger's key is refused")
    func keptAuthorityRoundTrips() throws {
        let authority = try LocalCertificateAuthority.make(name: "A")
        let again = try LocalCertificateAuthority(certificatePEM: authority.certificatePEM, keyPEM: authority.keyPEM)
        #expect(again.sha256Fingerprint == authority.sha256Fingerprint)
        #expect(again.certificateDER == authority.certificateDER)
        #expect(authority.certificateDER.first == 0x30 && authority.certificateDER.count > 200)
        #expect(authority.keyPEM.hasPrefix("-----BEGIN PRIVATE KEY-----"))
        let stranger = try LocalCertificateAuthority.make(name: "B")
        #expect(throws: TLSError.self) { try LocalCertificateAuthority(certificatePEM: authority.certificatePEM, keyPEM: stranger.keyPEM) }
        // A certificate signed by an earlier run's authority is still trusted by phones that trusted it.
        let later = try again.issueServerCertificate(hosts: ["10.0.0.5"])
        let pair = try EnginePair(clientContext: TLSContext.client(trustingPEM: authority.certificatePEM),
                                  serverContext: TLSContext.server(certificatePEM: later.chainPEM, keyPEM: later.keyPEM), serverName: "10.0.0.5")
        pair.handshake()
        #expect(pair.clientState == .established)
    }

    @Test("no host, or a bad one, is refused")
    func badHosts() throws {
        let authority = try LocalCertificateAuthority.make(name: "A")
        #expect(throws: TLSError.self) { try authority.issueServerCertificate(hosts: []) }
        #expect(throws: TLSError.self) { try authority.issueServerCertificate(hosts: ["a,b"]) }
    }
}
