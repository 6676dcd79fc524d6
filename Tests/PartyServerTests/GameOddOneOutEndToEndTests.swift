import Foundation
import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import Testing

/// Odd One Out over real sockets on the test clock: four players, an audience member and a TV
/// play two rounds. Each word reaches only its holder; the audience and the screen never see a
/// word before the reveal; chat naming a word is refused; votes catch the odd one; timers move
/// an idle round on; the game ends with the scores the reveals announced.
@Suite("Odd One Out end to end")
struct GameOddOneOutEndToEndTests {
    typealias P = GameParam

    @Test("4 players, an audience member and a screen play two rounds: secrets kept, votes counted, timers honoured")
    func twoRounds() async throws {
        let h = try GameHarness(seed: 77)
        defer { h.stop() }
        let bots = try await h.room(players: 4, audience: 1, prefix: "O", recordRaw: true)
        let players = Array(bots[0..<4]), watcher = bots[4]
        let tv = try await h.connect(recordRaw: true)
        _ = try await tv.request("room.join", ["room": P.s(bots[0].room), "role": P.s("screen")])

        await players[1].refused("game.start", ["game": P.s("odd_one_out")], code: "not_host")
        await players[0].refused("game.start", ["game": P.s("odd_one_out"), "rounds": P.i(11)], code: "bad_request")
        try await players[0].send("game.start", ["game": P.s("odd_one_out"), "category": P.s("animals"), "rounds": P.i(2),
                                                 "clue_seconds": P.i(30), "vote_seconds": P.i(20)])
        let started = try await GameStream.same(bots, "game.started")
        #expect(started.json["options"]["rounds"].int == 2)

        // Round 1: the words, one per player, only to that player.
        let round = try await GameStream.same(bots, "odd.round_started")
        #expect(Set(round.json["players"].array.compactMap(\.string)) == Set(players.map(\.id)))
        var words: [String: String] = [:]
        for p in players {
            let word = try #require(try await p.client.next("odd.word").json["word"].string)
            words[p.id] = word
        }
        let counts = Dictionary(grouping: words.values, by: { $0 })
        #expect(counts.count == 2, "\(words)")
        let oddWord = try #require(counts.first { $0.value.count == 1 }?.key)
        let commonWord = try #require(counts.first { $0.value.count == 3 }?.key)
        let odd = try #require(players.first { words[$0.id] == oddWord })
        let others = players.filter { $0.id != odd.id }

        // Chat that names a word is refused for everyone; clues naming one too.
        await others[0].refused("chat.send", ["text": P.s("is it a \(commonWord)?")], code: "not_allowed")
        await watcher.refused("chat.send", ["text": P.s("\(oddWord)!")], code: "not_allowed")
        await odd.refused("odd.clue", ["text": P.s(oddWord)], code: "not_allowed")
        await watcher.refused("odd.clue", ["text": P.s("hm")], code: "not_allowed")
        await others[0].refused("odd.vote", ["player_id": P.s(odd.id)], code: "wrong_phase")
        for (i, p) in players.enumerated() { try await p.send("odd.clue", ["text": P.s("clue number \(i)")]) }
        let voting = try await GameStream.same(bots, "odd.voting")
        #expect(voting.json["ends_at_ms"].int?.gameMillis == h.clock.now + 20_000)

        // Everyone but the odd one votes for them: caught, a point each.
        await odd.refused("odd.vote", ["player_id": P.s(odd.id)], code: "not_allowed")
        for p in others { try await p.send("odd.vote", ["player_id": P.s(odd.id)]) }
        try await odd.send("odd.vote", ["player_id": P.s(others[0].id)])
        let reveal = try await GameStream.same(bots, "odd.round_ended")
        #expect(reveal.json["caught"].bool == true)
        #expect(reveal.json["odd_player"].string == odd.id)
        #expect(reveal.json["common_word"].string == commonWord && reveal.json["odd_word"].string == oddWord)
        #expect(Set(reveal.json["points"].array.compactMap { $0["player_id"].string }) == Set(others.map(\.id)))

        // Until the reveal, neither the audience nor the TV saw a word, and no player saw the other's.
        for (name, client) in [("audience", watcher.client), ("screen", tv)] {
            let before = GameStream.lines(client.rawBytes).prefix { !$0.contains("\"odd.round_ended\"") }
            #expect(!before.contains { GameStream.mentions($0, commonWord) || GameStream.mentions($0, oddWord) },
                    "the \(name) saw a word before the reveal")
            #expect(!before.contains { $0.contains("\"odd.word\"") }, "the \(name) was dealt a word")
        }
        for p in players {
            let other = words[p.id] == oddWord ? commonWord : oddWord
            let before = GameStream.lines(p.client.rawBytes).prefix { !$0.contains("\"odd.round_ended\"") }
            #expect(!before.contains { GameStream.mentions($0, other) }, "\(p.id) saw the other word")
        }

        // Round 2 starts once the reveal is over; nobody acts, so the timers end it: the odd one slips through.
        h.clock.advance(to: try #require(reveal.json["next_round_at_ms"].int).gameMillis)
        await players[0].refused("odd.vote", ["player_id": P.s(players[1].id)], code: "wrong_phase")
        let second = try await GameStream.same(bots, "odd.round_started")
        #expect(second.json["round"].int == 2)
        h.clock.advance(to: try #require(second.json["ends_at_ms"].int).gameMillis)
        await players[0].refused("odd.clue", ["text": P.s("late")], code: "wrong_phase")
        let vote2 = try await GameStream.same(bots, "odd.voting")
        h.clock.advance(to: try #require(vote2.json["ends_at_ms"].int).gameMillis)
        await players[0].refused("odd.clue", ["text": P.s("later")], code: "wrong_phase")
        let reveal2 = try await GameStream.same(bots, "odd.round_ended")
        #expect(reveal2.json["caught"].bool == false)
        #expect(reveal2.json["points"][0]["score"].int == 3)
        #expect(reveal2.json["next_round_at_ms"].isNull)

        // The last reveal ends with the scoreboard and game.stopped.
        h.clock.advance(by: 8_000)
        await players[0].refused("odd.clue", ["text": P.s("over")], code: "wrong_phase")
        let over = try await GameStream.same(bots, "odd.game_over")
        let total = over.json["scoreboard"].array.compactMap { $0["score"].int }.reduce(0, +)
        #expect(total == 3 + 3)
        let stopped = try await GameStream.same(bots, "game.stopped")
        #expect(stopped.json["game"].string == "odd_one_out")
        // Issue 35, item 7: Odd One Out's points count in the room's total (the snapshot's `score`), as every game's do.
        let snapshot = try await bots[0].send("room.snapshot")
        var totals: [String: Int] = [:]
        for member in snapshot.json["snapshot"]["members"].array { totals[member["player_id"].string ?? ""] = member["score"].int }
        for entry in over.json["scoreboard"].array {
            #expect(totals[entry["player_id"].string ?? ""] == entry["score"].int, "room total of \(entry) in \(totals)")
        }
        let announced = Dictionary(uniqueKeysWithValues: stopped.json["totals"].array.map { ($0["player_id"].string ?? "", $0["score"].int) })
        #expect(announced.count == 4 && announced.allSatisfy { totals[$0.key] == $0.value }, "game.stopped tells the room totals: \(announced)")
    }
}
