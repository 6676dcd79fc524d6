import Foundation
import PartyTestSupport
import Testing
@testable import PartyHTTP
import PartyWebClient

private let gzipSite = WebSite(options: HTTPServerOptions(serverName: "partyd/test"), files: WebFiles([
    WebFile(path: "/js/app.js", etag: "\"a1\"", body: bytes("console.log(1)"), gzipped: [0x1F, 0x8B, 1, 2, 3]),
    WebFile(path: "/favicon.png", etag: "\"p1\"", body: [0x89, 0x50]),
]))

private func fetch(_ target: String, _ fields: String = "", method: String = "GET") throws -> HTTPResponse {
    try get(target, fields, method: method, on: gzipSite)
}

/// Issue 22 item 7: static files precompressed at embed time, `Content-Encoding` negotiated.
@Suite("Gzip content negotiation")
struct GzipNegotiationTests {
    @Test("Accept-Encoding: gzip, x-gzip and * with q-values; identity and nothing mean no gzip", arguments: [
        ("gzip", true), ("GZIP", true), ("x-gzip", true), ("gzip, deflate, br", true), ("br;q=1.0, gzip;q=0.5", true),
        ("*", true), ("identity;q=0, gzip", true), ("gzip ; q=0.001", true),
        ("gzip;q=0", false), ("*;q=0", false), ("gzip;q=0, *", false), ("*, gzip;q=0", false), ("identity", false),
        ("deflate, br", false), ("", false), ("gzip;q=abc", false), ("gzip;q=2", false), ("gzip;q=0.0000", false),
    ])
    func acceptsGzip(field: String, expected: Bool) {
        #expect(ContentCoding.acceptsGzip([field]) == expected, "\(field)")
    }

    @Test func noFieldMeansIdentity() {
        #expect(!ContentCoding.acceptsGzip([]))
        #expect(ContentCoding.acceptsGzip(["deflate", "gzip"]), "several fields are one list")
    }

    @Test func gzipIsServedWithItsOwnETagAndVary() throws {
        let zipped = try fetch("/js/app.js", "Accept-Encoding: gzip, br\r\n")
        #expect(zipped.status == .ok && zipped.body == [0x1F, 0x8B, 1, 2, 3])
        #expect(zipped.headers["Content-Encoding"] == "gzip" && zipped.headers["Vary"] == "Accept-Encoding")
        #expect(zipped.headers["ETag"] == "\"a1-gzip\"" && zipped.headers["Content-Type"] == "text/javascript; charset=utf-8")
        let plain = try fetch("/js/app.js")
        #expect(plain.body == bytes("console.log(1)") && plain.headers["Content-Encoding"] == nil)
        #expect(plain.headers["Vary"] == "Accept-Encoding" && plain.headers["ETag"] == "\"a1\"")
    }

    @Test func conditionalRequestsCompareTheSelectedForm() throws {
        let same = try fetch("/js/app.js", "Accept-Encoding: gzip\r\nIf-None-Match: \"a1-gzip\"\r\n")
        #expect(same.status == .notModified && same.headers["ETag"] == "\"a1-gzip\"" && same.headers["Vary"] == "Accept-Encoding")
        #expect(same.headers["Content-Encoding"] == nil)
        let other = try fetch("/js/app.js", "Accept-Encoding: gzip\r\nIf-None-Match: \"a1\"\r\n")
        #expect(other.status == .ok, "the identity tag does not validate the gzip form")
        let plain = try fetch("/js/app.js", "If-None-Match: \"a1-gzip\"\r\n")
        #expect(plain.status == .ok && plain.body == bytes("console.log(1)"))
    }

    @Test func headSendsTheGzipLengthAndNoBody() throws {
        let head = try fetch("/js/app.js", "Accept-Encoding: gzip\r\n", method: "HEAD")
        let wire = String(decoding: head.serialized(headOnly: true), as: UTF8.self)
        #expect(wire.contains("Content-Length: 5\r\n") && wire.contains("Content-Encoding: gzip\r\n") && wire.hasSuffix("\r\n\r\n"))
    }

    @Test func aFileWithoutAGzipFormIsNotNegotiated() throws {
        let png = try fetch("/favicon.png", "Accept-Encoding: gzip\r\n")
        #expect(png.body == [0x89, 0x50] && png.headers["Content-Encoding"] == nil && png.headers["Vary"] == nil)
    }

    @Test func everyEmbeddedGzipDecompressesToTheFileAndIsSmaller() throws {
        var zipped = 0
        for path in EmbeddedFileSets.webClient.paths {
            let file = try #require(EmbeddedFileSets.webClient[path])
            guard let gz = file.gzipped else { continue }
            zipped += 1
            #expect(gz.count < file.body.count, "\(path)")
            let process = ChildProcess()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "gzip -dc"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(gz))
            try input.fileHandleForWriting.close()
            let plain = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(Array(plain) == file.body, "\(path)")
        }
        #expect(zipped > 0 && EmbeddedFileSets.webClient["/index.html"]?.gzipped != nil)
    }
}
