import Foundation
import PartyTestSupport
import Testing
@testable import PartyHTTP

/// The repository root, found from this file's path.
private let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("Embedded web files")
struct EmbeddedWebFilesTests {
    @Test func committedSourceMatchesClientsWeb() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("embed-\(getpid()).swift")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repoRoot.appendingPathComponent("scripts/embed-web.sh").path, fresh.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let committed = try String(contentsOf: repoRoot.appendingPathComponent("Sources/PartyHTTP/WebFiles+Embedded.swift"), encoding: .utf8)
        let regenerated = try String(contentsOf: fresh, encoding: .utf8)
        let same = committed == regenerated
        #expect(same, "clients/web changed: run scripts/embed-web.sh and commit the result")
    }

    @Test func builtInTableServesTheFilesOnDisk() throws {
        let index = try #require(WebFiles.builtIn["/index.html"])
        let onDisk = try Data(contentsOf: repoRoot.appendingPathComponent("clients/web/index.html"))
        let same = index.body == Array(onDisk)
        #expect(same, "the embedded index.html differs from clients/web/index.html: run scripts/embed-web.sh")
        #expect(index.contentType == "text/html; charset=utf-8")
        #expect(index.etag.hasPrefix("\"") && index.etag.hasSuffix("\"") && index.etag.count == 34)
        #expect(WebFiles.builtIn.paths.allSatisfy { !$0.contains("/test/") && !$0.hasSuffix(".md") })
    }
}
