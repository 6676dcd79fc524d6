import Foundation
import Logging
import PartyClient
import PartyContent
import PartyProtocol
import PartyServer
import PartyTLS
import PartyTestSupport
import Synchronization
import Testing

/// A real `GameServer` on 127.0.0.1 with ephemeral ports for one test. Every client made
/// through it records what it receives; at the end the frames go to ``FrameLog``.
final class TestServer: Sendable {
    /// The running server.
    let server: GameServer
    /// The plain TCP port.
    let port: Int
    private let clients = Mutex<[PartyClient]>([])
    private let sockets = Mutex<[RawSocket]>([])

    private init(server: GameServer) {
        self.server = server
        self.port = server.port
    }

    /// The TLS port (when the config has `tls`).
    var tlsPort: Int { server.tlsPort ?? 0 }

    /// Starts a server with `configure`d settings, runs `body`, then shuts the server down
    /// and records every frame its clients received.
    static func run<T>(_ configure: (inout ServerConfig) -> Void = { _ in },
                       _ body: (TestServer) async throws -> T) async throws -> T {
        var config = ServerConfig()
        config.content = ShippedContent.library  // what partyd ships
        config.wordFilter = ShippedContent.wordFilter
        config.host = "127.0.0.1"
        config.port = 0
        config.tlsPort = 0
        config.seed = 7
        configure(&config)
        var logger = Logger(label: "partyd.test")
        logger.logLevel = .critical
        let server = GameServer(config: config, logger: logger)
        try server.start()
        let test = TestServer(server: server)
        defer { test.finish() }
        return try await body(test)
    }

    private func finish() {
        server.shutdown(timeout: .seconds(2))
        for client in clients.withLock({ $0 }) {
            client.close()
            FrameLog.append(received: client.rawBytes)
        }
        for socket in sockets.withLock({ $0 }) {
            socket.close()
            FrameLog.append(received: socket.received)
        }
    }

    /// A JSON-mode client on the plain port (or the TLS port with `tls`).
    func client(tls: PartyClient.TLSOptions? = nil) async throws -> PartyClient {
        let client = try await PartyClient.connect(host: "127.0.0.1", port: tls == nil ? port : tlsPort, tls: tls,
                                                   recordRaw: true, timeout: .seconds(10))
        clients.withLock { $0.append(client) }
        return client
    }

    /// A TLS client trusting the fixture CA and checking the name `localhost`.
    func tlsClient(serverName: String = "localhost", caFile: String = TLSFixtures.caFile) async throws -> PartyClient {
        try await client(tls: TLSOptions.fixture(serverName: serverName, caFile: caFile))
    }

    /// The HTTP port (when the config has `web`).
    var httpPort: Int { server.httpPort ?? 0 }

    /// A raw TCP socket to the plain port (or `port`).
    func rawSocket(port: Int? = nil, receiveBuffer: Int32? = nil) throws -> RawSocket {
        let socket = try RawSocket(port: port ?? self.port, receiveBuffer: receiveBuffer)
        sockets.withLock { $0.append(socket) }
        return socket
    }
}

typealias TLSOptions = PartyClient.TLSOptions

extension PartyClient.TLSOptions {
    /// Options trusting `caFile` (the fixture CA by default) for `serverName`.
    static func fixture(serverName: String = "localhost", caFile: String = TLSFixtures.caFile) throws -> PartyClient.TLSOptions {
        PartyClient.TLSOptions(context: try TLSContext.client(caFile: caFile), serverName: serverName)
    }
}

/// A seat someone holds after create/join/resume.
struct Seat: Sendable {
    var room: String
    var playerID: String
    var token: String?
    var reply: ServerFrame
}

extension PartyClient {
    /// `room.create` {name}.
    func create(_ name: String) async throws -> Seat {
        let ok = try await request("room.create", ["name": .string(name)])
        return try Seat(ok)
    }

    /// `room.join` {room, name, role}.
    func join(_ room: String, _ name: String, role: String? = nil) async throws -> Seat {
        var params: [String: JSONValue] = ["room": .string(room), "name": .string(name)]
        if let role { params["role"] = .string(role) }
        return try Seat(try await request("room.join", params))
    }

    /// `room.resume` {room, token}.
    func resume(_ room: String, token: String) async throws -> Seat {
        try Seat(try await request("room.resume", ["room": .string(room), "token": .string(token)]))
    }

    /// `chat.send` {text}, waiting for the ok.
    func chat(_ text: String) async throws {
        try await request("chat.send", ["text": .string(text)])
    }

    /// A `chat.message` whose text is `text`, received so far or within `timeout`.
    func nextChat(_ text: String, timeout: Duration = .seconds(10)) async throws -> ServerFrame {
        try await waitFor("chat.message", timeout: timeout) { $0[string: "text"] == text }
    }

    /// The first frame of `type` matching `predicate` in everything received (unlike `next`,
    /// which moves a cursor past frames that do not match), waiting up to `timeout`.
    func waitFor(_ type: String, timeout: Duration = .seconds(10),
                 where predicate: (ServerFrame) -> Bool = { _ in true }) async throws -> ServerFrame {
        try await waitUntil(type, timeout: timeout) { frames.first { $0.type == type && predicate($0) } }
    }

    /// Waits until `count` frames of `type` have arrived.
    func waitForCount(_ type: String, _ count: Int, timeout: Duration = .seconds(10)) async throws {
        try await waitUntil("\(count) \(type)", timeout: timeout) { frames(type).count >= count ? () : nil }
    }

    /// Every received frame of `type` so far.
    func frames(_ type: String) -> [ServerFrame] { frames.filter { $0.type == type } }
}

extension Seat {
    init(_ ok: ServerFrame) throws {
        room = try #require(ok[string: "room"])
        playerID = try #require(ok[string: "player_id"])
        token = ok[string: "token"]
        reply = ok
    }

    /// The snapshot object of the reply.
    var snapshot: [String: JSONValue] {
        if case .object(let s)? = reply.fields["snapshot"] { s } else { [:] }
    }

    /// The snapshot's host.
    var host: String? { if case .string(let h)? = snapshot["host"] { h } else { nil } }

    /// The snapshot's members as (player_id, name, connected, score).
    var members: [(id: String, name: String, connected: Bool, score: Int)] {
        guard case .array(let list)? = snapshot["members"] else { return [] }
        return list.compactMap { item in
            guard case .object(let m) = item, case .string(let id)? = m["player_id"], case .string(let name)? = m["name"],
                  case .bool(let connected)? = m["connected"], case .int(let score)? = m["score"] else { return nil }
            return (id, name, connected, score)
        }
    }
}

/// Runs `body` and expects it to fail with the server error `code` (message containing `mentioning`).
func expectServerError(_ code: String, mentioning: String? = nil, sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: () async throws -> Void) async {
    do {
        try await body()
        Issue.record("expected error \(code), but the request succeeded", sourceLocation: sourceLocation)
    } catch let error as ClientError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        if let mentioning, case .server(_, let message) = error {
            #expect(message.contains(mentioning), "message '\(message)' should mention \(mentioning)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("expected error \(code), got \(error)", sourceLocation: sourceLocation)
    }
}
