import Foundation
import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// Most Likely To over real sockets on the test clock: four players, an audience member and a
/// TV. The host's own prompt (word filter first) is asked first; ballots stay secret (no frame
/// ever says who voted for whom); a self-vote, an audience vote and a vote for the audience are
/// refused; the tally names the top player; an idle round ends on its timer; the standings and
/// the room's totals follow.
@Suite("Most Likely To end to end")
struct GameMostLikelyEndToEndTests {
    typealias P = GameParam

    @Test("4 players, an audience member and a screen play two rounds: custom prompt, secret ballots, tally, timers, points")
    func twoRounds() async throws {
        let h = try ServerHarness.game(seed: 41)
        defer { h.stop() }
        let bots = try await h.room(players: 4, audience: 1, prefix: "L", recordRaw: true)
        let players = Array(bots[0..<4]), watcher = bots[4], host = players[0]
        let tv = try await h.connect(recordRaw: true)
        _ = try await tv.request("room.join", ["room": P.s(host.room), "role": P.s("screen")])

        // The host's prompt: host only, through the word filter, then kept for the game.
        await players[1].refused("ml.add", ["text": P.s("Who is most likely to sing?")], code: "not_host")
        await host.refused("ml.add", ["text": P.s("Who is most likely to say arsehole?")], code: "filtered")
        await host.refused("ml.add", ["text": P.i(3)], code: "bad_request")
        let added = try await host.send("ml.add", ["text": P.s("Who is most likely to sing karaoke at a funeral?")])
        #expect(added.json["count"].int == 1)
        #expect(try await GameStream.same(bots, "ml.prompt_added").json["count"].int == 1)

        await players[1].refused("game.start", ["game": P.s("most_likely")], code: "not_host")
        await host.refused("game.start", ["game": P.s("most_likely"), "rounds": P.i(21)], code: "bad_request")
        await host.refused("game.start", ["game": P.s("most_likely"), "category": P.s("animals")], code: "bad_request")
        try await host.send("game.start", ["game": P.s("most_likely"), "rounds": P.i(2), "vote_seconds": P.i(20)])
        let started = try await GameStream.same(bots, "game.started")
        #expect(started.json["options"]["rounds"].int == 2 && started.json["options"]["vote_seconds"].int == 20)
        #expect(started.json["options"]["category"].string == "mixed")
        let prompt = try await GameStream.same(bots, "ml.prompt")
        #expect(prompt.json["text"].string == "Who is most likely to sing karaoke at a funeral?", "the host's prompt comes first")
        #expect(prompt.json["prompt_id"].string == "custom-1")
        #expect(prompt.json["ends_at_ms"].int?.gameMillis == h.clock.now + 20_000)
        await host.refused("ml.add", ["text": P.s("Who is most likely to win?")], code: "wrong_phase")

        // Refused votes change nothing.
        let (p1, p2, p3, p4) = (players[0], players[1], players[2], players[3])
        await p1.refused("ml.vote", ["player_id": P.s(p1.id)], code: "not_allowed")
        await p1.refused("ml.vote", ["player_id": P.s(watcher.id)], code: "not_allowed")
        await watcher.refused("ml.vote", ["player_id": P.s(p1.id)], code: "not_allowed")
        await p1.refused("ml.vote", [:], code: "bad_request")

        // p2 gets three votes (p1 changes their mind once), p1 one.
        try await p1.send("ml.vote", ["player_id": P.s(p3.id)])
        try await p1.send("ml.vote", ["player_id": P.s(p2.id)])
        try await p2.send("ml.vote", ["player_id": P.s(p1.id)])
        try await p3.send("ml.vote", ["player_id": P.s(p2.id)])
        try await p4.send("ml.vote", ["player_id": P.s(p2.id)])
        let results = try await GameStream.same(bots, "ml.results")
        #expect(results.json["most"].array.compactMap(\.string) == [p2.id])
        #expect(results.json["tally"].array.map { "\($0["player_id"].string ?? "")=\($0["votes"].int ?? 0)" } == ["\(p2.id)=3", "\(p1.id)=1"])
        #expect(!results.json["points"].exists, "who named whom stays secret")

        // No frame anyone got tells a ballot: vote_cast has counts only.
        for client in bots.map(\.client) + [tv] {
            for line in GameStream.lines(client.rawBytes) where line.contains("\"ml.vote_cast\"") {
                #expect(!line.contains("player_id"), "a ballot leaked: \(line)")
            }
        }

        // Round 2 after the break; nobody votes, so its timer ends it with nobody on top.
        h.clock.advance(to: try #require(results.json["next_round_at_ms"].int).gameMillis)
        let second = try await GameStream.same(bots, "ml.prompt")
        #expect(second.json["round"].int == 2 && second.json["prompt_id"].string?.hasPrefix("en-ml-") == true)
        h.clock.advance(to: try #require(second.json["ends_at_ms"].int).gameMillis)
        await p1.refused("ml.vote", ["player_id": P.s(p2.id)], code: "wrong_phase")
        let idle = try await GameStream.same(bots, "ml.results")
        #expect(idle.json["most"].array.isEmpty && idle.json["tally"].array.isEmpty)
        #expect(idle.json["next_round_at_ms"].isNull)

        h.clock.advance(by: 8_000)
        let over = try await GameStream.same(bots, "ml.game_over")
        let top = over.json["standings"][0]
        #expect(top["player_id"].string == p2.id && top["times_most"].int == 1 && top["name"].string == p2.name)
        #expect(over.json["standings"].array.count == 4)
        let stopped = try await GameStream.same(bots, "game.stopped")
        #expect(stopped.json["game"].string == "most_likely")

        // A point to each who named the top player: the room's totals.
        let snapshot = try await host.send("room.snapshot")
        var totals: [String: Int] = [:]
        for member in snapshot.json["snapshot"]["members"].array { totals[member["player_id"].string ?? ""] = member["score"].int }
        #expect(totals[p1.id] == 1 && totals[p3.id] == 1 && totals[p4.id] == 1 && totals[p2.id] == 0, "\(totals)")

        // The room keeps the host's prompt and what was asked: the next game asks new prompts.
        try await host.send("game.start", ["game": P.s("most_likely"), "rounds": P.i(1)])
        let again = try await GameStream.same(bots, "ml.prompt")
        #expect(again.json["prompt_id"].string != "custom-1" && again.json["prompt_id"].string != second.json["prompt_id"].string)
        try await host.send("game.stop")
        _ = try await GameStream.same(bots, "ml.game_over")
    }

    @Test("a snapshot shows the prompt, the counts and only the viewer's own vote")
    func snapshot() async throws {
        let h = try ServerHarness.game(seed: 42)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "S")
        try await bots[0].send("game.start", ["game": P.s("most_likely"), "rounds": P.i(1)])
        _ = try await GameStream.same(bots, "ml.prompt")
        try await bots[0].send("ml.vote", ["player_id": P.s(bots[1].id)])
        _ = try await GameStream.same(bots, "ml.vote_cast")
        let mine = try await bots[0].send("room.snapshot")
        let theirs = try await bots[1].send("room.snapshot")
        let game = mine.json["snapshot"]["game"]
        #expect(game["game"].string == "most_likely" && game["phase"].string == "voting")
        #expect(game["votes_in"].int == 1 && game["voters"].int == 3 && game["text"].string?.isEmpty == false)
        #expect(game["my_vote"].string == bots[1].id)
        #expect(!theirs.json["snapshot"]["game"]["my_vote"].exists)
    }
}
