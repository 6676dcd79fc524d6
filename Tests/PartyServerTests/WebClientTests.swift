import Foundation
import PartyTestSupport
import Testing

/// The web client's own tests, run by `swift test` so the README's one test command covers
/// them: its pure modules with Node's built-in runner, and three phones, a bot and a TV playing
/// every game in headless Chromium against a real `partyd`, then the TV with a dozen players,
/// the host's phone, taps while offline, four languages and axe-core (clients/web/test/run_e2e.sh,
/// which also checks every screenshot is not blank).
@Suite("Web client", .serialized)
struct WebClientTests {
    static func onPath(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        }
    }

    static let hasNode = onPath("node")
    static let hasBrowser = onPath("chromium") && onPath("chromedriver")
        && (try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["python3", "-c", "import selenium"]))
            .map { $0.waitUntilExit(); return $0.terminationStatus == 0 } == true

    @Test(.enabled(if: hasNode, "node is not installed"))
    func pureModulesPassNodesTestRunner() async throws {
        let (status, output) = try await ProcessRunner.run(["node", "--test", "clients/web/test/"])
        #expect(status == 0, "\(output.suffix(3000))")
        #expect(output.contains("# fail 0"))
    }

    @Test(.enabled(if: hasBrowser, "chromium, chromedriver or Python selenium is missing (.ci/run installs them)"))
    func phonesABotAndATVPlayEveryGameInChromium() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("partyline-web-\(UUID().uuidString.prefix(8))").path
        let (status, output) = try await ProcessRunner.run(["bash", "clients/web/test/run_e2e.sh", out],
                                                           environment: ["PARTYD": RepoPaths.root + "/.build/debug/partyd"],
                                                           timeout: .seconds(900))
        // The screenshots stay when it failed (FAILED-<page>.png shows the screen that timed out).
        if status == 0 { try? FileManager.default.removeItem(atPath: out) }
        #expect(status == 0, "screenshots kept in \(out)\n\(output.suffix(4000))")
        #expect(output.contains("screenshots checked"))
    }
}
