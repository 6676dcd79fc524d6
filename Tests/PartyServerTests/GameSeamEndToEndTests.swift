import Foundation
import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyStore
import PartyTestSupport
import Testing

/// The game seam over real sockets: a test-only game (``CoinRace``), registered with one line,
/// is started, played, timed out and stopped through the same generic room code as the
/// shipped games, and a server without that line does not know its requests.
@Suite("Game seam end to end")
struct GameSeamEndToEndTests {
    typealias P = GameParam

    static let games = GameRegistry.standard.adding(CoinRace.self)

    @Test("coin_race: game.start lists and validates it, race.flip plays it, game.stop ends it")
    func startPlayStop() async throws {
        let h = try ServerHarness.game(seed: 5, games: Self.games)
        defer { h.stop() }
        let bots = try await h.room(players: 2, audience: 1, prefix: "Cr")
        let (host, player, watcher) = (bots[0], bots[1], bots[2])

        let unknown = await host.refused("game.start", ["game": P.s("chess")], code: "bad_request")
        #expect(unknown == "game: must be one of guess_or_pass, would_you_rather, odd_one_out, most_likely, coin_race")
        let badTarget = await host.refused("game.start", ["game": P.s("coin_race"), "target": P.i(0)], code: "bad_request")
        #expect(badTarget == "target: must be between 1 and 10")
        await player.refused("game.start", ["game": P.s("coin_race")], code: "not_host")
        await player.refused("race.flip", code: "wrong_phase")

        try await host.send("game.start", ["game": P.s("coin_race"), "target": P.i(10), "seconds": P.i(30)])
        let started = try await GameStream.same(bots, "game.started")
        #expect(started.json["game"].string == "coin_race")
        #expect(started.json["options"]["target"].int == 10 && started.json["options"]["seconds"].int == 30)
        #expect(started.json["by"].string == host.id)
        let running = await host.refused("game.start", ["game": P.s("guess_or_pass")], code: "wrong_phase")
        #expect(running == "coin_race is running; send game.stop first")

        await watcher.refused("race.flip", code: "not_allowed")
        try await player.send("race.flip")
        let flipped = try await GameStream.same(bots, "race.flipped")
        #expect(flipped.json["player_id"].string == player.id)
        let score = try #require(flipped.json["score"].int)
        #expect(score == (flipped.json["heads"].bool == true ? 1 : 0))

        let snapshot = try await watcher.send("room.snapshot")
        let view = snapshot.json["snapshot"]["game"]
        #expect(view["game"].string == "coin_race" && view["target"].int == 10)
        #expect(view["scores"][player.id].int == score)

        try await host.send("game.stop")
        let finished = try await GameStream.same(bots, "race.finished")
        #expect(finished.json["winner"].isNull)
        let stopped = try await GameStream.same(bots, "game.stopped")
        #expect(stopped.json["game"].string == "coin_race" && stopped.json["reason"].string == "stopped")
        let after = await player.refused("race.flip", code: "wrong_phase")
        #expect(after == "no Coin Race game is running")
        // Metrics count a registered game's requests under their own type, not as "other".
        let metrics = String(decoding: h.server.metricsText(), as: UTF8.self)
        #expect(EndToEnd.MetricsTests.value(metrics, #"partyline_requests_total{type="race.flip"}"#) == 4)
    }

    @Test("coin_race: its timer ends the race with the leader, and reaching the target wins")
    func timerAndWin() async throws {
        let h = try ServerHarness.game(seed: 9, games: Self.games)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Ct")
        let (host, player) = (bots[0], bots[1])

        try await host.send("game.start", ["game": P.s("coin_race"), "seconds": P.i(5)])
        _ = try await GameStream.same(bots, "game.started")
        h.clock.advance(by: 5_000)
        await player.refused("race.flip", code: "wrong_phase")  // the due timer fires first
        #expect(try await GameStream.same(bots, "race.finished").json["winner"].isNull)
        #expect(try await GameStream.same(bots, "game.stopped").json["reason"].string == "completed")

        try await host.send("game.start", ["game": P.s("coin_race"), "target": P.i(1)])
        _ = try await GameStream.same(bots, "game.started")
        var heads = false
        for _ in 0..<64 where !heads {
            try await player.send("race.flip")
            heads = try await GameStream.same(bots, "race.flipped").json["heads"].bool == true
        }
        #expect(heads)
        #expect(try await GameStream.same(bots, "race.finished").json["winner"].string == player.id)
        #expect(try await GameStream.same(bots, "game.stopped").json["reason"].string == "completed")
    }

    @Test("a running coin_race survives a graceful restart of a server that offers it, and only of one")
    func restartRestoresARegisteredGame() async throws {
        let store = MemoryStore()
        func serve(_ games: GameRegistry) throws -> ServerHarness {
            var options = HarnessOptions()
            options.seed = 3
            options.games = games
            options.store = store
            options.frameCheck = games.ids == GameRegistry.standard.ids ? .atStop : .none
            options.shutdownTimeoutMillis = 500
            return try ServerHarness(options)
        }
        let token = ServerHarness.token(for: "Cs1")
        let first = try serve(Self.games)
        let client = try await first.connect()
        let room = try #require(try await client.request("room.create", ["name": P.s("Cs1"), "token": P.s(token)])[string: "room"])
        try await client.request("game.start", ["game": P.s("coin_race"), "target": P.i(10), "seconds": P.i(600)])
        try await client.request("race.flip")
        let score = try #require(try await client.next("race.flipped").json["score"].int)
        client.close()
        first.stop()

        let second = try serve(Self.games)
        let back = try await second.connect()
        let resumed = try await back.request("room.resume", ["room": P.s(room), "token": P.s(token)])
        #expect(resumed.json["snapshot"]["game"]["game"].string == "coin_race")
        #expect(resumed.json["snapshot"]["game"]["scores"]["p1"].int == score)
        try await back.request("race.flip")
        back.close()
        second.stop()

        // A server without coin_race cannot bring that room back (it is skipped, not half-restored).
        let third = try serve(.standard)
        defer { third.stop() }
        let stranger = try await third.connect()
        await expectServerError("room_not_found") { try await stranger.request("room.resume", ["room": P.s(room), "token": P.s(token)]) }
    }

    @Test("a server without the registration line does not know the game or its requests")
    func unregisteredGameIsUnknown() async throws {
        let h = try ServerHarness.game(seed: 5)
        defer { h.stop() }
        let host = try await h.create("Cu1")
        await host.refused("race.flip", code: "unknown_type")
        let message = await host.refused("game.start", ["game": P.s("coin_race")], code: "bad_request")
        #expect(message == "game: must be one of guess_or_pass, would_you_rather, odd_one_out, most_likely")
    }
}
