import Foundation
import Logging
import PartyClient
import PartyProtocol
import PartyServer
import PartyTLS
import PartyTestSupport
import Synchronization
import Testing

typealias TLSOptions = PartyClient.TLSOptions

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
