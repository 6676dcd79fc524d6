import Testing
import PartyContent
@testable import PartyCore

@Suite("Would You Rather room record: history and reset")
struct WyrRecordTests {
    @Test("history is sorted by total responses, most first; ties by most recently asked")
    func ordering() {
        var rng = SplitMix64(seed: 3)
        var record = WyrRoomRecord()
        var qs: [WyrQuestion] = []
        for _ in 0..<5 { qs.append(record.nextQuestion(categories: [.superpowers], rng: &rng)) }
        record.recordVotes(for: qs[0], players: WyrTally(aVotes: 1, bVotes: 1), audience: .zero)       // 2
        record.recordVotes(for: qs[1], players: WyrTally(aVotes: 3, bVotes: 0), audience: WyrTally(aVotes: 0, bVotes: 2))  // 5
        record.recordVotes(for: qs[2], players: WyrTally(aVotes: 0, bVotes: 1), audience: WyrTally(aVotes: 1, bVotes: 0))  // 2
        record.recordVotes(for: qs[3], players: .zero, audience: .zero)                                // 0
        // qs[4]: asked, no results (0)
        let ids = record.history().map(\.question.id)
        #expect(ids == [qs[1].id, qs[2].id, qs[0].id, qs[4].id, qs[3].id])
        let top = record.history()[0]
        #expect(top.players == WyrTally(aVotes: 3, bVotes: 0) && top.audience == WyrTally(aVotes: 0, bVotes: 2))
        #expect(top.responses == 5 && top.allTime == .zero)
    }

    @Test("history entries encode the wire fields")
    func wire() throws {
        var record = WyrRoomRecord()
        let q = QuestionBank.question(id: "dl-003")!
        record.recordVotes(for: q, players: WyrTally(aVotes: 2, bVotes: 1), audience: WyrTally(aVotes: 0, bVotes: 4))
        var entry = record.history()[0]
        entry.allTime = WyrTally(aVotes: 10, bVotes: 20)
        let json = try wireJSON(entry)
        #expect(Set(json.keys) == ["question_id", "a", "b", "category", "custom", "a_votes", "b_votes", "audience", "all_time"])
        #expect(json["question_id"] as? String == "dl-003" && json["category"] as? String == "daily_life")
        #expect((json["audience"] as? [String: Int]) == ["a_votes": 0, "b_votes": 4])
        #expect((json["all_time"] as? [String: Int]) == ["a_votes": 10, "b_votes": 20])
    }

    @Test("results votes accumulate when a question comes back after a reshuffle")
    func accumulate() {
        var record = WyrRoomRecord()
        let q = QuestionBank.question(id: "sp-001")!
        record.recordVotes(for: q, players: WyrTally(aVotes: 1, bVotes: 0), audience: .zero)
        record.recordVotes(for: q, players: WyrTally(aVotes: 0, bVotes: 2), audience: WyrTally(aVotes: 1, bVotes: 0))
        #expect(record.history().count == 1)
        #expect(record.history()[0].players == WyrTally(aVotes: 1, bVotes: 2))
    }

    @Test("reset needs confirm: true, with a message about the data loss")
    func resetConfirm() {
        for confirm in [nil, false] as [Bool?] {
            let error = violation { () throws(RuleViolation) in try WyrRoomRecord.validateReset(confirm: confirm) }
            #expect(error == .badRequest(field: "confirm",
                                         reason: "must be true: this clears the room's Would You Rather statistics and asked list"))
        }
        #expect(violation { () throws(RuleViolation) in try WyrRoomRecord.validateReset(confirm: true) } == nil)
    }

    @Test("reset clears statistics, asked-list and waiting custom questions; custom ids keep counting")
    func reset() throws {
        var rng = SplitMix64(seed: 5)
        var record = WyrRoomRecord()
        let roster = wyrRoster(players: 1)
        _ = try record.addCustom(a: "x", b: "y", category: nil, by: "p1", roster: roster)
        let asked = record.nextQuestion(categories: [.fantasy], rng: &rng)
        record.recordVotes(for: asked, players: WyrTally(aVotes: 1, bVotes: 0), audience: .zero)
        _ = record.nextQuestion(categories: [.fantasy], rng: &rng)
        _ = try record.addCustom(a: "p", b: "q", category: nil, by: "p1", roster: roster)
        #expect(!record.history().isEmpty && !record.askedIDs.isEmpty && record.customDeck.count == 1)
        record.reset()
        #expect(record.history().isEmpty && record.askedIDs.isEmpty && record.customDeck.isEmpty)
        #expect(record.lastAskedID == nil)
        #expect(try record.addCustom(a: "m", b: "n", category: nil, by: "p1", roster: roster).id == "custom-3")
    }

    @Test("a reset during a game: the running question's results still land in the fresh history")
    func resetMidGame() throws {
        let roster = wyrRoster(players: 1)
        var (game, _, rng) = try startWyr(roster: roster)
        game.record.reset()
        #expect(game.record.history().isEmpty)
        _ = try game.apply(.vote(choice: .a), by: "p1", roster: roster, now: 2_000, rng: &rng)
        #expect(game.record.history().map(\.question.id) == [game.question.id])
        #expect(game.record.history()[0].players == WyrTally(aVotes: 1, bVotes: 0))
    }
}
