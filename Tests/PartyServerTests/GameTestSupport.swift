import Foundation
import PartyClient
import PartyCore
import PartyFair
import PartyProtocol
import PartyServer
import PartyStore
import Synchronization
import Testing

/// A server clock that only moves when a test says so: no game deadline passes by itself,
/// so every end-to-end game test is deterministic. A frozen clock also means the server's
/// real-time timers never find anything due; tests advance the clock past a deadline and then
/// send the next request, which the server checks against the (new) time first.
final class GameTestClock: Sendable {
    private let millis: Atomic<Int64>

    /// Starts at a fixed, realistic Unix time.
    init(start: Int64 = 1_760_000_000_000) { millis = Atomic(start) }

    /// The current test time in Unix milliseconds.
    var now: Int64 { millis.load(ordering: .sequentiallyConsistent) }

    /// Moves the clock forward by `ms`.
    func advance(by ms: Int64) { millis.add(ms, ordering: .sequentiallyConsistent) }

    /// Sets the clock to `time` (never backwards).
    func advance(to time: Int64) {
        let current = now
        if time > current { advance(by: time - current) }
    }

    /// The clock as the server reads it.
    var serverClock: ServerClock { ServerClock { [self] in self.now } }
}

/// One seated bot: its connection, seat and secret token.
struct GameBot: Sendable {
    let client: PartyClient
    let id: String
    let name: String
    let token: String
    let room: String

    /// The profile key the server files this bot's best scores and wheels under.
    var profileKey: String { Crypto.hex(Crypto.sha256(Array(token.utf8))) }

    /// Sends a request and returns its `ok` reply. A refusal or timeout throws
    /// ``GameRequestFailed`` (which request, which bot, and the client's error).
    @discardableResult
    func send(_ type: String, _ params: [String: JSONValue] = [:],
              sourceLocation: SourceLocation = #_sourceLocation) async throws -> ServerFrame {
        do {
            return try await client.request(type, params)
        } catch let error as ClientError {
            throw GameRequestFailed(type: type, bot: id, error: error, line: sourceLocation.line)
        }
    }

    /// Sends a request that must fail; returns the error's message after checking its code.
    @discardableResult
    func refused(_ type: String, _ params: [String: JSONValue] = [:], code: String,
                 sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        do {
            let reply = try await client.request(type, params)
            Issue.record("\(type) by \(id) was accepted (\(reply)); expected \(code)", sourceLocation: sourceLocation)
            return ""
        } catch let error as ClientError {
            #expect(error.code == code, "\(type) by \(id): \(error)", sourceLocation: sourceLocation)
            if case let .server(_, message) = error { return message }
            return ""
        } catch {
            Issue.record("\(type) by \(id): \(error)", sourceLocation: sourceLocation)
            return ""
        }
    }
}

/// A request of a bot that failed, with enough context to find it in a test's output.
struct GameRequestFailed: Error, CustomStringConvertible {
    let type: String
    let bot: String
    let error: ClientError
    let line: Int

    /// The refusal's code, when the server refused.
    var code: String? { error.code }
    var description: String { "\(type) by \(bot) (line \(line)) failed: \(error)" }
}

/// A server on a free local port with a test clock, and helpers to seat bots.
final class GameHarness: Sendable {
    let clock: GameTestClock
    let server: GameServer
    private let clients = Mutex<[PartyClient]>([])

    /// Whether ``stop()`` checks the bots' frames against `Protocol/schema` (off for test-only games).
    private let checkSchema: Bool

    /// Starts a server with a fixed non-fair seed and rate limits high enough for chatty bots,
    /// offering `games` (frames of games outside the protocol skip the schema check) and keeping
    /// its rooms in `store`; `configure` changes anything else (the web side for WebSocket bots, say).
    init(seed: UInt64, games: GameRegistry = .standard, store: PartyStore = MemoryStore(),
         configure: (inout ServerConfig) -> Void = { _ in }) throws {
        checkSchema = games.ids == GameRegistry.standard.ids
        var config = ServerConfig()
        config.games = games
        config.host = "127.0.0.1"
        config.port = 0
        config.seed = seed
        config.requestsPerSecond = 100_000
        config.requestBurst = 1_000_000
        configure(&config)
        clock = GameTestClock()
        server = GameServer(config: config, clock: clock.serverClock, store: store)
        try server.start()
    }

    /// Opens a connection (closed by ``stop()``).
    func connect(recordRaw: Bool = false) async throws -> PartyClient {
        let client = try await PartyClient.connect(host: "127.0.0.1", port: server.port, recordRaw: recordRaw)
        clients.withLock { $0.append(client) }
        return client
    }

    /// A fixed, well-formed token per bot name, so tests know every profile key.
    static func token(for name: String) -> String { "tok_\(name)_0123456789abcdef" }

    /// Opens a room with a new host bot.
    func create(_ name: String, recordRaw: Bool = false) async throws -> GameBot {
        let client = try await connect(recordRaw: recordRaw)
        let token = Self.token(for: name)
        let reply = try await client.request("room.create", ["name": .string(name), "token": .string(token)])
        return GameBot(client: client, id: try #require(reply[string: "player_id"]), name: name, token: token,
                       room: try #require(reply[string: "room"]))
    }

    /// Seats a new bot in `room`.
    func join(_ room: String, _ name: String, audience: Bool = false, recordRaw: Bool = false) async throws -> GameBot {
        let client = try await connect(recordRaw: recordRaw)
        let token = Self.token(for: name)
        let reply = try await client.request("room.join", [
            "room": .string(room), "name": .string(name), "token": .string(token),
            "role": .string(audience ? "audience" : "player"),
        ])
        return GameBot(client: client, id: try #require(reply[string: "player_id"]), name: name, token: token, room: room)
    }

    /// A room with a host and `players - 1` more players, then `audience` audience members.
    func room(players: Int, audience: Int = 0, prefix: String, recordRaw: Bool = false) async throws -> [GameBot] {
        var bots = [try await create("\(prefix)1", recordRaw: recordRaw)]
        for i in stride(from: 2, through: players, by: 1) {
            bots.append(try await join(bots[0].room, "\(prefix)\(i)", recordRaw: recordRaw))
        }
        for i in 0..<audience {
            bots.append(try await join(bots[0].room, "\(prefix)A\(i + 1)", audience: true, recordRaw: recordRaw))
        }
        return bots
    }

    /// Closes every client, stops the server, and checks every event the bots received
    /// against `Protocol/schema` (a frame the schema rejects is a test failure).
    func stop() {
        let all = clients.withLock { $0 }
        for client in all { client.close() }
        server.shutdown(timeout: .milliseconds(500))
        if checkSchema { SchemaValidator.check(framesOf: all) }
    }
}

/// Read-only access to nested JSON of frames (`frame.json["snapshot"]["game"]["phase"].string`).
struct GameJSON: Sendable, Equatable {
    let value: JSONValue?

    init(_ value: JSONValue?) { self.value = value }

    subscript(key: String) -> GameJSON {
        if case let .object(o)? = value { return GameJSON(o[key]) }
        return GameJSON(nil)
    }

    subscript(index: Int) -> GameJSON {
        if case let .array(a)? = value, a.indices.contains(index) { return GameJSON(a[index]) }
        return GameJSON(nil)
    }

    var string: String? { if case let .string(s)? = value { s } else { nil } }
    var int: Int? { if case let .int(i)? = value { i } else { nil } }
    var bool: Bool? { if case let .bool(b)? = value { b } else { nil } }
    var double: Double? {
        switch value {
        case let .double(d)?: d
        case let .int(i)?: Double(i)
        default: nil
        }
    }
    var array: [GameJSON] { if case let .array(a)? = value { a.map(GameJSON.init) } else { [] } }
    var isNull: Bool { value == nil || value == .null }
    /// Present in its object (even if `null`).
    var exists: Bool { value != nil }
}

extension ServerFrame {
    /// The whole frame as navigable JSON.
    var json: GameJSON { GameJSON(.object(fields)) }
    /// The raw line as text.
    var text: String { String(decoding: raw, as: UTF8.self) }
}

/// Helpers over recorded byte streams.
enum GameStream {
    /// The lines of a raw stream as text (without newlines), in arrival order.
    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Parses one line into a frame (nil for anything that is not a JSON object with a type).
    static func frame(_ line: String) -> ServerFrame? { ServerFrame(line: Array(line.utf8)) }

    /// Waits for the next `type` frame at every bot and checks they are byte-identical.
    static func same(_ bots: [GameBot], _ type: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ServerFrame {
        var frames: [ServerFrame] = []
        for bot in bots { frames.append(try await bot.client.next(type)) }
        for f in frames.dropFirst() {
            #expect(f.raw == frames[0].raw, "\(type) differs between members", sourceLocation: sourceLocation)
        }
        return frames[0]
    }
}

/// Shorthands for building request parameters.
enum GameParam {
    static func s(_ v: String) -> JSONValue { .string(v) }
    static func i(_ v: Int) -> JSONValue { .int(v) }
    static func b(_ v: Bool) -> JSONValue { .bool(v) }
    static func strings(_ v: [String]) -> JSONValue { .array(v.map(JSONValue.string)) }
}

extension Int {
    /// Unix milliseconds.
    var gameMillis: Int64 { Int64(self) }
}

extension GameStream {
    /// True when `line` carries `word`: as a JSON string anywhere in the frame (any field, any
    /// depth, ignoring case), or quoted in text that does not parse.
    static func mentions(_ line: String, _ word: String) -> Bool {
        if line.lowercased().contains("\"\(word.lowercased())\"") { return true }
        guard let frame = frame(line) else { return false }
        return strings(in: .object(frame.fields)).contains { $0.lowercased().contains(word.lowercased()) && isWordMatch($0, word) }
    }

    /// Every string value (not keys) inside `value`.
    static func strings(in value: JSONValue) -> [String] {
        switch value {
        case let .string(s): [s]
        case let .array(a): a.flatMap(strings(in:))
        case let .object(o): o.values.flatMap(strings(in:))
        default: []
        }
    }

    /// `word` occurs in `text` as a whole word (not inside a longer word such as "cat" in "category").
    static func isWordMatch(_ text: String, _ word: String) -> Bool {
        let t = Array(text.lowercased()), w = Array(word.lowercased())
        guard w.count <= t.count, !w.isEmpty else { return false }
        for start in 0...(t.count - w.count) where Array(t[start..<start + w.count]) == w {
            let before = start == 0 || !t[start - 1].isLetter
            let after = start + w.count == t.count || !t[start + w.count].isLetter
            if before && after { return true }
        }
        return false
    }
}
