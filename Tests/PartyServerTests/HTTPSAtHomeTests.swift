import Foundation
import PartyCore
import PartyHTTP
@testable import PartyServer
import PartyTestSupport
import Testing

@Suite("HTTPS at home and night previews")
struct HTTPSAtHomeTests {
    /// `partyd --https-local`: curl trusting only the authority reaches the HTTPS port; the trust
    /// files are served over plain HTTP; a restart keeps the authority (phones trust it once).
    @Test func httpsLocalIsOneStep() async throws {
        let box = try DurabilitySandbox("https-local")
        let http = try DurabilityEnv.freePort(), https = try DurabilityEnv.freePort()
        let flags = ["--http-port", "\(http)", "--https-port", "\(https)", "--tls-port", "0", "--https-local"]
        let folder = box.dataDir.appendingPathComponent("https-local")
        var fingerprint = ""
        for round in 0..<2 {
            let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir, extra: flags)
            defer { if server.process.isRunning { server.kill(SIGKILL) } }
            let ca = folder.appendingPathComponent("ca.pem").path
            let (status, health) = try await ProcessRunner.run(["curl", "-sS", "--max-time", "20", "--cacert", ca, "https://127.0.0.1:\(https)/health"],
                                                               timeout: .seconds(30))
            #expect(status == 0 && health.contains("\"status\":\"ok\""), "\(health)")
            let (_, api) = try await ProcessRunner.run(["curl", "-sS", "--max-time", "20", "http://127.0.0.1:\(http)/api/trust"], timeout: .seconds(30))
            let said = try #require(api.firstMatch(of: /"fingerprint":"([0-9A-F:]{95})"/)?.1).description
            if round == 0 { fingerprint = said } else { #expect(said == fingerprint, "a restart keeps the authority") }
            #expect(api.contains("\"https_url\":\"https://") && api.contains(":\(https)\""))
            let (_, page) = try await ProcessRunner.run(["curl", "-sS", "--max-time", "20", "http://127.0.0.1:\(http)/trust"], timeout: .seconds(30))
            #expect(page.contains("<script type=\"module\""))
            let key = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("ca.key").path)
            #expect((key[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            server.kill(SIGTERM)
            _ = try await server.waitForExit(timeout: .seconds(20))
        }
    }

    @Test func theAuthorityIsMadeOnceAndTheCertificateNamesTheHome() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("https-home-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try HTTPSAtHome.prepare(folder: folder, hosts: HTTPSAtHome.defaultHosts(lanAddress: "192.168.1.20", hostName: "den.example"))
        #expect(first.hosts == ["192.168.1.20", "localhost", "127.0.0.1", "::1", "den", "den.local"])
        let again = try HTTPSAtHome.prepare(folder: folder, hosts: ["10.0.0.2"])
        #expect(again.authority.sha256Fingerprint == first.authority.sha256Fingerprint)
        let trust = again.trustFiles(httpsURL: "https://10.0.0.2:8443")
        #expect(trust.certificateDER == first.authority.certificateDER && trust.httpsURL == "https://10.0.0.2:8443")
        let chain = try String(contentsOfFile: again.certificateFile, encoding: .utf8)
        #expect(chain.components(separatedBy: "BEGIN CERTIFICATE").count == 3, "the server's certificate, then the authority's")
    }

    @Test func aNightPreviewSaysWhatWhenAndWhereEscaped() throws {
        let plan = NightPlan(title: "Ana's <b>night</b>", place: "Flat \"3\" & co", startsAtMs: 1_795_896_000_000)
        let night = GameNight(code: "NGHT", plan: plan, hostKey: "secret", hostName: "Ana", createdAt: 0)
        let istanbul = try #require(TimeZone(identifier: "Europe/Istanbul"))
        let preview = try #require(NightPreview.make(night, .page, timeZone: istanbul))
        #expect(preview.title == "Ana's <b>night</b> · game night")
        #expect(preview.description == "Saturday 28 November 2026, 23:00 GMT+3 · Flat \"3\" & co")
        let body = try #require(preview.bodyHTML)
        #expect(body.contains("<h1>Ana&#39;s &lt;b&gt;night&lt;/b&gt;</h1>"))
        #expect(body.contains("<time datetime=\"2026-11-28T20:00:00Z\">Saturday 28 November 2026, 23:00 GMT+3</time>"))
        #expect(body.contains("Flat &quot;3&quot; &amp; co") && body.contains("Hosted by Ana") && !body.contains("secret"))
        #expect(NightPreview.make(night, .recapPage)?.title == "Ana's <b>night</b> · recap")
        #expect(NightPreview.make(night, .calendar) == nil)
    }
}
