import PartyClient
import PartyCore
import PartyProtocol
import PartyTestSupport
import Testing

/// Contract §9: `timer_scale` multiplies every timer of a game started after the change — for
/// each shipped game, a game registered later (``CoinRace``) and a game started from a night's
/// playlist — and `game.started` lists the effective seconds.
@Suite("Timer scale end to end")
struct GameTimerScaleEndToEndTests {
    typealias P = GameParam

    @Test("timer_scale 2: each game's timers are doubled, in game.started and in its deadlines")
    func doubled() async throws {
        let h = try ServerHarness.game(seed: 331)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "Ts")
        let host = bots[0]
        try await host.send("room.settings", ["timer_scale": P.i(2)])

        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(bots[1].id)])
        let gop = try await GameStream.same(bots, "game.started").json["options"]
        #expect(gop["round_seconds"].int == 120 && gop["countdown_seconds"].int == 10 && gop["break_seconds"].int == 10)
        let countdown = try await host.client.next("gop.countdown")
        #expect(countdown.json["ends_at_ms"].int?.gameMillis == h.clock.now + 10_000)
        h.clock.advance(by: 10_000)
        try await bots[1].send("gop.pass", ["index": P.i(0)])
        let round = try await host.client.next("gop.round_started")
        #expect(round.json["ends_at_ms"].int?.gameMillis == h.clock.now + 120_000 && round.json["duration_ms"].int == 120_000)
        h.clock.advance(by: 120_000)
        await bots[1].refused("gop.pass", ["index": P.i(1)], code: "wrong_phase")
        let ended = try await host.client.next("gop.round_ended")
        #expect(ended.json["next_round_at_ms"].int?.gameMillis == h.clock.now + 10_000)
        try await host.send("game.stop")

        try await host.send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(30), "results_seconds": P.i(5)])
        let wyr = try await host.client.next("game.started").json["options"]
        #expect(wyr["vote_seconds"].int == 60 && wyr["results_seconds"].int == 10)
        #expect(try await host.client.next("wyr.question").json["ends_at_ms"].int?.gameMillis == h.clock.now + 60_000)
        try await host.send("game.stop")

        try await host.send("game.start", ["game": P.s("odd_one_out"), "category": P.s("animals"), "rounds": P.i(1)])
        let odd = try await host.client.next("game.started").json["options"]
        #expect(odd["clue_seconds"].int == 120 && odd["vote_seconds"].int == 60 && odd["reveal_seconds"].int == 16)
        #expect(try await host.client.next("odd.round_started").json["ends_at_ms"].int?.gameMillis == h.clock.now + 120_000)
    }

    @Test("a running game keeps its timers; the next one gets the new scale; 1.5 rounds to whole seconds; bad options are judged as asked")
    func onlyGamesStartedAfter() async throws {
        let h = try ServerHarness.game(seed: 332)
        defer { h.stop() }
        let host = try await h.create("Tina")
        _ = try await h.join(host.room, "Tom")
        try await host.send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(20)])
        _ = try await host.client.next("wyr.question")
        try await host.send("room.settings", ["timer_scale": .double(1.5)])
        let view = try await host.send("room.snapshot").json["snapshot"]["game"]
        #expect(view["vote_seconds"].int == 20, "the running game is not rescaled")
        try await host.send("game.stop")

        // round_seconds 300 is the most a host may ask for; at 1.5 it runs 450 s.
        let refused = await host.refused("game.start", ["game": P.s("guess_or_pass"), "round_seconds": P.i(301)], code: "bad_request")
        #expect(refused == "round_seconds: must be between 10 and 300")
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "round_seconds": P.i(300), "countdown_seconds": P.i(5)])
        let gop = try await host.client.next("game.started") { $0[string: "game"] == "guess_or_pass" }.json["options"]
        #expect(gop["round_seconds"].int == 450 && gop["countdown_seconds"].int == 8 && gop["break_seconds"].int == 8, "\(gop)")
    }

    @Test("a game registered later is scaled through its declared timers, and pauses with no code of its own")
    func registeredGame() async throws {
        let h = try ServerHarness.game(seed: 333, games: GameRegistry.standard.adding(CoinRace.self))
        defer { h.stop() }
        let host = try await h.create("Cora")
        let player = try await h.join(host.room, "Cal")
        try await host.send("room.settings", ["timer_scale": P.i(3)])
        try await host.send("game.start", ["game": P.s("coin_race"), "target": P.i(10), "seconds": P.i(20)])
        #expect(try await host.client.next("game.started").json["options"]["seconds"].int == 60)
        h.clock.advance(by: 10_000)
        try await host.send("game.pause")
        #expect(try await player.client.next("game.paused").json["remaining_ms"].int == 50_000)
        await player.refused("race.flip", code: "wrong_phase")
        h.clock.advance(by: 50_000)
        try await host.send("game.resume")
        #expect(try await player.client.next("game.resumed").json["ends_at_ms"].int?.gameMillis == h.clock.now + 50_000)
        try await player.send("race.flip")
    }

    @Test("a game started from a night's playlist runs at the room's scale")
    func nightPlaylist() async throws {
        let h = try ServerHarness.night()
        defer { h.stop() }
        let host = try await h.connect()
        let token = ServerHarness.token(for: "Scale")
        let code = try #require(try await host.request("night.create", [
            "title": P.s("Slow night"), "starts_at_ms": P.i(Int(h.clock.now)), "token": P.s(token),
            "playlist": .array([.object(["game": P.s("would_you_rather"), "vote_seconds": P.i(20), "results_seconds": P.i(4)])]),
        ])[string: "night"])
        try await host.request("night.open", ["night": P.s(code), "token": P.s(token)])
        try await host.request("room.join", ["room": P.s(code), "name": P.s("Host"), "token": P.s(token)])
        try await host.request("room.settings", ["timer_scale": P.i(3)])
        try await host.request("playlist.next")
        let options = try await host.next("game.started").json["options"]
        #expect(options["vote_seconds"].int == 60 && options["results_seconds"].int == 12)
        #expect(try await host.next("wyr.question").json["ends_at_ms"].int?.gameMillis == h.clock.now + 60_000)
        // The playlist keeps the options as queued: the scale is the room's, applied at the start.
        let night = try await host.request("night.get", ["night": P.s(code)])
        #expect(night.json["current"]["options"]["vote_seconds"].int == 20)
    }
}
