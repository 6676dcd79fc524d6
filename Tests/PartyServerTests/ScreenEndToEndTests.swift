import Foundation
import PartyClient
import PartyProtocol
import PartyServer
import Testing

/// Issue 22: a screen (the TV) is not a member and never receives an unresolved word, in either
/// mode, over TCP (raw bytes) — the WebSocket case is in ``EndToEnd/WebSocketEndToEndTests``.
@Suite("Screens end to end")
struct ScreenEndToEndTests {
    typealias P = GameParam

    /// Joins `room` as a screen with a raw-recording connection.
    static func screen(_ h: GameHarness, _ room: String) async throws -> (PartyClient, ServerFrame) {
        let client = try await h.connect(recordRaw: true)
        let reply = try await client.request("room.join", ["room": .string(room), "role": .string("screen")])
        return (client, reply)
    }

    @Test("a screen sees the game as a secret-mode guesser in both modes: never an unresolved word", arguments: ["secret", "classic"])
    func screenNeverSeesUnresolvedWords(mode: String) async throws {
        let h = try GameHarness(seed: 501)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "Tv")
        let (host, guesser) = (bots[0], bots[1])
        let (tv, joined) = try await Self.screen(h, host.room)
        #expect(joined.json["role"].string == "screen" && joined.json["screen_id"].string == "s1")
        #expect(joined.json["player_id"].isNull && joined.json["token"].isNull)
        #expect(joined.json["snapshot"]["members"].array.count == 3, "a screen is not a member")
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("animals"), "guesser": P.s(guesser.id),
                                           "mode": P.s(mode), "round_seconds": P.i(30), "countdown_seconds": P.i(0)])
        var words: [String] = []
        for index in 0..<3 {
            let card = try await host.client.next("gop.card") { $0.json["index"].int == index }
            words.append(try #require(card.json["word"].string))
            let hidden = try await tv.next("gop.card_hidden") { $0.json["index"].int == index }
            #expect(hidden.json["word"].isNull)
            let snapshot = try await tv.request("room.snapshot")
            #expect(snapshot.json["snapshot"]["game"]["current_card"]["index"].int == index)
            #expect(snapshot.json["snapshot"]["game"]["current_card"]["word"].isNull)
            let raw = String(decoding: tv.rawBytes, as: UTF8.self)
            #expect(!raw.contains("\"\(words[index])\""), "the screen received the unresolved word \(words[index])")
            #expect(!raw.contains("\"type\":\"gop.card\""), "a screen never receives gop.card")
            try await host.send("gop.pass", ["index": P.i(index)])
            let resolved = try await tv.next("gop.card_resolved") { $0.json["index"].int == index }
            #expect(resolved.json["word"].string == words[index], "a resolved word reaches the screen")
        }
        if mode == "classic" {
            let card = try await guesser.client.next("gop.card") { $0.json["index"].int == 3 }
            #expect(card.json["word"].string != nil, "the classic guesser sees the word")
        }
    }

    @Test("a screen is not a member: no events about it, not counted, not kickable; it may only watch")
    func screenIsNotAMember() async throws {
        let h = try GameHarness(seed: 502)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Watch")
        let host = bots[0]
        // The second seat's news reaches the host on its own connection, maybe after the joiner's ok.
        _ = try await host.client.next("room.player_joined")
        let before = host.client.frames.count
        let (tv, joined) = try await Self.screen(h, host.room)
        let id = try #require(joined.json["screen_id"].string)
        try await host.send("chat.send", ["text": P.s("hello")])
        _ = try await tv.next("chat.message")
        #expect(!host.client.frames.dropFirst(before).contains { $0.type.hasPrefix("room.") }, "no room event about a screen")
        await host.refused("room.kick", ["player_id": P.s(id)], code: "not_found")
        for (type, params) in [("chat.send", ["text": JSONValue.string("hi")]), ("game.start", ["game": .string("guess_or_pass")]),
                               ("dice.roll", [:]), ("room.lock", ["locked": .bool(true)])] {
            do {
                _ = try await tv.request(type, params)
                Issue.record("\(type) from a screen was accepted")
            } catch let error as ClientError {
                #expect(error.code == "not_allowed", "\(type): \(error)")
            }
        }
        #expect(try await tv.request("ping").type == "pong")
        let snapshot = try await host.send("room.snapshot")
        #expect(snapshot.json["snapshot"]["members"].array.map { $0["player_id"].string } == [host.id, bots[1].id])
        _ = try await tv.request("room.leave")
        do {
            _ = try await tv.request("room.snapshot")
            Issue.record("a screen that left still gets snapshots")
        } catch let error as ClientError {
            #expect(error.code == "not_in_room")
        }
        // It comes back by joining again with role screen.
        let again = try await tv.request("room.join", ["room": .string(host.room), "role": .string("screen")])
        #expect(again.json["screen_id"].string == "s2")
    }

    @Test("at most --max-screens-per-room screens (default 4); past it room_full")
    func screenLimit() async throws {
        let h = try GameHarness(seed: 503)
        defer { h.stop() }
        let host = try await h.create("Lim1")
        for _ in 0..<4 { _ = try await Self.screen(h, host.room) }
        let extra = try await h.connect()
        do {
            _ = try await extra.request("room.join", ["room": .string(host.room), "role": .string("screen")])
            Issue.record("a fifth screen was admitted")
        } catch let error as ClientError {
            #expect(error.code == "room_full")
        }
    }

    @Test("a screen whose room closes is told with room.closed")
    func roomClosed() async throws {
        let h = try GameHarness(seed: 504)
        defer { h.stop() }
        let host = try await h.create("Close1")
        let (tv, _) = try await Self.screen(h, host.room)
        _ = try await host.send("room.leave")
        let closed = try await tv.next("room.closed")
        #expect(closed.json["room"].string == host.room)
    }
}

/// Issue 21 item 4: avatars on create and join, in snapshots and `room.player_joined`.
@Suite("Avatars end to end")
struct AvatarEndToEndTests {
    @Test("avatars are checked, kept on the seat and shown to everyone")
    func avatars() async throws {
        let h = try GameHarness(seed: 505)
        defer { h.stop() }
        let hostClient = try await h.connect()
        let created = try await hostClient.request("room.create", [
            "name": .string("Ava"), "avatar": .object(["emoji": .string("🦊"), "color": .string("#ff8800")])])
        let room = try #require(created[string: "room"])
        #expect(created.json["snapshot"]["members"][0]["avatar"]["emoji"].string == "🦊")
        #expect(created.json["snapshot"]["members"][0]["avatar"]["color"].string == "#FF8800")
        let guest = try await h.connect()
        for bad: JSONValue in [.string("🦊"), .object(["emoji": .string("fox")]), .object(["color": .string("orange")]),
                               .object(["emoji": .int(1)])] {
            do {
                _ = try await guest.request("room.join", ["room": .string(room), "name": .string("Bo"), "avatar": bad])
                Issue.record("avatar \(bad) was accepted")
            } catch let error as ClientError {
                #expect(error.code == "bad_request")
                if case let .server(_, message) = error { #expect(message.contains("avatar"), "\(message)") }
            }
        }
        _ = try await guest.request("room.join", ["room": .string(room), "name": .string("Bo"),
                                                  "avatar": .object(["emoji": .string("🐢")])])
        let joined = try await hostClient.next("room.player_joined")
        #expect(joined.json["avatar"]["emoji"].string == "🐢" && joined.json["avatar"]["color"].isNull)
        let snapshot = try await hostClient.request("room.snapshot")
        #expect(snapshot.json["snapshot"]["members"].array.map { $0["avatar"]["emoji"].string } == ["🦊", "🐢"])
    }
}
