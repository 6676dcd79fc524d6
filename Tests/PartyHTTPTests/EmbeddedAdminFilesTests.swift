import Foundation
import PartyTestSupport
import Testing
@testable import PartyHTTP

/// The repository root, found from this file's path.
private let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The operator console's page (clients/admin) is embedded like the web client, under `/admin`.
@Suite("Embedded console files")
struct EmbeddedAdminFilesTests {
    @Test func committedSourceMatchesClientsAdmin() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("embed-admin-\(getpid()).swift")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repoRoot.appendingPathComponent("scripts/embed-admin.sh").path, fresh.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let committed = try String(contentsOf: repoRoot.appendingPathComponent("Sources/PartyHTTP/WebFiles+Admin.swift"), encoding: .utf8)
        let regenerated = try String(contentsOf: fresh, encoding: .utf8)
        let same = committed == regenerated
        #expect(same, "clients/admin changed: run scripts/embed-admin.sh and commit the result")
    }

    @Test func theTableServesThePageUnderAdmin() throws {
        let index = try #require(WebFiles.admin["/admin/index.html"])
        let onDisk = try Data(contentsOf: repoRoot.appendingPathComponent("clients/admin/index.html"))
        #expect(index.body == Array(onDisk))
        #expect(WebFiles.admin.paths.allSatisfy { $0.hasPrefix("/admin/") && !$0.contains("/test/") })
        #expect(WebFiles.admin["/admin/js/main.js"] != nil)
        #expect(WebFiles.builtIn["/admin/index.html"] == nil, "the players' port never serves the console's page")
    }
}
