import Foundation
import PartyTestSupport
import Testing
@testable import PartyHTTP
import PartyWebClient

/// The web client partyd embeds is `clients/web-dist`, esbuild's output made by
/// `scripts/embed-web.sh` and committed; the EmbedFiles plugin writes it into the build.
@Suite("Embedded web files")
struct EmbeddedWebFilesTests {
    static let dist = RepoPaths.path("clients/web-dist")
    static let onCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    static func onPath(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        }
    }

    static let canBuild = onPath("node") && onPath("esbuild")

    /// Every file of `folder` with its bytes, by relative path.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: folder))
        for case let rel as String in walker {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + rel, isDirectory: &isDirectory), !isDirectory.boolValue {
                out[rel] = FileManager.default.contents(atPath: folder + "/" + rel)
            }
        }
        return out
    }

    /// A fresh esbuild run equals the committed build (`scripts/web-build.mjs --check`), and the
    /// check writes nothing in the checkout. On CI a missing esbuild fails instead of skipping.
    @Test(.enabled(if: canBuild || onCI, "esbuild or node is missing (apt-get install esbuild nodejs); CI requires them"))
    func committedBuildMatchesAFreshEsbuildRun() throws {
        #expect(Self.canBuild, "esbuild and node are required on CI (.ci/run installs them)")
        guard Self.canBuild else { return }
        let before = try Self.snapshot(Self.dist)
        let source = try Self.snapshot(RepoPaths.path("clients/web"))
        let output = Pipe()
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", RepoPaths.path("scripts/web-build.mjs"), "--check"]
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
        #expect(try Self.snapshot(Self.dist) == before, "the staleness check wrote into clients/web-dist")
        #expect(try Self.snapshot(RepoPaths.path("clients/web")) == source, "the staleness check wrote into clients/web")
    }

    /// The embedded set is the committed folder: every file, byte for byte, its gzip twin with it,
    /// content-hashed names immutable and the rest revalidated.
    @Test func embeddedSetIsTheCommittedBuild() throws {
        let files = try Self.snapshot(Self.dist)
        let served = EmbeddedFileSets.webClient
        let plain = files.keys.filter { !($0.hasSuffix(".gz") && files[String($0.dropLast(3))] != nil) && !$0.hasSuffix(".md") }
        #expect(Set(served.paths) == Set(plain.map { "/" + $0 }))
        for rel in plain {
            let file = try #require(served["/" + rel])
            #expect(Data(file.body) == files[rel], "\(rel)")
            let twin: Data? = file.gzipped.map { Data($0) }
            #expect(twin == files[rel + ".gz"], "\(rel).gz")
            #expect(file.immutable == rel.hasPrefix("assets/"), "\(rel)")
        }
        #expect(served["/index.html"]?.immutable == false && served["/sw.js"]?.immutable == false)
        #expect(served.paths.contains { $0.hasPrefix("/assets/main-") && $0.hasSuffix(".js") })
        #expect(EmbeddedFileSets.names.contains("web"))
    }

    /// The built page names only built files: its style sheet and script are content-hashed, and no
    /// source module (`/js/…`, `/css/…`) is linked.
    @Test func builtPageLinksHashedFilesOnly() throws {
        let index = String(decoding: try #require(EmbeddedFileSets.webClient["/index.html"]).body, as: UTF8.self)
        let linked = index.matches(of: /(?:href|src)="(\/[^"]*)"/).map { String($0.1) }
        #expect(!linked.isEmpty)
        for path in linked { #expect(EmbeddedFileSets.webClient[path] != nil, "\(path) is linked but not built") }
        #expect(!index.contains("src=\"/js/") && !index.contains("href=\"/css/"))
        #expect(index.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"))
    }
}
