import Foundation
import PartyClient
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// Guess or Pass over real sockets: a full rotation of four bots with the leak check of the
/// guesser's raw byte stream, a guesser who drops (the round waits) and resumes mid-round, deadlines and stop.
/// The server clock is a ``GameTestClock``: rounds end when the test moves time past them.
@Suite("Guess or Pass end to end")
struct GameGuessOrPassEndToEndTests {
    typealias P = GameParam

    @Test("4 bots play a full rotation; no guesser ever receives an unresolved word")
    func fullRotationWithoutLeaks() async throws {
        let h = try ServerHarness.game(seed: 31)
        defer { h.stop() }
        let bots = try await h.room(players: 4, prefix: "Gop", recordRaw: true)
        let host = bots[0]
        // The host's profile already holds a best of 50 for animals: their round is no new best.
        try h.server.store.writeAndWait([.finishedRound(profileKey: host.profileKey, category: "animals", mode: "secret", score: 50, at: h.clock.now - 60_000)])

        try await host.send("game.start", [
            "game": P.s("guess_or_pass"), "category": P.s("animals"),
            "round_seconds": P.i(10), "countdown_seconds": P.i(0), "break_seconds": P.i(0),
        ])
        for bot in bots {
            let started = try await bot.client.next("game.started")
            #expect(started.json["game"].string == "guess_or_pass")
        }

        var dealtWords: [String] = []
        for (r, guesser) in bots.enumerated() {
            let cluers = bots.filter { $0.id != guesser.id }
            let countdown = try await Self.same(bots, "gop.countdown")
            #expect(countdown.json["guesser"].string == guesser.id)
            let started = try await Self.same(bots, "gop.round_started")
            #expect(started.json["guesser"].string == guesser.id)
            #expect(started.json["round"].int == r + 1)
            #expect(started.json["category"].string == "animals")
            #expect(started.json["duration_ms"].int == 10_000)
            let endsAt = try #require(started.json["ends_at_ms"].int).gameMillis
            #expect(endsAt - h.clock.now == 10_000)

            var expected: [(word: String, outcome: String)] = []
            // Card 0: a clue-giver presses correct.
            var word = try await Self.deal(0, guesser: guesser, cluers: cluers)
            try await cluers[0].send("gop.correct", ["index": P.i(0)])
            try await Self.resolved(bots, index: 0, word: word, outcome: "correct", by: cluers[0].id)
            expected.append((word, "correct"))
            // Card 1: the guesser misses (the room sees it), then guesses right.
            word = try await Self.deal(1, guesser: guesser, cluers: cluers)
            try await guesser.send("gop.guess", ["text": P.s("surely not this one")])
            for bot in bots {
                let missed = try await bot.client.next("gop.guess_missed")
                #expect(missed.json["player_id"].string == guesser.id)
                #expect(missed.json["text"].string == "surely not this one")
            }
            try await guesser.send("gop.guess", ["text": P.s(word)])
            try await Self.resolved(bots, index: 1, word: word, outcome: "correct", by: guesser.id)
            expected.append((word, "correct"))
            // Card 2: a clue-giver passes; a stale index afterwards changes nothing.
            word = try await Self.deal(2, guesser: guesser, cluers: cluers)
            try await cluers[1].send("gop.pass", ["index": P.i(2)])
            try await Self.resolved(bots, index: 2, word: word, outcome: "pass", by: cluers[1].id)
            expected.append((word, "pass"))
            word = try await Self.deal(3, guesser: guesser, cluers: cluers)
            await cluers[2].refused("gop.correct", ["index": P.i(2)], code: "wrong_phase")
            // Card 3: a sloppy guess (case, spaces, plural) still matches.
            try await guesser.send("gop.guess", ["text": P.s("  \(word.uppercased())S ")])
            try await Self.resolved(bots, index: 3, word: word, outcome: "correct", by: guesser.id)
            expected.append((word, "correct"))
            // r more quick corrects, so every round scores differently.
            for k in 0..<r {
                let index = 4 + k
                word = try await Self.deal(index, guesser: guesser, cluers: cluers)
                let presser = cluers[k % cluers.count]
                try await presser.send("gop.correct", ["index": P.i(index)])
                try await Self.resolved(bots, index: index, word: word, outcome: "correct", by: presser.id)
                expected.append((word, "correct"))
            }
            let openIndex = 4 + r
            word = try await Self.deal(openIndex, guesser: guesser, cluers: cluers)
            expected.append((word, "unresolved"))
            // Only the guesser types guesses (even the right word from a clue-giver is refused).
            await cluers[0].refused("gop.guess", ["text": P.s(word)], code: "not_allowed")
            dealtWords += expected.map(\.word)

            // The deadline: at exactly ends_at_ms the round is over, even for a correct press.
            h.clock.advance(to: endsAt)
            // (Pressed by a clue-giver who is not the next guesser: a guesser's correct is never allowed.)
            let latePresser = try #require(cluers.first { $0.id != bots[(r + 1) % bots.count].id })
            await latePresser.refused("gop.correct", ["index": P.i(openIndex)], code: "wrong_phase")
            // The round is over: its guesser's late guess is refused too (by then the next round
            // has another guesser, so that is `not_allowed`; after the last round, `wrong_phase`).
            await guesser.refused("gop.guess", ["text": P.s(word)], code: r < bots.count - 1 ? "not_allowed" : "wrong_phase")

            let ended = try await Self.same(bots, "gop.round_ended")
            let score = 3 + r
            #expect(ended.json["guesser"].string == guesser.id)
            #expect(ended.json["round"].int == r + 1)
            #expect(ended.json["category"].string == "animals")
            #expect(ended.json["score"].int == score)
            let cards = ended.json["cards"].array
            #expect(cards.count == expected.count)
            for (i, card) in cards.enumerated() where i < expected.count {
                #expect(card["index"].int == i)
                #expect(card["word"].string == expected[i].word)
                #expect(card["outcome"].string == expected[i].outcome)
            }
            if guesser.id == host.id {
                #expect(ended.json["best_score"].int == 50)
                #expect(ended.json["new_best"].bool == false)
            } else {
                #expect(ended.json["best_score"].int == score)
                #expect(ended.json["new_best"].bool == true)
            }
            if r < bots.count - 1 {
                #expect(ended.json["next_round_at_ms"].int?.gameMillis == endsAt)
            } else {
                #expect(!ended.json["next_round_at_ms"].exists)
            }
        }

        let over = try await Self.same(bots, "gop.game_over")
        #expect(over.json["reason"].string == "completed")
        let board = over.json["scoreboard"].array.map { "\($0["player_id"].string ?? "?")=\($0["score"].int ?? -1)" }
        #expect(board == bots.enumerated().reversed().map { "\($0.element.id)=\(3 + $0.offset)" })
        let stopped = try await Self.same(bots, "game.stopped")
        #expect(stopped.json["game"].string == "guess_or_pass")
        #expect((stopped.seq ?? 0) > (over.seq ?? 0))
        #expect(Set(dealtWords).count == dealtWords.count, "a word was dealt twice in one game")

        // Best scores belong to the profiles, through the store.
        let best = try h.server.store.bestScores(profileKeys: bots.map(\.profileKey), category: "animals", mode: "secret")
        #expect(best == [bots[0].profileKey: 50, bots[1].profileKey: 4, bots[2].profileKey: 5, bots[3].profileKey: 6])
        // Room scores in the snapshot.
        let snapshot = try await host.send("room.snapshot")
        let scores = snapshot.json["snapshot"]["members"].array.map { $0["score"].int ?? -1 }
        #expect(scores == [3, 4, 5, 6])

        // The leak check: in each guesser's raw stream, no word of their round appears before
        // the frame that reveals it (its gop.card_resolved, or the round's gop.round_ended).
        for (r, guesser) in bots.enumerated() {
            let lines = GameStream.lines(guesser.client.rawBytes)
            let ended = try #require(lines.firstIndex { line in
                guard let f = GameStream.frame(line) else { return false }
                return f.type == "gop.round_ended" && f.json["round"].int == r + 1
            })
            let roundWords = try #require(GameStream.frame(lines[ended])).json["cards"].array.compactMap { $0["word"].string }
            #expect(roundWords.count == 5 + r)
            for word in roundWords {
                let reveal = lines.firstIndex { line in
                    guard let f = GameStream.frame(line) else { return false }
                    return f.type == "gop.card_resolved" && f.json["word"].string == word
                } ?? ended
                for line in lines[..<reveal] {
                    #expect(!GameStream.mentions(line, word), "guesser \(guesser.id) received '\(word)' before it was revealed: \(line)")
                }
            }
            #expect(!guesser.client.frames.contains { $0.type == "gop.card" && Self.roundOf($0, in: guesser) == r + 1 })
            // Positive control: the same check finds every word early in a clue-giver's stream.
            let cluer = bots[(r + 1) % bots.count]
            let cluerLines = GameStream.lines(cluer.client.rawBytes)
            for word in roundWords {
                let reveal = try #require(cluerLines.firstIndex { line in
                    guard let f = GameStream.frame(line) else { return false }
                    return (f.type == "gop.card_resolved" && f.json["word"].string == word)
                        || (f.type == "gop.round_ended" && f.json["round"].int == r + 1)
                })
                #expect(cluerLines[..<reveal].contains { GameStream.mentions($0, word) }, "clue-giver never saw '\(word)' early")
            }
        }
    }

    @Test("a guesser who drops mid-round pauses it, and resumes into it with its time left, without seeing the word")
    func guesserDropsAndResumes() async throws {
        let h = try ServerHarness.game(seed: 32)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "Drop")
        let (host, guesser, other) = (bots[0], bots[1], bots[2])
        try await host.send("game.start", [
            "game": P.s("guess_or_pass"), "category": P.s("food"), "guesser": P.s(guesser.id),
            "round_seconds": P.i(60), "countdown_seconds": P.i(0), "break_seconds": P.i(0),
        ])
        let started = try await Self.same(bots, "gop.round_started")
        #expect(started.json["guesser"].string == guesser.id)
        let endsAt = try #require(started.json["ends_at_ms"].int).gameMillis
        let cluers = [host, other]

        var word = try await Self.deal(0, guesser: guesser, cluers: cluers)
        try await host.send("gop.correct", ["index": P.i(0)])
        try await Self.resolved(bots, index: 0, word: word, outcome: "correct", by: host.id)
        let open1 = try await Self.deal(1, guesser: guesser, cluers: cluers)

        // The guesser's connection drops. Contract §9 (2026-11-28): the round now waits for them
        // (`game.paused` {reason: "guesser_away"}); before pauses it kept running for the others.
        guesser.client.close()
        for bot in cluers {
            let gone = try await bot.client.next("room.player_disconnected")
            #expect(gone.json["player_id"].string == guesser.id)
            let paused = try await bot.client.next("game.paused")
            #expect(paused.json["waiting_for"].string == guesser.id && paused.json["remaining_ms"].int == 60_000)
        }
        h.clock.advance(by: 5_000)
        await other.refused("gop.pass", ["index": P.i(1)], code: "wrong_phase")
        let hostView = try await host.send("room.snapshot").json["snapshot"]["game"]
        #expect(hostView["phase"].string == "round" && hostView["paused"].bool == true)
        #expect(hostView["current_card"]["index"].int == 1)
        #expect(hostView["current_card"]["word"].string == open1)

        // Resume on a new connection: the round goes on with the time it had, and the hidden card, never the word.
        let client = try await h.connect(recordRaw: true)
        let resumed = try await client.request("room.resume", ["room": P.s(guesser.room), "token": P.s(guesser.token)])
        #expect(resumed[string: "player_id"] == guesser.id)
        let game = resumed.json["snapshot"]["game"]
        #expect(game["game"].string == "guess_or_pass")
        #expect(game["phase"].string == "round")
        #expect(game["guesser"].string == guesser.id)
        #expect(game["ends_at_ms"].int?.gameMillis == endsAt + 5_000, "the 5 s away did not count")
        #expect(!game["paused"].exists)
        #expect(game["current_card"]["index"].int == 1)
        #expect(game["current_card"].exists && !game["current_card"]["word"].exists)
        #expect(!GameStream.mentions(resumed.text, open1))
        for bot in cluers {
            let back = try await bot.client.next("room.player_reconnected")
            #expect(back.json["player_id"].string == guesser.id)
            #expect(try await bot.client.next("game.resumed").json["ends_at_ms"].int?.gameMillis == endsAt + 5_000)
        }
        let back = GameBot(client: client, id: guesser.id, name: guesser.name, token: guesser.token, room: guesser.room)
        try await other.send("gop.pass", ["index": P.i(1)])
        try await Self.resolved(cluers + [back], index: 1, word: open1, outcome: "pass", by: other.id)
        word = try await Self.deal(2, guesser: back, cluers: cluers)

        // The resumed guesser plays on: guesses the open card right.
        try await back.send("gop.guess", ["text": P.s(word)])
        try await Self.resolved(cluers + [back], index: 2, word: word, outcome: "correct", by: guesser.id)
        let last = try await Self.deal(3, guesser: back, cluers: cluers)
        #expect(!GameStream.lines(client.rawBytes).contains { GameStream.mentions($0, last) })

        // Only the host stops; the stop ends the running round with its results.
        await other.refused("game.stop", code: "not_host")
        try await host.send("game.stop")
        let all = cluers + [back]
        let ended = try await Self.same(all, "gop.round_ended")
        #expect(ended.json["score"].int == 2)
        #expect(ended.json["cards"].array.map { $0["outcome"].string ?? "?" } == ["correct", "pass", "correct", "unresolved"])
        #expect(ended.json["cards"][3]["word"].string == last)
        #expect(!ended.json["next_round_at_ms"].exists)
        let over = try await Self.same(all, "gop.game_over")
        #expect(over.json["reason"].string == "stopped")
        #expect(over.json["scoreboard"].array.map { $0["player_id"].string ?? "?" } == [guesser.id])
        _ = try await Self.same(all, "game.stopped")
        await host.refused("gop.correct", ["index": P.i(4)], code: "wrong_phase")
        await host.refused("game.stop", code: "wrong_phase")
        #expect(try h.server.store.bestScores(profileKeys: [guesser.profileKey], category: "food", mode: "secret") == [guesser.profileKey: 2])
    }

    /// The server must judge a request at the time it arrives: once the countdown's deadline
    /// has passed, the round is running and card 0 is open, so a clue-giver's `gop.correct`
    /// {index: 0} applies (PROTOCOL.md §10: the round starts at the countdown's `ends_at_ms`).
    @Test("a correct press just after the countdown deadline resolves card 0 of the new round")
    func pressJustAfterCountdownDeadline() async throws {
        let h = try ServerHarness.game(seed: 33)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Edge")
        try await bots[0].send("game.start", [
            "game": P.s("guess_or_pass"), "category": P.s("sports"), "guesser": P.s(bots[0].id),
            "round_seconds": P.i(10), "countdown_seconds": P.i(3),
        ])
        let countdown = try await Self.same(bots, "gop.countdown")
        h.clock.advance(to: try #require(countdown.json["ends_at_ms"].int).gameMillis)
        // The timer has not fired (frozen clock): this request is the first to see the new time.
        do {
            try await bots[1].send("gop.correct", ["index": P.i(0)])
        } catch {
            Issue.record("gop.correct at the round's start was refused: \(error)")
        }
        let word = try await Self.deal(0, guesser: bots[0], cluers: [bots[1]])
        let resolved = try await bots[1].client.next("gop.card_resolved", timeout: .seconds(2))
        #expect(resolved.json["word"].string == word)
    }

    // MARK: - Helpers

    /// Waits for the next `type` frame at every bot and checks they are byte-identical.
    static func same(_ bots: [GameBot], _ type: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ServerFrame {
        try await GameStream.same(bots, type, sourceLocation: sourceLocation)
    }

    /// Card `index` is dealt: every clue-giver gets its word, the guesser only `gop.card_hidden`.
    static func deal(_ index: Int, guesser: GameBot?, cluers: [GameBot]) async throws -> String {
        var words: [String] = []
        for bot in cluers {
            let card = try await bot.client.next("gop.card")
            #expect(card.json["index"].int == index)
            words.append(try #require(card.json["word"].string))
        }
        #expect(Set(words).count == 1)
        if let guesser {
            let hidden = try await guesser.client.next("gop.card_hidden")
            #expect(hidden.json["index"].int == index)
            #expect(!hidden.json["word"].exists)
        }
        return words[0]
    }

    /// Every bot gets `gop.card_resolved` for the card, with its word.
    static func resolved(_ bots: [GameBot], index: Int, word: String, outcome: String, by: String) async throws {
        for bot in bots {
            let f = try await bot.client.next("gop.card_resolved")
            #expect(f.json["index"].int == index)
            #expect(f.json["word"].string == word)
            #expect(f.json["outcome"].string == outcome)
            #expect(f.json["by"].string == by)
        }
    }

    /// The round a frame belongs to, from the last `gop.round_started` before it at `bot`.
    static func roundOf(_ frame: ServerFrame, in bot: GameBot) -> Int? {
        var round: Int?
        for f in bot.client.frames {
            if f.type == "gop.round_started" { round = f.json["round"].int }
            if f.seq == frame.seq { return round }
        }
        return round
    }
}
