import PartyTestSupport
import Testing
@testable import PartyHTTP

/// Feeds `chunks` to a fresh parser, collecting heads after every chunk (the shared ``DecoderVerifier``'s feeding).
private func parseAll(_ chunks: [[UInt8]], limit: Int = 8192) throws(HTTPRequestError) -> [HTTPRequestHead] {
    try DecoderVerifier { HTTPHeadParser(maxHeadBytes: limit) }.decode(chunks)
}

/// The error a single request head gets.
private func refusal(_ head: String, limit: Int = 8192) -> HTTPRequestError? {
    do {
        _ = try parseAll([bytes(head)], limit: limit)
        return nil
    } catch {
        return error
    }
}

@Suite("HTTPHeadParser")
struct HTTPHeadParserTests {
    static let pipelined = bytes(
        "GET / HTTP/1.1\r\nHost: party.local:8080\r\nUser-Agent: test\r\n\r\n"
        + "HEAD /js/app.js?v=2 HTTP/1.1\r\nHost: party.local:8080\r\nIf-None-Match: \"abc\"\r\n\r\n"
        + "\r\n"  // a stray empty line between requests is ignored
        + "GET /%41BCD HTTP/1.0\nConnection: keep-alive\n\n")

    @Test func pipelinedHeadsInEverySplit() throws {
        for chunks in ChunkSplits.all(of: Self.pipelined) {
            let heads = try parseAll(chunks)
            #expect(heads.map(\.method) == ["GET", "HEAD", "GET"])
            #expect(heads.map(\.path) == ["/", "/js/app.js", "/ABCD"])
            #expect(heads.map(\.query) == [nil, "v=2", nil])
            #expect(heads.map(\.keepAlive) == [true, true, true])
            #expect(heads[1].headers["if-none-match"] == "\"abc\"")
            #expect(heads[0].headers["HOST"] == "party.local:8080")
            #expect(heads[2].minorVersion == 0)
        }
    }

    @Test func incompleteHeadWaitsWithoutConsuming() throws {
        var parser = HTTPHeadParser()
        parser.append(bytes("GET / HTTP/1.1\r\nHost: a\r\n"))
        #expect(try parser.next() == nil)
        #expect(try parser.next() == nil)
        #expect(parser.bufferedByteCount == 25)
        parser.append(bytes("\r\nrest"))
        #expect(try parser.next()?.path == "/")
        #expect(parser.takeBuffered() == bytes("rest"))
        #expect(parser.bufferedByteCount == 0)
    }

    @Test func keepAliveRules() throws {
        func keepAlive(_ version: String, _ connection: String?) throws -> Bool {
            let field = connection.map { "Connection: \($0)\r\n" } ?? ""
            return try parseAll([bytes("GET / \(version)\r\nHost: a\r\n\(field)\r\n")])[0].keepAlive
        }
        #expect(try keepAlive("HTTP/1.1", nil))
        #expect(try !keepAlive("HTTP/1.1", "close"))
        #expect(try !keepAlive("HTTP/1.1", "Upgrade, Close"))
        #expect(try !keepAlive("HTTP/1.0", nil))
        #expect(try keepAlive("HTTP/1.0", "Keep-Alive"))
    }

    @Test func headAtTheLimitPassesAndOneByteMoreIs431() throws {
        let base = "GET / HTTP/1.1\r\nHost: a\r\nX: \r\n\r\n"
        let padding = String(repeating: "p", count: 200 - base.utf8.count)
        let exact = "GET / HTTP/1.1\r\nHost: a\r\nX: \(padding)\r\n\r\n"
        #expect(exact.utf8.count == 200)
        #expect(try parseAll([bytes(exact)], limit: 200).count == 1)
        #expect(try parseAll(bytes(exact).map { [$0] }, limit: 200).count == 1)
        let over = "GET / HTTP/1.1\r\nHost: a\r\nX: p\(padding)\r\n\r\n"
        #expect(refusal(over, limit: 200) == .headTooLarge(limit: 200))
    }

    @Test(arguments: [1, 7, 100, 5000])
    func endlessHeadIs431AndNeverBuffersMoreThanTheLimit(chunkSize: Int) {
        var parser = HTTPHeadParser(maxHeadBytes: 8192)
        parser.append(bytes("GET / HTTP/1.1\r\n"))
        var threw = false
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: chunkSize)
        for _ in 0..<100_000 {
            parser.append(chunk)
            #expect(parser.bufferedByteCount <= 8192 + chunkSize)
            do {
                #expect(try parser.next() == nil)
            } catch {
                #expect(error == .headTooLarge(limit: 8192))
                threw = true
                break
            }
        }
        #expect(threw)
    }

    @Test func tooManyFieldsIs431() {
        let fields = (0..<101).map { "X-\($0): y\r\n" }.joined()
        #expect(refusal("GET / HTTP/1.1\r\nHost: a\r\n\(fields)\r\n") == .headTooLarge(limit: 100))
    }

    @Test(arguments: [
        "GET /\r\nHost: a\r\n\r\n",                        // no version
        "GET  / HTTP/1.1\r\nHost: a\r\n\r\n",              // two spaces
        "G(T / HTTP/1.1\r\nHost: a\r\n\r\n",               // bad method token
        "GET / HTTP/1.1\r\nHost: a\r\nBad Name: x\r\n\r\n", // space in a field name
        "GET / HTTP/1.1\r\nHost : a\r\n\r\n",              // space before the colon
        "GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n",     // obsolete folding
        "GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n",             // bare CR
        "GET / HTTP/1.1\r\nHost: a\r\nX: a\u{01}b\r\n\r\n", // control character
        "GET / HTTP/1.1\r\n\r\n",                          // HTTP/1.1 without Host
        "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",    // two Hosts
        "GET / HTTP/1.1\r\nHost: a b\r\n\r\n",             // bad Host
        "GET / HTTP/1.1\r\nHost: a\">\r\n\r\n",            // Host that would break out of a header
        "GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1, 2\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n",
        "GET / HTTPS/1.1\r\nHost: a\r\n\r\n",
    ])
    func malformedHeadsAre400(head: String) {
        let error = refusal(head)
        #expect(error?.status == .badRequest, "\(head.debugDescription) → \(String(describing: error))")
    }

    @Test func bodyOnGetIs413AndAZeroLengthIsFine() throws {
        #expect(refusal("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello") == .bodyNotAllowed)
        #expect(refusal("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n") == nil)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "get"])
    func otherMethodsAre405(method: String) {
        #expect(refusal("\(method) / HTTP/1.1\r\nHost: a\r\n\r\n") == .methodNotAllowed(method))
        #expect(refusal("\(method) / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc")?.status == .methodNotAllowed)
    }

    @Test func otherVersionsAre505() {
        #expect(refusal("GET / HTTP/2.0\r\nHost: a\r\n\r\n") == .versionNotSupported("HTTP/2.0"))
        #expect(refusal("GET / HTTP/0.9\r\n\r\n")?.status == .versionNotSupported)
    }

    @Test func traversalIsRefusedInTheHead() {
        #expect(refusal("GET /../etc/passwd HTTP/1.1\r\nHost: a\r\n\r\n")?.status == .badRequest)
        #expect(refusal("GET /%2e%2e/etc/passwd HTTP/1.1\r\nHost: a\r\n\r\n")?.status == .badRequest)
        #expect(refusal("GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n")?.status == .badRequest)
    }

    @Test func validHosts() {
        for host in ["localhost", "localhost:8080", "192.168.1.20:8080", "[::1]:8080", "[fe80::1]", "party-night.example.org"] {
            #expect(HTTPHost.isValid(host), "\(host)")
        }
        for host in ["", ":80", "a:", "a:123456", "[::1", "[::1]x", "a/b", "a\"b", "a;b", "a b"] {
            #expect(!HTTPHost.isValid(host), "\(host)")
        }
    }
}
