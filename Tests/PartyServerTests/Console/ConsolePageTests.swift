import Foundation
import PartyTestSupport
import Testing

/// The operator console's page (clients/admin), run by `swift test`: its pure modules with Node's
/// runner, and the page in headless Chromium at laptop and phone size against a real `partyd`
/// (clients/admin/test/run_e2e.sh: login, the live list, the filter, a room's details, close with
/// a confirmation, a notice; every screenshot checked not to be blank; no token in the log).
@Suite("Operator console: the page", .serialized)
struct ConsolePageTests {
    @Test(.enabled(if: WebClientTests.hasNode, "node is not installed"))
    func pureModulesPassNodesTestRunner() async throws {
        let (status, output) = try await ProcessRunner.run(["node", "--test", "clients/admin/test/"])
        #expect(status == 0, "\(output.suffix(3000))")
        #expect(output.contains("# fail 0"))
    }

    @Test(.enabled(if: WebClientTests.hasBrowser, "chromium, chromedriver or Python selenium is missing (.ci/run installs them)"))
    func theConsoleInChromiumAtLaptopAndPhoneSize() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("partyline-admin-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, output) = try await ProcessRunner.run(["bash", "clients/admin/test/run_e2e.sh", out],
                                                           environment: ["PARTYD": RepoPaths.root + "/.build/debug/partyd"],
                                                           timeout: .seconds(300))
        #expect(status == 0, "\(output.suffix(4000))")
        #expect(output.contains("laptop: console scenario passed") && output.contains("phone: console scenario passed"))
        #expect(output.contains("screenshots checked"))
    }
}
