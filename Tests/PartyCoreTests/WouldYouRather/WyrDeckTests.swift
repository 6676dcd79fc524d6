import Testing
import PartyContent
@testable import PartyCore

@Suite("Would You Rather deck: no repeats, reshuffle, custom questions")
struct WyrDeckTests {
    /// Plays `rounds` rounds by timer and returns the question ids asked, in order.
    func play(_ game: inout WouldYouRather, rounds: Int, roster: Roster, rng: inout SplitMix64) -> [String] {
        var ids: [String] = []
        var now: UnixMillis = 1_000
        for _ in 0..<rounds {
            now = game.nextDeadline!
            _ = game.advance(now: now, roster: roster, rng: &rng)  // results
            now = game.nextDeadline!
            ids += questions(in: game.advance(now: now, roster: roster, rng: &rng)).map(\.question.id)
        }
        return ids
    }

    @Test("no repeats until the selected categories are exhausted, then a full new cycle", arguments: [1, 2, 3] as [UInt64])
    func exhaustion(seed: UInt64) throws {
        let roster = wyrRoster(players: 1)
        let fantasy = QuestionBank.questions(in: .fantasy).map(\.id)
        var (game, first, rng) = try startWyr(WyrOptions(categories: ["fantasy"]), roster: roster, seed: seed)
        var asked = questions(in: first).map(\.question.id)
        asked += play(&game, rounds: fantasy.count * 2 - 1, roster: roster, rng: &rng)
        let cycle1 = Array(asked.prefix(fantasy.count)), cycle2 = Array(asked.dropFirst(fantasy.count))
        #expect(Set(cycle1) == Set(fantasy) && cycle1.count == fantasy.count)
        #expect(Set(cycle2) == Set(fantasy) && cycle2.count == fantasy.count)
        #expect(cycle2.first != cycle1.last)
        #expect(cycle1 != cycle2, "the order reshuffles")
    }

    @Test("the first question after a reshuffle never repeats the last one asked (many seeds)")
    func noBackToBack() {
        let size = QuestionBank.questions(in: .silly).count
        for seed in 0..<300 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            var record = WyrRoomRecord()
            var last = ""
            for _ in 0..<size { last = record.nextQuestion(categories: [.silly], rng: &rng).id }
            #expect(record.nextQuestion(categories: [.silly], rng: &rng).id != last)
        }
    }

    @Test("the asked-list is kept across games in the room record")
    func acrossGames() throws {
        let roster = wyrRoster(players: 1)
        var (game, first, rng) = try startWyr(WyrOptions(categories: ["lifestyle"]), roster: roster)
        var asked = questions(in: first).map(\.question.id)
        asked += play(&game, rounds: 9, roster: roster, rng: &rng)
        _ = game.stop(now: game.nextDeadline!, roster: roster)
        var (second, more, rng2) = try startWyr(WyrOptions(categories: ["lifestyle"]), record: game.record, roster: roster, seed: 99)
        asked += questions(in: more).map(\.question.id)
        asked += play(&second, rounds: 15, roster: roster, rng: &rng2)
        #expect(asked.count == 26 && Set(asked).count == 26)
    }

    @Test("custom questions are validated, sanitised and asked first, oldest first")
    func customFirst() throws {
        let roster = wyrRoster(players: 2, audience: 1)
        var (game, _, rng) = try startWyr(roster: roster)
        var events = try game.apply(.add(a: "  Eat \u{1B}[31mcake ", b: "Eat pie", category: .silly), by: "p1", roster: roster, now: 1_500, rng: &rng)
        #expect(events == [Addressed(.everyone, .questionAdded(WyrQuestionAdded(questionID: "custom-1", playerID: "p1", category: .silly, queued: 1)))])
        #expect(game.record.lastAddedID == "custom-1")
        events = try game.apply(.add(a: "Sing", b: "Dance", category: nil), by: "p2", roster: roster, now: 1_600, rng: &rng)
        #expect(game.record.lastAddedID == "custom-2")
        let json = try wireJSON(events[0].event)
        #expect(json["question_id"] as? String == "custom-2" && json["category"] as? String == "custom" && json["queued"] as? Int == 2)
        _ = game.advance(now: 21_000, roster: roster, rng: &rng)
        let q1 = try #require(questions(in: game.advance(now: 24_000, roster: roster, rng: &rng)).first)
        #expect(q1.question == WyrQuestion(id: "custom-1", a: "Eat cake", b: "Eat pie", category: .silly, isCustom: true))
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 25_000, rng: &rng)
        _ = try game.apply(.vote(choice: .a), by: "a1", roster: roster, now: 25_000, rng: &rng)
        let r = try #require(results(in: try game.apply(.vote(choice: .b), by: "p2", roster: roster, now: 25_000, rng: &rng)).first)
        #expect(r.question.isCustom && r.allTimeContribution == .zero)
        #expect(r.players == WyrTally(aVotes: 1, bVotes: 1))
        let q2 = try #require(questions(in: game.advance(now: 28_000, roster: roster, rng: &rng)).first)
        #expect(q2.question.id == "custom-2" && q2.question.category == nil)
        #expect(try wireJSON(WyrEvent.question(q2))["category"] as? String == "custom")
        _ = game.advance(now: q2.endsAtMs, roster: roster, rng: &rng)
        let q3 = try #require(questions(in: game.advance(now: game.nextDeadline!, roster: roster, rng: &rng)).first)
        #expect(!q3.question.isCustom)
        let stat = try #require(game.record.history().first { $0.question.id == "custom-1" })
        #expect(stat.players == WyrTally(aVotes: 1, bVotes: 1) && stat.audience == WyrTally(aVotes: 1, bVotes: 0))
    }

    @Test("custom question validation", arguments: [
        ("", "b", "a"), ("   ", "b", "a"), (String(repeating: "x", count: 141), "b", "a"),
        ("a", "", "b"), ("a", String(repeating: "y", count: 141), "b"), ("Fly", " fLY ", "b"),
    ])
    func customValidation(a: String, b: String, field: String) {
        var record = WyrRoomRecord()
        let error = violation { () throws(RuleViolation) in
            _ = try record.addCustom(a: a, b: b, category: nil, by: "p1", roster: wyrRoster(players: 1))
        }
        guard case let .badRequest(f, _)? = error else {
            Issue.record("expected bad_request, got \(String(describing: error))")
            return
        }
        #expect(f == field)
        #expect(record == WyrRoomRecord())
    }

    @Test("140 characters is allowed; the audience and strangers may not add")
    func customLimits() throws {
        var record = WyrRoomRecord()
        let roster = wyrRoster(players: 1, audience: 1)
        let q = try record.addCustom(a: String(repeating: "x", count: 140), b: "y", category: .fantasy, by: "p1", roster: roster)
        #expect(q.id == "custom-1" && q.a.count == 140 && record.customDeck == [q])
        let audience = violation { () throws(RuleViolation) in
            _ = try record.addCustom(a: "x", b: "y", category: nil, by: "a1", roster: roster)
        }
        #expect(audience?.code == "not_allowed")
        let stranger = violation { () throws(RuleViolation) in
            _ = try record.addCustom(a: "x", b: "y", category: nil, by: "zz", roster: roster)
        }
        #expect(stranger?.code == "not_in_room")
        #expect(record.customDeck.count == 1)
    }

    @Test("customs added before a game are its first questions, whatever its categories")
    func customBeforeGame() throws {
        var record = WyrRoomRecord()
        let roster = wyrRoster(players: 1)
        _ = try record.addCustom(a: "Tea", b: "Coffee", category: .dailyLife, by: "p1", roster: roster)
        let (_, events, _) = try startWyr(WyrOptions(categories: ["fantasy"]), record: record, roster: roster)
        #expect(questions(in: events).first?.question.id == "custom-1")
    }
}
