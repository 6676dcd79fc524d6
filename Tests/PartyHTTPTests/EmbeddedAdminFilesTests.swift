import Foundation
import PartyTestSupport
import Testing
import PartyHTTP
import PartyWebClient

/// The operator console's page (clients/admin) is embedded at build time like the web client
/// (`admin clients/admin /admin` in Sources/PartyWebClient/embed.list), under `/admin`.
@Suite("Embedded console files")
struct EmbeddedAdminFilesTests {
    @Test func theTableServesThePageUnderAdmin() throws {
        let admin = EmbeddedFileSets.adminPage
        let index = try #require(admin["/admin/index.html"])
        let onDisk = try Data(contentsOf: URL(fileURLWithPath: RepoPaths.path("clients/admin/index.html")))
        #expect(index.body == Array(onDisk))
        #expect(admin.paths.allSatisfy { $0.hasPrefix("/admin/") && !$0.contains("/test/") })
        #expect(admin["/admin/js/main.js"] != nil && admin["/admin/test/e2e_admin.py"] == nil, "tests are not served")
        #expect(EmbeddedFileSets.webClient["/admin/index.html"] == nil, "the players' port never serves the console's page")
    }

    @Test func everyFileOfTheFolderIsEmbeddedAsItIs() throws {
        let folder = RepoPaths.path("clients/admin")
        let walker = try #require(FileManager.default.enumerator(atPath: folder))
        var count = 0
        for case let rel as String in walker where !rel.hasSuffix(".md") && !rel.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0 == "test" }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + rel, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let file = try #require(EmbeddedFileSets.adminPage["/admin/" + rel], "\(rel) is not embedded")
            #expect(file.body == Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + rel))), "\(rel) is stale: rebuild")
            count += 1
        }
        #expect(count >= 3)
    }
}
