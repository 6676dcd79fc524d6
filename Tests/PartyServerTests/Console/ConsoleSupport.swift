import Foundation
import PartyConsole
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// The console of a ``ServerHarness``: its token and a client that talks to its port.
struct ConsoleAccess: Sendable {
    /// The token every test server's console is given.
    static let token = "console-e2e-token-0123456789abcdef"

    let port: Int

    /// Gives `config` a console on a free loopback port with ``token``; `failures` failed
    /// attempts in a burst before 429 (refilled one a minute, so a test sees the limit).
    static func configure(_ config: inout ServerConfig, failures: Double = 10) {
        var admin = AdminConfig(port: 0, token: AdminToken(token)!)
        admin.failureBurst = failures
        admin.failureRefillSeconds = 60
        config.admin = admin
    }

    /// `method path` with a JSON body (and `token`: nil sends no Authorization), off the test's
    /// thread (the client blocks). The response and its body as JSON (nil when not JSON).
    func call(_ method: String, _ path: String, json body: String? = nil, token: String? = ConsoleAccess.token,
              headers: [(String, String)] = []) async throws -> (ConsoleResponse, JSONValue?) {
        try await ConsoleClient(url: try ConsoleURL("http://127.0.0.1:\(port)"), token: token, timeoutSeconds: 60)
            .call(method, path, json: body, headers: headers)
    }

    /// A `GET` that must succeed; its JSON.
    func get(_ path: String) async throws -> JSONValue {
        let (response, body) = try await call("GET", path)
        #expect(response.status == 200, "GET \(path): \(response.status) \(String(decoding: response.body, as: UTF8.self))")
        return try #require(body)
    }

    /// A `POST` that must succeed; its JSON.
    @discardableResult
    func post(_ path: String, _ body: String = "{}") async throws -> JSONValue {
        let (response, json) = try await call("POST", path, json: body)
        #expect(response.status == 200, "POST \(path): \(response.status) \(String(decoding: response.body, as: UTF8.self))")
        return try #require(json)
    }
}

extension ServerHarness {
    /// Its console.
    var console: ConsoleAccess { ConsoleAccess(port: server.adminPort ?? 0) }
}
