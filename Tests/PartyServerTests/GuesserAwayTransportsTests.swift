import PartyClient
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// The guesser-away pause and the host's pause over the other transports, on the test clock:
/// a guesser in a browser (WebSocket) and a guesser and a host at `nc` (text mode) drop, the
/// round waits with its time, and they take their seats back into the same round.
@Suite("Pauses over WebSocket and text mode")
struct GuesserAwayTransportsTests {
    typealias P = GameParam

    /// The `"field":"value"` string of a JSON text.
    static func field(_ name: String, in text: String) -> String? {
        guard let range = text.range(of: "\"\(name)\":\"") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }

    /// The `"field":integer` of a JSON text.
    static func int(_ name: String, in text: String) -> Int64? {
        guard let range = text.range(of: "\"\(name)\":") else { return nil }
        return Int64(text[range.upperBound...].prefix { $0.isNumber })
    }

    @Test("a browser guesser drops: the round waits 100 s with 45 s left; a new WebSocket resumes it with 45 s")
    func webSocketGuesser() async throws {
        let h = try ServerHarness.game(seed: 321) { $0.web = WebConfig(httpPort: 0, httpsPort: nil) }
        defer { h.stop() }
        let host = try await h.create("Wendy")
        let port = try #require(h.server.httpPort)
        let ws = try await WebSocketTestClient(port: port)
        _ = try await ws.nextFrame()  // the welcome
        ws.send(#"{"type":"room.join","id":1,"room":"\#(host.room)","name":"Webb"}"#)
        let joined = try await ws.nextText(containing: "\"re\":1")
        let (webID, token) = (try #require(Self.field("player_id", in: joined)), try #require(Self.field("token", in: joined)))
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(webID),
                                           "round_seconds": P.i(60), "countdown_seconds": P.i(0)])
        _ = try await ws.nextText(containing: "\"type\":\"gop.card_hidden\"")
        h.clock.advance(by: 15_000)

        ws.close()
        let paused = try await host.client.next("game.paused")
        #expect(paused.json["reason"].string == "guesser_away" && paused.json["waiting_for"].string == webID)
        #expect(paused.json["remaining_ms"].int == 45_000)
        h.clock.advance(by: 100_000)
        await host.refused("gop.pass", ["index": P.i(0)], code: "wrong_phase")

        let again = try await WebSocketTestClient(port: port)
        defer { again.close() }
        _ = try await again.nextFrame()
        again.send(#"{"type":"room.resume","id":2,"room":"\#(host.room)","token":"\#(token)"}"#)
        let reply = try await again.nextText(containing: "\"re\":2")
        #expect(!reply.contains("\"paused\""), "the seat is back before the snapshot is taken: \(reply)")
        let resumed = try await again.nextText(containing: "\"type\":\"game.resumed\"")
        #expect(Self.int("ends_at_ms", in: resumed) == h.clock.now + 45_000)
        #expect(try await host.client.next("game.resumed").json["ends_at_ms"].int?.gameMillis == h.clock.now + 45_000)
        again.send(#"{"type":"gop.pass","id":3,"index":0}"#)
        let passed = try await again.nextText(containing: "\"re\":3")
        #expect(passed.contains("\"type\":\"ok\""), "\(passed)")
    }

    @Test("text mode: the host types pause and resume; the guesser at nc drops and resumes; the lines say who and how long")
    func textMode() async throws {
        let h = try ServerHarness.game(seed: 322)
        defer { h.stop() }
        let nc = try RawSocket(port: h.server.port)
        defer { nc.close() }
        _ = try await nc.readLine()
        #expect(nc.send("create Hana\n"))
        let code = try await nc.readLine { $0.hasPrefix("You are in room ") }.split(separator: " ")[4].description
        let tex = try RawSocket(port: h.server.port)
        _ = try await tex.readLine()
        #expect(tex.send("join \(code) Tex\n"))
        let texID = String(try await tex.readLine { $0.hasPrefix("You are in room") }.split(separator: " ").last!.dropLast())
        let tokenLine = try await tex.readLine { $0.hasPrefix("Your token is ") }
        let token = String(tokenLine.dropFirst("Your token is ".count).prefix { $0 != " " })
        let cluer = try await h.join(code, "Cleo")

        #expect(nc.send("start gop food countdown_seconds=0 guesser=\(texID)\n"))
        _ = try await nc.readLine { $0.hasPrefix("* Game started: Guess or Pass") }
        let word = try #require(try await cluer.client.next("gop.card").json["word"].string)
        _ = try await nc.readLine { $0.hasPrefix("CARD 1: ") }
        h.clock.advance(by: 18_000)

        #expect(nc.send("pause\n"))
        _ = try await nc.readLine { $0 == "* Game paused by the host (42 s left)." }
        #expect(nc.send("pass\n"))
        _ = try await nc.readLine { $0.hasPrefix("! the game is paused") && $0.hasSuffix("(wrong_phase)") }
        #expect(nc.send("resume\n"))
        _ = try await nc.readLine { $0 == "* Game resumed (42 s left)." }

        tex.close()
        _ = try await nc.readLine { $0 == "* Game paused: waiting for Tex to come back (42 s left)." }
        let late = try RawSocket(port: h.server.port)
        defer { late.close() }
        _ = try await late.readLine()
        #expect(late.send("join \(code) Lola as audience\n"))
        let running = try await late.readLine { $0.hasPrefix("A game is running: Guess or Pass") }
        #expect(running.hasSuffix("(paused: waiting for Tex to come back, 42 s left; the host types resume to go on)."), "\(running)")

        h.clock.advance(by: 200_000)
        let back = try RawSocket(port: h.server.port)
        defer { back.close() }
        _ = try await back.readLine()
        #expect(back.send("resume \(code) \(token)\n"))
        let game = try await back.readLine { $0.hasPrefix("A game is running: Guess or Pass") }
        #expect(game.hasSuffix("(42s left)."), "\(game)")
        _ = try await nc.readLine { $0 == "* Game resumed (42 s left)." }
        _ = try await back.readLine { $0 == "* Game resumed (42 s left)." }
        #expect(back.send("guess \(word)\n"))
        _ = try await nc.readLine { $0.lowercased().hasPrefix("* \(word.lowercased()): correct") }
        let lines = String(decoding: nc.received, as: UTF8.self).split(separator: "\n").dropFirst()
        #expect(lines.allSatisfy { !$0.hasPrefix("{") }, "no JSON after the welcome")
    }
}
