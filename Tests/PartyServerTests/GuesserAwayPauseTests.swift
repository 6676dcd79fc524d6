import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Contract §9: a Guess or Pass round pauses by itself while its guesser's connection is down
/// (`game.paused` {reason: "guesser_away", waiting_for}) and resumes when the guesser takes the
/// seat back, when the host resumes it (the round then goes on without them), or when the
/// guesser is gone for good (their seat's grace ended, or kicked: the round ends as before).
@Suite("Guess or Pass: the round waits for its guesser")
struct GuesserAwayPauseTests {
    typealias P = GameParam

    /// A 3-player room whose second player guesses a 60 s round (no countdown), 20 s in.
    static func roundUnderWay(_ h: ServerHarness, prefix: String) async throws -> (bots: [GameBot], endsAt: Int64) {
        let bots = try await h.room(players: 3, prefix: prefix)
        try await bots[0].send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(bots[1].id),
                                              "round_seconds": P.i(60), "countdown_seconds": P.i(0), "break_seconds": P.i(5)])
        let started = try await GameStream.same(bots, "gop.round_started")
        _ = try await bots[2].client.next("gop.card")
        h.clock.advance(by: 20_000)
        return (bots, try #require(started.json["ends_at_ms"].int).gameMillis)
    }

    @Test("the guesser drops: paused with 40 s left; back on a new connection: 40 s more, and the round plays on")
    func dropAndResume() async throws {
        let h = try ServerHarness.game(seed: 311)
        defer { h.stop() }
        let (bots, _) = try await Self.roundUnderWay(h, prefix: "Ga")
        let (host, guesser, cluer) = (bots[0], bots[1], bots[2])
        guesser.client.close()
        for bot in [host, cluer] {
            _ = try await bot.client.next("room.player_disconnected")
            let paused = try await bot.client.next("game.paused")
            #expect(paused.json["reason"].string == "guesser_away" && paused.json["waiting_for"].string == guesser.id)
            #expect(paused.json["remaining_ms"].int == 40_000)
        }
        h.clock.advance(by: 90_000)
        await cluer.refused("gop.pass", ["index": P.i(0)], code: "wrong_phase")
        let view = try await host.send("room.snapshot").json["snapshot"]["game"]
        #expect(view["paused"].bool == true && view["pause_reason"].string == "guesser_away")
        #expect(view["waiting_for"].string == guesser.id && view["remaining_ms"].int == 40_000)

        let client = try await h.connect(recordRaw: true)
        let resumed = try await client.request("room.resume", ["room": P.s(guesser.room), "token": P.s(guesser.token)])
        let game = resumed.json["snapshot"]["game"]
        let endsAt = h.clock.now + 40_000
        #expect(!game["paused"].exists && game["ends_at_ms"].int?.gameMillis == endsAt, "\(resumed.text)")
        let back = GameBot(client: client, id: guesser.id, name: guesser.name, token: guesser.token, room: guesser.room)
        for bot in [host, cluer, back] {
            #expect(try await bot.client.next("game.resumed").json["ends_at_ms"].int?.gameMillis == endsAt)
        }
        let word = try #require(try await cluer.send("room.snapshot").json["snapshot"]["game"]["current_card"]["word"].string)
        try await back.send("gop.guess", ["text": P.s(word)])
        _ = try await host.client.next("gop.card_resolved")
        h.clock.advance(to: endsAt)
        await cluer.refused("gop.pass", ["index": P.i(1)], code: "wrong_phase")
        let ended = try await host.client.next("gop.round_ended")
        #expect(ended.json["guesser"].string == guesser.id && ended.json["score"].int == 1)
    }

    @Test("the guesser drops during the countdown: the countdown waits too")
    func dropInCountdown() async throws {
        let h = try ServerHarness.game(seed: 312)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Gc")
        try await bots[0].send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(bots[1].id),
                                              "countdown_seconds": P.i(5)])
        _ = try await bots[0].client.next("gop.countdown")
        h.clock.advance(by: 2_000)
        bots[1].client.close()
        let paused = try await bots[0].client.next("game.paused")
        #expect(paused.json["remaining_ms"].int == 3_000 && paused.json["reason"].string == "guesser_away")
        h.clock.advance(by: 30_000)
        await bots[0].refused("gop.pass", ["index": P.i(0)], code: "wrong_phase")
        #expect(!bots[0].client.frames.contains { $0.type == "gop.round_started" })
    }

    @Test("the host resumes over the wait: the round runs out without the guesser; their return pauses nothing")
    func hostResumesWithoutTheGuesser() async throws {
        let h = try ServerHarness.game(seed: 313)
        defer { h.stop() }
        let (bots, _) = try await Self.roundUnderWay(h, prefix: "Gh")
        let (host, guesser, cluer) = (bots[0], bots[1], bots[2])
        guesser.client.close()
        _ = try await host.client.next("game.paused")
        h.clock.advance(by: 10_000)
        try await host.send("game.resume")
        let endsAt = try #require(try await cluer.client.next("game.resumed").json["ends_at_ms"].int).gameMillis
        #expect(endsAt == h.clock.now + 40_000)
        try await cluer.send("gop.pass", ["index": P.i(0)])  // the round goes on without its guesser

        let client = try await h.connect()
        try await client.request("room.resume", ["room": P.s(guesser.room), "token": P.s(guesser.token)])
        _ = try await host.client.next("room.player_reconnected")
        h.clock.advance(to: endsAt)
        await cluer.refused("gop.pass", ["index": P.i(1)], code: "wrong_phase")
        _ = try await host.client.next("gop.round_ended")
        #expect(host.client.frames.filter { $0.type == "game.paused" }.count == 1)
        #expect(host.client.frames.filter { $0.type == "game.resumed" }.count == 1)
    }

    @Test("the guesser's grace ends while the round waits: it resumes and ends at once, as for a guesser who left")
    func graceEnds() async throws {
        let h = try ServerHarness.game(seed: 314) { $0.resumeGraceSeconds = 1 }
        defer { h.stop() }
        let (bots, _) = try await Self.roundUnderWay(h, prefix: "Gg")
        let (host, guesser, cluer) = (bots[0], bots[1], bots[2])
        try await cluer.send("gop.correct", ["index": P.i(0)])
        guesser.client.close()
        _ = try await host.client.next("game.paused")
        h.clock.advance(by: 2_000)  // the expiry timer (real time, about 1 s) then finds the seat's grace over
        let left = try await host.client.next("room.player_left", timeout: .seconds(20))
        #expect(left.json["player_id"].string == guesser.id && left.json["reason"].string == "timeout")
        _ = try await host.client.next("game.resumed")
        let ended = try await host.client.next("gop.round_ended")
        #expect(ended.json["guesser"].string == guesser.id && ended.json["score"].int == 1)
        let order = host.client.frames.map(\.type).filter { ["game.resumed", "gop.round_ended"].contains($0) }
        #expect(order == ["game.resumed", "gop.round_ended"], "the round ends on a running clock")
        #expect(ended.json["next_round_at_ms"].int?.gameMillis == h.clock.now + 5_000, "the break counts from now: \(ended.text)")
    }

    @Test("the host kicks the away guesser: the wait ends and so does the round")
    func kickedWhileAway() async throws {
        let h = try ServerHarness.game(seed: 315)
        defer { h.stop() }
        let (bots, _) = try await Self.roundUnderWay(h, prefix: "Gk")
        let (host, guesser) = (bots[0], bots[1])
        guesser.client.close()
        _ = try await host.client.next("game.paused")
        try await host.send("room.kick", ["player_id": P.s(guesser.id)])
        _ = try await host.client.next("game.resumed")
        _ = try await host.client.next("gop.round_ended")
    }
}
