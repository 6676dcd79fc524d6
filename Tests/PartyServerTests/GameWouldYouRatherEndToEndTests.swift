import Foundation
import PartyClient
import PartyContent
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// Would You Rather over real sockets: ten bots (8 players, 2 audience) play 20 questions
/// whose votes come from a seeded generator; every member must see byte-identical results
/// that match the votes; all-time counts add up across rooms; history, reset and custom
/// questions. Votes finish rounds early; the results pause ends when the test clock passes it.
@Suite("Would You Rather end to end")
struct GameWouldYouRatherEndToEndTests {
    typealias P = GameParam

    /// A round's votes: the room's players and audience, a/b.
    struct Tally: Equatable, CustomStringConvertible {
        var a = 0, b = 0, audienceA = 0, audienceB = 0
        var total: Int { a + b + audienceA + audienceB }
        var description: String { "players \(a)/\(b), audience \(audienceA)/\(audienceB)" }
    }

    @Test("10 bots play 20 questions: identical results, audience apart, all-time across rooms, history, add, reset")
    func tenBotsPlayTwentyQuestions() async throws {
        let h = try ServerHarness.game(seed: 41)
        defer { h.stop() }
        let fantasy = QuestionBank.questions(in: .fantasy).count
        #expect(fantasy >= 20)

        // Room B plays enough fantasy questions first that room A's 20 must overlap with them.
        let roomB = try await h.room(players: 2, prefix: "Wb")
        let roundsB = fantasy - 20 + 1
        try await roomB[0].send("game.start", [
            "game": P.s("would_you_rather"), "categories": P.strings(["fantasy"]),
            "vote_seconds": P.i(5), "results_seconds": P.i(1),
        ])
        var votesB: [String: (a: Int, b: Int)] = [:]
        for round in 1...roundsB {
            let question = try await Self.same(roomB, "wyr.question")
            let id = try #require(question.json["question_id"].string)
            let second = round.isMultiple(of: 2) ? "a" : "b"
            try await roomB[0].send("wyr.vote", ["choice": P.s("a")])
            try await roomB[1].send("wyr.vote", ["choice": P.s(second)])
            let results = try await Self.same(roomB, "wyr.results")
            #expect(results.json["question_id"].string == id)
            votesB[id] = (1 + (second == "a" ? 1 : 0), second == "b" ? 1 : 0)
            if round < roundsB { try await Self.nextQuestion(h, after: results, poker: roomB[0], choice: "a") }
        }
        try await roomB[0].send("game.stop")
        _ = try await Self.same(roomB, "wyr.game_over")

        // Room A: 8 players (p1 host … p8) and 2 audience members (p9, p10).
        let bots = try await h.room(players: 8, audience: 2, prefix: "Wa")
        let players = Array(bots[0..<8]), audience = Array(bots[8...])
        let host = bots[0]
        try await host.send("game.start", [
            "game": P.s("would_you_rather"), "categories": P.strings(["fantasy"]),
            "vote_seconds": P.i(5), "results_seconds": P.i(1),
        ])
        let started = try await Self.same(bots, "game.started")
        #expect(started.json["game"].string == "would_you_rather")

        var rng = SplitMix64(seed: 2024)
        var asked: [String] = []
        var tallies: [String: Tally] = [:]
        var nextHostChoice = "a"
        var pokeCounted = false
        for round in 1...20 {
            let question = try await Self.same(bots, "wyr.question")
            let id = try #require(question.json["question_id"].string)
            #expect(question.json["round"].int == round)
            #expect(question.json["category"].string == "fantasy")
            #expect(question.json["ends_at_ms"].int?.gameMillis == h.clock.now + 5_000)
            asked.append(id)

            var tally = Tally()
            var requests = pokeCounted ? 1 : 0
            // The audience votes first (after every player has voted the results are out).
            for member in audience {
                switch rng.uniform(below: 3) {
                case 0: continue
                case 1: tally.audienceA += 1; try await member.send("wyr.vote", ["choice": P.s("a")])
                default: tally.audienceB += 1; try await member.send("wyr.vote", ["choice": P.s("b")])
                }
                // An audience vote gets its ok and no wyr.vote_cast: it changes no count (below).
            }
            let changer = (round - 1) % (players.count - 1)  // never the last voter: their first vote would end the round
            for (i, player) in players.enumerated() {
                let choice = i == 0 ? nextHostChoice : (rng.uniform(below: 2) == 0 ? "a" : "b")
                if i == changer {  // votes the other way first, then changes their mind
                    try await player.send("wyr.vote", ["choice": P.s(choice == "a" ? "b" : "a")])
                    requests += 1
                }
                try await player.send("wyr.vote", ["choice": P.s(choice)])
                requests += 1
                if choice == "a" { tally.a += 1 } else { tally.b += 1 }
            }
            tallies[id] = tally

            let results = try await Self.same(bots, "wyr.results")
            let before = votesB[id] ?? (0, 0)
            #expect(results.json["question_id"].string == id)
            #expect(results.json["a_votes"].int == tally.a, "\(id): \(tally)")
            #expect(results.json["b_votes"].int == tally.b)
            let pct = Self.percentages(tally.a, tally.b)
            #expect(results.json["a_pct"].int == pct.a)
            #expect(results.json["b_pct"].int == pct.b)
            #expect(results.json["audience"]["a_votes"].int == tally.audienceA)
            #expect(results.json["audience"]["b_votes"].int == tally.audienceB)
            #expect(results.json["all_time"]["a_votes"].int == tally.a + tally.audienceA + before.a)
            #expect(results.json["all_time"]["b_votes"].int == tally.b + tally.audienceB + before.b)
            #expect(results.json["next_question_at_ms"].int?.gameMillis == h.clock.now + 1_000)

            // Progress events never reveal the choice; one per player vote, none for the
            // audience's; the last one before the results is 8/8.
            let casts = host.client.frames.filter {
                $0.type == "wyr.vote_cast" && ($0.seq ?? 0) > (question.seq ?? 0) && ($0.seq ?? 0) < (results.seq ?? 0)
            }
            #expect(casts.count == requests)
            #expect(casts.allSatisfy { !$0.json["choice"].exists })
            #expect(casts.last?.json["votes_in"].int == 8)
            #expect(casts.last?.json["voters"].int == 8)

            if round < 20 {
                nextHostChoice = rng.uniform(below: 2) == 0 ? "a" : "b"
                pokeCounted = try await Self.nextQuestion(h, after: results, poker: host, choice: nextHostChoice)
            }
        }

        // No question repeats within the 20, and room B's questions overlap some of them.
        #expect(Set(asked).count == 20)
        let overlap = Set(asked).intersection(votesB.keys)
        #expect(!overlap.isEmpty)

        // The store's all-time counts: both rooms' votes, players and audience.
        let allIDs = Array(Set(asked).union(votesB.keys))
        let stored = try h.server.store.records(WyrTally.self, keys: allIDs)
        for id in allIDs {
            let t = tallies[id] ?? Tally(), b = votesB[id] ?? (0, 0)
            #expect(stored[id]?.aVotes == t.a + t.audienceA + b.a, "\(id)")
            #expect(stored[id]?.bVotes == t.b + t.audienceB + b.b, "\(id)")
        }

        // History (any member): every question asked, most responses first, with the room's counts.
        let history = try await audience[0].send("wyr.history").json["questions"].array
        #expect(history.count == 20)
        #expect(Set(history.compactMap { $0["question_id"].string }) == Set(asked))
        let totals = history.map { ($0["a_votes"].int ?? 0) + ($0["b_votes"].int ?? 0)
            + ($0["audience"]["a_votes"].int ?? 0) + ($0["audience"]["b_votes"].int ?? 0) }
        #expect(totals == totals.sorted(by: >), "history not sorted by total responses: \(totals)")
        #expect(Set(totals).count > 1, "the seeded votes should give different totals")
        for entry in history {
            let id = entry["question_id"].string ?? "?"
            let t = tallies[id] ?? Tally(), b = votesB[id] ?? (0, 0)
            #expect(entry["a_votes"].int == t.a && entry["b_votes"].int == t.b, "\(id)")
            #expect(entry["audience"]["a_votes"].int == t.audienceA && entry["audience"]["b_votes"].int == t.audienceB, "\(id)")
            #expect(entry["all_time"]["a_votes"].int == t.a + t.audienceA + b.a, "\(id)")
            #expect(entry["all_time"]["b_votes"].int == t.b + t.audienceB + b.b, "\(id)")
        }

        // A custom question from a player is asked next.
        let last = try #require(host.client.frames.last(where: { $0.type == "wyr.results" }))
        await audience[1].refused("wyr.add", ["a": P.s("Fly"), "b": P.s("Swim")], code: "not_allowed")
        let sameMessage = await players[2].refused("wyr.add", ["a": P.s("Fly"), "b": P.s(" fly ")], code: "bad_request")
        #expect(sameMessage.hasPrefix("b"))
        let added = try await players[2].send("wyr.add", [
            "a": P.s("Ride a dragon to school"), "b": P.s("Sail a pirate ship to work"), "category": P.s("fantasy"),
        ])
        let customID = try #require(added[string: "question_id"])
        try await Self.nextQuestion(h, after: last, poker: host, choice: "a")
        let custom = try await Self.same(bots, "wyr.question")
        #expect(custom.json["question_id"].string == customID)
        #expect(custom.json["a"].string == "Ride a dragon to school")
        #expect(custom.json["b"].string == "Sail a pirate ship to work")
        #expect(custom.json["round"].int == 21)
        for player in players { try await player.send("wyr.vote", ["choice": P.s("b")]) }
        let customResults = try await Self.same(bots, "wyr.results")
        #expect(customResults.json["b_votes"].int == 8)
        #expect(customResults.json["b_pct"].int == 100 && customResults.json["a_pct"].int == 0)
        #expect(try h.server.store.records(WyrTally.self, keys: [customID])[customID] == nil, "custom questions count in the room only")

        // Reset: host only, and only with confirm: true.
        await players[1].refused("wyr.reset", ["confirm": P.b(true)], code: "not_host")
        let unconfirmed = await host.refused("wyr.reset", code: "bad_request")
        #expect(unconfirmed.hasPrefix("confirm"))
        #expect(unconfirmed.contains("clear") || unconfirmed.contains("delete"), "message should explain the data loss: \(unconfirmed)")
        await host.refused("wyr.reset", ["confirm": P.b(false)], code: "bad_request")
        #expect(try await host.send("wyr.history").json["questions"].array.count == 21)

        try await host.send("game.stop")
        let over = try await Self.same(bots, "wyr.game_over")
        #expect(over.json["rounds"].int == 21)
        let stopped = try await Self.same(bots, "game.stopped")
        #expect(stopped.json["game"].string == "would_you_rather")

        try await host.send("wyr.reset", ["confirm": P.b(true)])
        let reset = try await Self.same(bots, "wyr.reset")
        #expect(reset.json["by"].string == host.id)
        #expect(try await players[4].send("wyr.history").json["questions"].array.isEmpty)
        // All-time statistics are not the room's to reset.
        #expect(try h.server.store.records(WyrTally.self, keys: allIDs) == stored)
    }

    /// PROTOCOL.md §11: a custom question's category is `"custom"` unless one was given, and its
    /// `all_time` counts "this room only", including this round.
    @Test("a custom question is asked first and its all-time counts are this room's votes")
    func customQuestionCountsInThisRoom() async throws {
        let h = try ServerHarness.game(seed: 42)
        defer { h.stop() }
        let bots = try await h.room(players: 2, audience: 1, prefix: "Wc")
        let added = try await bots[1].send("wyr.add", ["a": P.s("Talk to owls"), "b": P.s("Talk to cats")])
        let id = try #require(added[string: "question_id"])
        try await bots[0].send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(5), "results_seconds": P.i(1)])
        let question = try await Self.same(bots, "wyr.question")
        #expect(question.json["question_id"].string == id)
        #expect(question.json["category"].string == "custom", "custom question without a category: \(question)")
        try await bots[2].send("wyr.vote", ["choice": P.s("a")])
        try await bots[0].send("wyr.vote", ["choice": P.s("a")])
        try await bots[1].send("wyr.vote", ["choice": P.s("b")])
        let results = try await Self.same(bots, "wyr.results")
        #expect(results.json["a_votes"].int == 1 && results.json["b_votes"].int == 1)
        #expect(results.json["a_pct"].int == 50 && results.json["b_pct"].int == 50)
        #expect(results.json["audience"]["a_votes"].int == 1)
        #expect(results.json["all_time"]["a_votes"].int == 2, "all_time of a custom question: \(results)")
        #expect(results.json["all_time"]["b_votes"].int == 1)
    }

    /// PROTOCOL.md §11 `wyr.history`: "sorted by the room's total responses …, most first; ties:
    /// most recently asked first".
    @Test("history ties list the most recently asked question first")
    func historyTiesKeepAskedOrder() async throws {
        let h = try ServerHarness.game(seed: 43)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Wt")
        try await bots[0].send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(5), "results_seconds": P.i(1)])
        var asked: [String] = []
        for round in 1...3 {
            let question = try await Self.same(bots, "wyr.question")
            asked.append(try #require(question.json["question_id"].string))
            for bot in bots { try await bot.send("wyr.vote", ["choice": P.s("a")]) }
            let results = try await Self.same(bots, "wyr.results")
            if round < 3 { try await Self.nextQuestion(h, after: results, poker: bots[0], choice: "a") }
        }
        let history = try await bots[1].send("wyr.history").json["questions"].array.compactMap { $0["question_id"].string }
        #expect(history == Array(asked.reversed()))
    }

    /// The server is authoritative on time: at `next_question_at_ms` the next question is open,
    /// so a vote arriving then (before the server's own timer fired) is a vote on that question.
    @Test("a vote just after the results pause counts for the question that opened")
    func voteJustAfterResultsPause() async throws {
        let h = try ServerHarness.game(seed: 44)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Wv")
        try await bots[0].send("game.start", ["game": P.s("would_you_rather"), "vote_seconds": P.i(5), "results_seconds": P.i(1)])
        _ = try await Self.same(bots, "wyr.question")
        for bot in bots { try await bot.send("wyr.vote", ["choice": P.s("b")]) }
        let results = try await Self.same(bots, "wyr.results")
        h.clock.advance(to: try #require(results.json["next_question_at_ms"].int).gameMillis)
        do {
            try await bots[1].send("wyr.vote", ["choice": P.s("a")])
        } catch {
            Issue.record("a vote at next_question_at_ms was refused: \(error)")
        }
        let next = try await bots[0].client.next("wyr.question", timeout: .seconds(2))
        #expect(next.json["round"].int == 2)
        let cast = try await bots[0].client.next("wyr.vote_cast", timeout: .seconds(2)) { ($0.seq ?? 0) > (next.seq ?? 0) }
        #expect(cast.json["player_id"].string == bots[1].id)
        #expect(cast.json["votes_in"].int == 1)
    }

    // MARK: - Helpers

    /// Waits for the next `type` frame at every bot and checks they are byte-identical.
    static func same(_ bots: [GameBot], _ type: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ServerFrame {
        try await GameStream.same(bots, type, sourceLocation: sourceLocation)
    }

    /// Ends the results pause: moves the test clock to `next_question_at_ms`, then a member's
    /// vote (its planned choice for the next question) is the first request the server judges at
    /// that time. The server opens the next question; the vote itself may be accepted for it or
    /// refused with `wrong_phase` (see ``voteJustAfterResultsPause()``): the test re-sends it.
    /// Returns whether the vote was accepted.
    @discardableResult
    static func nextQuestion(_ h: ServerHarness, after results: ServerFrame, poker: GameBot, choice: String) async throws -> Bool {
        h.clock.advance(to: try #require(results.json["next_question_at_ms"].int).gameMillis)
        do {
            try await poker.send("wyr.vote", ["choice": P.s(choice)])
            return true
        } catch let error as GameRequestFailed where error.code == "wrong_phase" {
            return false
        }
    }

    /// Largest-remainder percentages (PROTOCOL.md §11): ties give the point to `a`.
    static func percentages(_ a: Int, _ b: Int) -> (a: Int, b: Int) {
        let total = a + b
        guard total > 0 else { return (0, 0) }
        var pa = 100 * a / total, pb = 100 * b / total
        if pa + pb < 100 {
            if (100 * a) % total >= (100 * b) % total { pa += 1 } else { pb += 1 }
        }
        return (pa, pb)
    }
}
