import Foundation
import PartyClient
import PartyContent
import PartyProtocol
import PartyServer
import PartyStore
import Synchronization
import Testing

/// A server for game-night tests: a test clock (no game deadline passes by itself), the web
/// side on a free port, generous rate limits, and the store the test gives (memory, or SQLite
/// in a folder a restart reopens).
final class NightHarness: Sendable {
    let clock: GameTestClock
    let server: GameServer
    private let clients = Mutex<[PartyClient]>([])
    /// Whether ``stop()`` checks the frames against `Protocol/schema` (off for test-only games).
    private let checkSchema: Bool

    init(clock: GameTestClock = GameTestClock(), store: PartyStore = MemoryStore(), checkSchema: Bool = true,
         configure: (inout ServerConfig) -> Void = { _ in }) throws {
        self.checkSchema = checkSchema
        var config = ServerConfig()
        config.content = ShippedContent.library  // what partyd ships
        config.wordFilter = ShippedContent.wordFilter
        config.host = "127.0.0.1"
        config.port = 0
        config.seed = 23
        config.requestsPerSecond = 100_000
        config.requestBurst = 1_000_000
        config.web = WebConfig(httpPort: 0, httpsPort: nil)
        configure(&config)
        self.clock = clock
        server = GameServer(config: config, clock: clock.serverClock, store: store)
        try server.start()
    }

    var httpPort: Int { server.httpPort ?? 0 }

    /// A JSON client on the plain port (closed by ``stop()``).
    func connect() async throws -> PartyClient {
        let client = try await PartyClient.connect(host: "127.0.0.1", port: server.port, recordRaw: true)
        clients.withLock { $0.append(client) }
        return client
    }

    /// Closes the clients, stops the server and checks every frame they got against `Protocol/schema`.
    func stop() {
        let all = clients.withLock { $0 }
        for client in all { client.close() }
        server.shutdown(timeout: .milliseconds(500))
        if checkSchema { SchemaValidator.check(framesOf: all) }
    }

    /// `GET path` on the HTTP port: status line, headers and body as curl shows them with `-i`.
    func get(_ path: String) async throws -> (status: Int, headers: String, body: String) {
        let (code, output) = try await ProcessRunner.run(
            ["curl", "-sS", "-i", "--max-time", "20", "http://127.0.0.1:\(httpPort)\(path)"], timeout: .seconds(30))
        #expect(code == 0)
        guard let split = output.range(of: "\r\n\r\n") else { return (0, output, "") }
        let head = String(output[..<split.lowerBound])
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, head, String(output[split.upperBound...]))
    }

    /// A fixed, well-formed token.
    static func token(_ name: String) -> String { "tok_\(name)_0123456789abcdef" }
}

extension PartyClient {
    /// Sends a request that must fail with `code`; returns the message.
    @discardableResult
    func refused(_ type: String, _ params: [String: JSONValue] = [:], code: String,
                 sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        do {
            let reply = try await request(type, params)
            Issue.record("\(type) was accepted (\(reply)); expected \(code)", sourceLocation: sourceLocation)
        } catch let error as ClientError {
            #expect(error.code == code, "\(type): \(error)", sourceLocation: sourceLocation)
            if case let .server(_, message) = error { return message }
        } catch {
            Issue.record("\(type): \(error)", sourceLocation: sourceLocation)
        }
        return ""
    }
}

/// An iCalendar file read back: lines unfolded (RFC 5545 3.1), properties by name.
struct ParsedCalendar {
    let lines: [String]

    init(_ text: String) {
        var unfolded: [String] = []
        for raw in text.components(separatedBy: "\r\n") where !raw.isEmpty {
            if raw.hasPrefix(" "), !unfolded.isEmpty { unfolded[unfolded.count - 1] += raw.dropFirst() } else { unfolded.append(raw) }
        }
        lines = unfolded
    }

    /// The value of the first property `name` (after `name:`).
    func value(_ name: String) -> String? {
        lines.first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// A TEXT value with its escapes undone.
    static func unescape(_ text: String) -> String {
        var out = ""
        var escaped = false
        for c in text {
            if escaped {
                out.append(c == "n" || c == "N" ? "\n" : c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
