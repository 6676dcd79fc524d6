import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Contract §9, "Timers and pauses": the host's `game.pause` and `game.resume` over real sockets
/// on the test clock — the time left is exact, no timer fires while paused however long the
/// pause, the game's moves get `wrong_phase`, and the clock goes on from where it stood.
@Suite("Game pauses: the host pauses and resumes")
struct GamePauseEndToEndTests {
    typealias P = GameParam

    @Test("Guess or Pass: a round paused with 42 s left stays paused past its end, then runs 42 s more; the break pauses too")
    func guessOrPassRoundAndBreak() async throws {
        let h = try ServerHarness.game(seed: 301)
        defer { h.stop() }
        let bots = try await h.room(players: 3, audience: 1, prefix: "Pz")
        let (host, guesser, cluer) = (bots[0], bots[1], bots[2])
        for type in ["game.pause", "game.resume"] {
            #expect(await host.refused(type, code: "wrong_phase") == "no game is running")
        }
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(guesser.id),
                                           "round_seconds": P.i(60), "countdown_seconds": P.i(0), "break_seconds": P.i(5)])
        _ = try await GameStream.same(bots, "gop.round_started")
        let word = try #require(try await cluer.client.next("gop.card").json["word"].string)
        await host.refused("game.resume", code: "wrong_phase")

        h.clock.advance(by: 18_000)
        await cluer.refused("game.pause", code: "not_host")
        try await host.send("game.pause")
        let paused = try await GameStream.same(bots, "game.paused")
        #expect(paused.json["remaining_ms"].int == 42_000)
        #expect(paused.json["reason"].string == "host" && !paused.json["waiting_for"].exists)
        #expect(await host.refused("game.pause", code: "wrong_phase") == "the game is already paused; the host resumes it with game.resume")

        // Ten minutes later the round has not ended, and no move is taken.
        h.clock.advance(by: 600_000)
        let refusal = await cluer.refused("gop.correct", ["index": P.i(0)], code: "wrong_phase")
        #expect(refusal == "the game is paused; it goes on when the host resumes it")
        await guesser.refused("gop.pass", ["index": P.i(0)], code: "wrong_phase")
        await guesser.refused("gop.guess", ["text": P.s("soup")], code: "wrong_phase")
        await cluer.refused("chat.send", ["text": P.s("it is \(word)")], code: "not_allowed")  // chat's rules hold while paused
        let view = try await bots[3].send("room.snapshot").json["snapshot"]["game"]
        #expect(view["paused"].bool == true && view["remaining_ms"].int == 42_000 && view["pause_reason"].string == "host")
        #expect(view["phase"].string == "round" && !view["waiting_for"].exists)
        #expect(!bots.contains { bot in bot.client.frames.contains { $0.type == "gop.round_ended" } })

        await cluer.refused("game.resume", code: "not_host")
        try await host.send("game.resume")
        let resumed = try await GameStream.same(bots, "game.resumed")
        let endsAt = try #require(resumed.json["ends_at_ms"].int).gameMillis
        #expect(endsAt == h.clock.now + 42_000)
        #expect(await host.refused("game.resume", code: "wrong_phase") == "the game is not paused")
        let running = try await host.send("room.snapshot").json["snapshot"]["game"]
        #expect(running["ends_at_ms"].int?.gameMillis == endsAt && !running["paused"].exists)

        // The round goes on to its new end, to the millisecond.
        try await cluer.send("gop.correct", ["index": P.i(0)])
        h.clock.advance(to: endsAt - 1)
        try await cluer.send("gop.pass", ["index": P.i(1)])
        h.clock.advance(to: endsAt)
        await cluer.refused("gop.pass", ["index": P.i(2)], code: "wrong_phase")
        let ended = try await GameStream.same(bots, "gop.round_ended")
        #expect(ended.json["score"].int == 1)
        let nextAt = try #require(ended.json["next_round_at_ms"].int).gameMillis
        #expect(nextAt == endsAt + 5_000)

        // The break pauses: 4 s left stay 4 s left.
        h.clock.advance(by: 1_000)
        try await host.send("game.pause")
        #expect(try await host.client.next("game.paused").json["remaining_ms"].int == 4_000)
        h.clock.advance(by: 120_000)
        await host.refused("gop.pass", ["index": P.i(0)], code: "wrong_phase")
        #expect(!host.client.frames.contains { $0.type == "gop.countdown" && $0.json["round"].int == 2 })
        try await host.send("game.resume")
        let goOn = try #require(try await host.client.next("game.resumed").json["ends_at_ms"].int).gameMillis
        #expect(goOn == h.clock.now + 4_000)
        h.clock.advance(to: goOn)
        try await host.send("gop.pass", ["index": P.i(0)])  // the first request past the break sees round 2
        let countdown = try await host.client.next("gop.countdown") { $0.json["round"].int == 2 }
        #expect(countdown.json["starts_at_ms"].int?.gameMillis == goOn)
    }

    @Test("Would You Rather: votes wait while paused (players and audience); dice, coin and chat go on; game.stop ends a paused game")
    func wouldYouRatherAndTheRest() async throws {
        let h = try ServerHarness.game(seed: 302)
        defer { h.stop() }
        let bots = try await h.room(players: 2, audience: 1, prefix: "Wz")
        let (host, player, viewer) = (bots[0], bots[1], bots[2])
        try await host.send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(20), "results_seconds": P.i(3)])
        let question = try await GameStream.same(bots, "wyr.question")
        let endsAt = try #require(question.json["ends_at_ms"].int).gameMillis
        h.clock.advance(by: 5_000)
        try await host.send("game.pause")
        #expect(try await GameStream.same(bots, "game.paused").json["remaining_ms"].int?.gameMillis == endsAt - h.clock.now)
        h.clock.advance(by: 60_000)
        await player.refused("wyr.vote", ["choice": P.s("a")], code: "wrong_phase")
        await viewer.refused("wyr.vote", ["choice": P.s("b")], code: "wrong_phase")
        // Everything outside the game is unaffected.
        try await player.send("dice.roll", ["count": P.i(2)])
        _ = try await viewer.client.next("dice.rolled")
        try await viewer.send("coin.flip")
        _ = try await player.client.next("coin.flipped")
        try await viewer.send("chat.send", ["text": P.s("taking a break?")])
        _ = try await host.client.next("chat.message")
        #expect(!host.client.frames.contains { $0.type == "wyr.results" })

        // The host stops the paused game: its end as always; pause and resume then have no game.
        try await host.send("game.stop")
        _ = try await GameStream.same(bots, "wyr.game_over")
        _ = try await GameStream.same(bots, "game.stopped")
        await host.refused("game.resume", code: "wrong_phase")
        await host.refused("game.pause", code: "wrong_phase")

        // The next game starts with a running clock.
        try await host.send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(20)])
        _ = try await host.client.next("wyr.question")
        try await player.send("wyr.vote", ["choice": P.s("a")])
        let next = try await viewer.send("room.snapshot").json["snapshot"]["game"]
        #expect(next["phase"].string == "voting" && !next["paused"].exists)
    }

    @Test("Odd One Out: clues wait while paused; the screen sees the pause in its snapshot")
    func oddOneOut() async throws {
        let h = try ServerHarness.game(seed: 303)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "Oz")
        let tv = try await h.connect()
        try await tv.request("room.join", ["room": P.s(bots[0].room), "role": P.s("screen")])
        try await bots[0].send("game.start", ["game": P.s("odd_one_out"), "category": P.s("animals"), "rounds": P.i(1),
                                              "clue_seconds": P.i(60)])
        let round = try await GameStream.same(bots, "odd.round_started")
        let endsAt = try #require(round.json["ends_at_ms"].int).gameMillis
        h.clock.advance(by: 10_000)
        try await bots[0].send("game.pause")
        #expect(try await tv.next("game.paused").json["remaining_ms"].int == 50_000)
        await bots[1].refused("odd.clue", ["text": P.s("furry")], code: "wrong_phase")
        let screen = try await tv.request("room.snapshot").json["snapshot"]["game"]
        #expect(screen["paused"].bool == true && screen["remaining_ms"].int == 50_000 && screen["phase"].string == "clues")
        #expect(screen["ends_at_ms"].int?.gameMillis == endsAt, "the game's own fields stand where they were")
        h.clock.advance(by: 30_000)
        try await bots[0].send("game.resume")
        #expect(try await tv.next("game.resumed").json["ends_at_ms"].int?.gameMillis == h.clock.now + 50_000)
        for bot in bots { try await bot.send("odd.clue", ["text": P.s("clue of \(bot.name)")]) }
        _ = try await tv.next("odd.voting")
    }

    @Test("a night's points: the scoreboard answers while paused, and a card guessed after the resume counts")
    func nightPointsGoOn() async throws {
        let h = try ServerHarness.night()
        defer { h.stop() }
        let host = try await h.connect()
        let token = ServerHarness.token(for: "Paused")
        let code = try #require(try await host.request("night.create", [
            "title": P.s("Paused night"), "starts_at_ms": P.i(Int(h.clock.now)), "token": P.s(token),
            "playlist": .array([.object(["game": P.s("guess_or_pass"), "category": P.s("food"), "countdown_seconds": P.i(0)])]),
        ])[string: "night"])
        try await host.request("night.open", ["night": P.s(code), "token": P.s(token)])
        try await host.request("room.join", ["room": P.s(code), "name": P.s("Host"), "token": P.s(token)])
        let guest = try await h.connect()
        let guestID = try #require(try await guest.request("room.join", ["room": P.s(code), "name": P.s("Gus")])[string: "player_id"])
        try await host.request("playlist.next")
        let guesserID = try #require(try await host.next("gop.round_started")[string: "guesser"])
        let cluer = guesserID == guestID ? host : guest
        _ = try await cluer.next("gop.card")
        try await host.request("game.pause")
        _ = try await guest.next("game.paused")
        let board = try await guest.request("night.scoreboard")
        #expect(board.json["standings"].array.allSatisfy { $0["points"].int == 0 })
        await cluer.refused("gop.correct", ["index": P.i(0)], code: "wrong_phase")
        try await host.request("game.resume")
        try await cluer.request("gop.correct", ["index": P.i(0)])
        try await host.request("game.stop")
        let after = try await guest.next("night.scoreboard")
        #expect(after.json["standings"][0]["player_id"].string == guesserID && after.json["standings"][0]["points"].int == 1, "\(after.text)")
    }
}
