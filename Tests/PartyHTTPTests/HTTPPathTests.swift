import Testing
@testable import PartyHTTP

@Suite("HTTPPath")
struct HTTPPathTests {
    @Test(arguments: [
        ("/", "/", nil),
        ("/index.html", "/index.html", nil),
        ("/js/app.js?v=1&x=%2F", "/js/app.js", "v=1&x=%2F"),
        ("//js///app.js", "/js/app.js", nil),
        ("/tv/ABCD/", "/tv/ABCD/", nil),
        ("/%41%42cd", "/ABcd", nil),
        ("/caf%C3%A9", "/café", nil),
        ("/a..b/.hidden", "/a..b/.hidden", nil),
        ("/?", "/", ""),
    ] as [(String, String, String?)])
    func normalises(target: String, path: String, query: String?) throws {
        let result = try HTTPPath.normalize(target)
        #expect(result.path == path)
        #expect(result.query == query)
    }

    @Test(arguments: [
        "/../etc/passwd", "/a/../../etc/passwd", "/a/..", "/./index.html", "/.",
        "/%2e%2e/etc/passwd", "/%2E%2E/x", "/.%2e/x", "/%2e/x", "/a/%2e%2e",
        "/..%2fetc%2fpasswd", "/%2fetc", "/a%5c..%5cb", "/a\\..\\b",
        "/%", "/%4", "/%zz", "/%00", "/a%0d%0aSet-Cookie:x", "/%C3%28", "/%FF",
        "index.html", "*", "http://host/", "/a#frag",
    ])
    func refuses(target: String) {
        #expect(throws: HTTPRequestError.self) { try HTTPPath.normalize(target) }
    }
}
