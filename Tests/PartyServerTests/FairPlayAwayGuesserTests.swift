import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 11, rule 3: no turns for empty chairs. A disconnected player is skipped when the next
/// guesser is picked; with nobody connected left to guess, the game ends and says why.
@Suite("Fair play: no turns for empty chairs")
struct FairPlayAwayGuesserTests {
    typealias P = GameParam

    @Test("an away player is skipped; when only away players are left to guess, gop.game_over says no_connected_guesser")
    func awayPlayersAreSkipped() async throws {
        let h = try ServerHarness.game(seed: 131)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "Chair")
        let (host, away, third) = (bots[0], bots[1], bots[2])
        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("food"), "round_seconds": P.i(10),
                                           "countdown_seconds": P.i(0), "break_seconds": P.i(2)])
        let first = try await host.client.next("gop.round_started")
        #expect(first.json["guesser"].string == host.id)
        away.client.close()
        _ = try await host.client.next("room.player_disconnected")

        // Round 1 and its break end: the next guesser in join order is away, so the third player guesses.
        h.clock.advance(by: 12_000)
        try await host.send("chat.send", ["text": P.s("next!")])
        _ = try await host.client.next("gop.countdown")  // round 1's
        let countdown = try await host.client.next("gop.countdown")
        #expect(countdown.json["guesser"].string == third.id, "the away player got a turn: \(countdown.text)")

        // Round 2 ends; the only player still to guess is away: no dead round, the game says so.
        h.clock.advance(by: 12_000)
        try await host.send("chat.send", ["text": P.s("and now?")])
        _ = try await host.client.next("gop.round_ended")
        let over = try await host.client.next("gop.game_over")
        #expect(over.json["reason"].string == "no_connected_guesser")
        _ = try await host.client.next("game.stopped")
        #expect(host.client.frames.filter { $0.type == "gop.round_started" }.count == 2)
    }
}
