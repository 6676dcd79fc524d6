import PartyCore
import PartyHTTP
import PartyProtocol
import PartyWebClient
import Testing
@testable import PartyServer

private let token = "gate-token-0123456789abcdef"

private func request(_ method: String, _ path: String, auth: String? = "Bearer \(token)", body: String = "",
                     extra: [(String, String)] = []) -> HTTPRequest {
    var headers = HTTPHeaders([("Host", "127.0.0.1:9300")])
    if let auth { headers.add("Authorization", auth) }
    for (name, value) in extra { headers.add(name, value) }
    let (path, query) = try! HTTPPath.normalize(path)
    let head = HTTPRequestHead(method: method, target: path, path: path, query: query, minorVersion: 1, headers: headers)
    return HTTPRequest(head: head, body: Array(body.utf8))
}

private func gate(burst: Double = 10) -> AdminGate {
    var config = AdminConfig(port: 0, token: AdminToken(token)!)
    config.failureBurst = burst
    config.failureRefillSeconds = 6
    return AdminGate(config: config, pages: WebSite(options: HTTPServerOptions(serverName: "partyd/test"), files: EmbeddedFileSets.adminPage))
}

private func command(_ decision: AdminGate.Decision) -> AdminCommand? {
    if case let .run(command) = decision { command } else { nil }
}

private func status(_ decision: AdminGate.Decision) -> Int? {
    if case let .respond(response) = decision { response.status.code } else { nil }
}

/// The console's door and routes as pure functions: every endpoint of the contract, the token
/// check, the lockout, and bad input refused with a stable code.
@Suite("AdminGate and AdminRoute")
struct AdminGateTests {
    @Test func everyEndpointBecomesItsCommand() {
        var g = gate()
        let cases: [(String, String, String, AdminCommand)] = [
            ("GET", "/admin/api/rooms", "", .rooms),
            ("HEAD", "/admin/api/rooms", "", .rooms),
            ("GET", "/admin/api/rooms/abcd", "", .room(code: "ABCD")),
            ("POST", "/admin/api/rooms/ABCD/close", "", .close(code: "ABCD", message: nil)),
            ("POST", "/admin/api/rooms/ABCD/close", #"{"message":"  "}"#, .close(code: "ABCD", message: nil)),
            ("POST", "/admin/api/rooms/ABCD/close", #"{"message":"Bye\u001b[2J now"}"#,
             .close(code: "ABCD", message: TextSanitizer.clean("Bye\u{1B}[2J now"))),
            ("POST", "/admin/api/rooms/ABCD/kick", #"{"player_id":"p3"}"#, .kick(code: "ABCD", playerID: "p3")),
            ("POST", "/admin/api/notice", #"{"text":"Restart soon"}"#, .notice(text: "Restart soon")),
            ("POST", "/admin/api/maintenance", #"{"on":true}"#, .maintenance(on: true)),
            ("POST", "/admin/api/drain", "", .drain(node: nil)),
            ("POST", "/admin/api/drain", #"{"node":"node2"}"#, .drain(node: "node2")),
            ("GET", "/admin/api/stats", "", .stats),
            ("GET", "/metrics", "", .metrics),
        ]
        for (method, path, body, expected) in cases {
            let (decision, credential) = g.decide(request(method, path, body: body), address: "127.0.0.1", now: 0)
            #expect(command(decision) == expected, "\(method) \(path) \(body)")
            #expect(credential == .valid)
        }
    }

    @Test func badInputIsRefusedWithAStableCode() {
        let cases: [(String, String, String, Int, String)] = [
            ("GET", "/admin/api/rooms/AB1", "", 400, "bad_request"),
            ("GET", "/admin/api/rooms/ABCI", "", 400, "bad_request"),
            ("POST", "/admin/api/notice", "", 400, "bad_request"),
            ("POST", "/admin/api/notice", "[1]", 400, "bad_json"),
            ("POST", "/admin/api/notice", #"{"text":"a",}"#, 400, "bad_json"),
            ("POST", "/admin/api/maintenance", #"{"on":1}"#, 400, "bad_request"),
            ("POST", "/admin/api/rooms/ABCD/kick", #"{"player_id":""}"#, 400, "bad_request"),
            ("GET", "/admin/api/notice", "", 405, "method_not_allowed"),
            ("POST", "/admin/api/rooms", "", 405, "method_not_allowed"),
            ("GET", "/admin/api/rooms/ABCD/close", "", 405, "method_not_allowed"),
            ("GET", "/admin/api/nope", "", 404, "not_found"),
            ("GET", "/admin/api/rooms/ABCD/close/more", "", 404, "not_found"),
        ]
        for (method, path, body, code, error) in cases {
            switch AdminRoute.command(method: method, path: path, body: Array(body.utf8)) {
            case .success(let command): Issue.record("\(method) \(path) \(body) became \(command)")
            case .failure(let failure):
                #expect(failure.status == code && failure.error == error, "\(method) \(path) \(body): \(failure)")
            }
        }
        #expect(AdminRoute.allowedMethods(path: "/admin/api/notice") == "POST")
        #expect(AdminRoute.allowedMethods(path: "/admin/api/rooms/ABCD") == "GET, HEAD")
    }

    @Test func withoutTheRightTokenItIs401WithNoDataAndNothingRuns() {
        var g = gate()
        let refused: [(String?, [(String, String)], String)] = [
            (nil, [], "/admin/api/rooms"), ("Bearer wrong-token-0123456789", [], "/admin/api/rooms"), ("Bearer ", [], "/admin/api/rooms"),
            ("Basic \(token)", [], "/admin/api/rooms"), ("Bearer\(token)", [], "/admin/api/rooms"), (nil, [], "/admin/api/rooms?token=\(token)"),
            ("Bearer \(token)", [("Authorization", "Bearer \(token)")], "/admin/api/rooms"), (nil, [], "/metrics"),
        ]
        for (auth, extra, path) in refused {
            let (decision, credential) = g.decide(request("GET", path, auth: auth, extra: extra), address: "10.0.0.\(refused.count)", now: 0)
            guard case let .respond(response) = decision else { Issue.record("\(path) \(auth ?? "none") ran"); continue }
            #expect(response.status == .unauthorized && response.body.isEmpty, "\(auth ?? "none")")
            #expect(response.headers["WWW-Authenticate"] == "Bearer realm=\"partyline-admin\"")
            #expect(credential != .valid)
        }
        #expect(AdminGate.credential(HTTPHeaders([("Authorization", "BEARER \(token)")]), token: AdminToken(token)!) == .valid)
    }

    @Test func failedAttemptsLockAnAddressOutUntilTheBucketRefills() {
        var g = gate(burst: 3)
        for _ in 0..<3 { #expect(status(g.decide(request("GET", "/admin/api/stats", auth: "Bearer nope-0123456789abcdef"), address: "a", now: 0).0) == 401) }
        let (locked, credential) = g.decide(request("GET", "/admin/api/stats"), address: "a", now: 1000)
        #expect(status(locked) == 429 && credential == nil, "locked out: the right token is not even looked at")
        #expect(command(g.decide(request("GET", "/admin/api/stats"), address: "b", now: 1000).0) == .stats, "another address is not")
        #expect(command(g.decide(request("GET", "/admin/api/stats"), address: "a", now: 7000).0) == .stats, "one try back after 6 s")
        for _ in 0..<100 { _ = g.decide(request("GET", "/admin/api/stats"), address: "a", now: 8000) }
        #expect(command(g.decide(request("GET", "/admin/api/stats"), address: "a", now: 8000).0) == .stats, "the right token costs nothing")
    }

    @Test func thePageIsServedWithoutATokenAndNothingElseIs() {
        var g = gate()
        for path in ["/admin", "/admin/", "/admin/js/main.js", "/admin/admin.css"] {
            let (decision, credential) = g.decide(request("GET", path, auth: nil), address: "x", now: 0)
            #expect(status(decision) == 200 && credential == nil, "\(path)")
        }
        #expect(status(g.decide(request("GET", "/", auth: nil), address: "x", now: 0).0) == 303)
        #expect(status(g.decide(request("POST", "/admin", auth: nil), address: "x", now: 0).0) == 405)
        #expect(status(g.decide(request("GET", "/index.html", auth: nil), address: "x", now: 0).0) == 404)
        #expect(status(g.decide(request("GET", "/admin/nothing.js", auth: nil), address: "x", now: 0).0) == 404)
    }

    @Test func theTokenNeverPrintsAndIsComparedWhole() {
        let t = AdminToken("  \(token)\n")!
        #expect("\(t)" == "<admin token>" && String(describing: t) == "<admin token>")
        #expect(t.matches(token) && !t.matches(token + "x") && !t.matches(String(token.dropLast())) && !t.matches(""))
        #expect(AdminToken("short") == nil && AdminToken("has a space inside it") == nil && AdminToken(String(repeating: "a", count: 513)) == nil)
        let made = AdminToken.generate()
        #expect(made.revealed.count == 64 && made.matches(made.revealed) && AdminToken.generate().revealed != made.revealed)
    }

    @Test func aCommandCrossesTheNodeLinkUnchanged() {
        let commands: [AdminCommand] = [.rooms, .stats, .room(code: "ABCD"), .close(code: "ABCD", message: "bye"),
                                        .close(code: "ABCD", message: nil), .kick(code: "ABCD", playerID: "p2"),
                                        .notice(text: "hi"), .maintenance(on: false), .drain(node: nil)]
        for command in commands {
            let line = AdminPeer.line(command)
            #expect(line.last == 0x0A && line.dropLast().allSatisfy { $0 != 0x0A })
            #expect(AdminPeer.command(line.dropLast()) == command)
        }
        let outcome = AdminOutcome.ok(AdminActionResult(action: "close", room: "ABCD", message: "room ABCD closed"))
        let back = AdminPeer.outcome(AdminPeer.reply(outcome).dropLast())
        #expect(back?.status == 200 && back?.decode(AdminActionResult.self)?.room == "ABCD")
        let failure = AdminPeer.outcome(AdminPeer.reply(.failure(.noRoom("WXYZ"))).dropLast())
        #expect(failure?.status == 404 && failure?.failure?.error == "room_not_found")
        #expect(AdminPeer.command(Array(#"{"action":"explode"}"#.utf8)[...]) == nil)
    }
}
