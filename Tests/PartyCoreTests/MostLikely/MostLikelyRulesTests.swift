import Foundation
import Testing
@testable import PartyCore
import PartyContent

@Suite("Most Likely To rules")
struct MostLikelyRulesTests {
    @Test("a game puts its first prompt to everyone, from the packs of the room's language")
    func firstPrompt() throws {
        let t = try LikelyTable()
        #expect(t.game.phase == .voting && t.game.round == 1 && t.game.prompts.count == 2)
        guard case let .prompt(round, rounds, prompt, endsAt)? = t.started.first?.event else {
            Issue.record("no prompt: \(t.started)"); return
        }
        #expect(t.started.first?.audience == .everyone)
        #expect(round == 1 && rounds == 2 && endsAt == 1_000_000 + 30_000)
        #expect(prompt.id.hasPrefix("en-ml-") && prompt.text.hasPrefix("Who is most likely to "))
        let turkish = try LikelyTable(language: .tr)
        #expect(turkish.game.prompt?.id.hasPrefix("tr-ml-") == true)
    }

    @Test("fewer than three connected players cannot start")
    func tooFew() {
        #expect(throws: RuleViolation.wrongPhase("Most Likely To needs at least 3 connected players")) { _ = try LikelyTable(players: 2) }
    }

    @Test("no self-vote, no vote for the audience, none from it; a second vote replaces the first; ballots stay secret")
    func votes() throws {
        var t = try LikelyTable(audience: 1)
        #expect(throws: RuleViolation.notAllowed("vote for someone else, not yourself")) { try t.vote("p1", by: "p1") }
        #expect(throws: RuleViolation.notAllowed("a1 is not a player of this round")) { try t.vote("a1", by: "p1") }
        #expect(throws: RuleViolation.notAllowed("p9 is not a player of this round")) { try t.vote("p9", by: "p1") }
        #expect(throws: RuleViolation.notAllowed("the audience watches Most Likely To")) { try t.vote("p1", by: "a1") }
        #expect(try t.vote("p2", by: "p1").map(\.event) == [.voteCast(votesIn: 1, voters: 4)])
        #expect(try t.vote("p3", by: "p1").map(\.event) == [.voteCast(votesIn: 1, voters: 4)], "a second vote replaces the first")
        #expect(t.game.view(for: "p1", now: t.now).myVote == "p3")
        #expect(t.game.view(for: "p2", now: t.now).myVote == nil, "nobody sees another's ballot")
        #expect(t.game.screenView(now: t.now).myVote == nil)
    }

    @Test("the last vote ends the round: tally most first, the top player, a point to each who named them")
    func tally() throws {
        var t = try LikelyTable()
        _ = try t.vote("p2", by: "p1")
        _ = try t.vote("p2", by: "p3")
        _ = try t.vote("p1", by: "p2")
        let events = try t.vote("p2", by: "p4")
        let results = try #require(LikelyTable.results(events))
        #expect(results.tally == [MostLikelyTally(playerID: "p2", votes: 3), MostLikelyTally(playerID: "p1", votes: 1)])
        #expect(results.most == ["p2"])
        #expect(results.points == ["p1", "p3", "p4"])
        #expect(results.nextRoundAt == t.now + 8_000)
        #expect(t.game.phase == .results)
        #expect(MostLikely.nightNotes(for: .results(results)) == [.round, .points(player: "p1", count: 1),
                                                                   .points(player: "p3", count: 1), .points(player: "p4", count: 1)])
    }

    @Test("a tie puts every tied player on top; their voters all score")
    func ties() throws {
        var t = try LikelyTable()
        _ = try t.vote("p2", by: "p1")
        _ = try t.vote("p1", by: "p2")
        _ = try t.vote("p4", by: "p3")
        let results = try #require(LikelyTable.results(try t.vote("p1", by: "p4")))
        #expect(results.tally.map(\.playerID) == ["p1", "p2", "p4"], "ties in player order")
        #expect(results.most == ["p1"])
        var u = try LikelyTable()
        _ = try u.vote("p2", by: "p1")
        _ = try u.vote("p1", by: "p2")
        _ = try u.vote("p1", by: "p3")
        let tied = try #require(LikelyTable.results(try u.vote("p2", by: "p4")))
        #expect(tied.most == ["p1", "p2"])
        #expect(tied.points == ["p1", "p2", "p3", "p4"])
    }

    @Test("time up with no vote: an empty tally and nobody on top; then the next round, then the standings")
    func timeout() throws {
        var t = try LikelyTable()
        #expect(t.tick(29_999).isEmpty)
        let results = try #require(LikelyTable.results(t.tick(1)))
        #expect(results.tally.isEmpty && results.most.isEmpty && results.points.isEmpty)
        guard case .prompt(round: 2, rounds: 2, _, _)? = t.tick(8_000).first?.event else { Issue.record("no second prompt"); return }
        _ = try t.vote("p3", by: "p1")
        let last = try #require(LikelyTable.results(t.tick(30_000)))
        #expect(last.nextRoundAt == nil, "the last round names no next round")
        let over = t.tick(8_000)
        guard case let .gameOver(standings)? = over.first?.event else { Issue.record("no standings: \(over)"); return }
        #expect(standings.first == MostLikelyStanding(playerID: "p3", name: "P3", timesMost: 1))
        #expect(standings.count == 4)
        #expect(t.game.isOver && t.game.nextDeadline == nil)
    }

    @Test("votes are taken only while a prompt is up; a player who drops is not waited for")
    func phasesAndDrops() throws {
        var t = try LikelyTable()
        _ = try t.vote("p2", by: "p1")
        _ = try t.vote("p1", by: "p2")
        _ = try t.vote("p1", by: "p3")
        t.roster[3].connected = false
        let results = try #require(LikelyTable.results(t.game.rosterChanged(t.roster, now: t.now)))
        #expect(results.most == ["p1"])
        #expect(throws: RuleViolation.wrongPhase("votes are taken while a prompt is up")) { try t.vote("p2", by: "p1") }
    }

    @Test("the host's prompts come first, are asked once, and the next game asks new ones")
    func customPrompts() throws {
        var memory = MostLikelyMemory()
        #expect(try memory.add("  Who is most likely to bring cake?  ") == 1)
        #expect(throws: RuleViolation.notAllowed("the room has this prompt already")) { _ = try memory.add("who is most likely to bring CAKE?") }
        #expect(throws: RuleViolation.badRequest(field: "text", reason: "must not be empty")) { _ = try memory.add("   ") }
        let t = try LikelyTable(options: MostLikelyOptions(rounds: 3), memory: memory)
        #expect(t.game.prompts.first == MostLikelyPrompt(id: "custom-1", text: "Who is most likely to bring cake?"))
        let asked = Set(t.game.prompts.map(\.id))
        #expect(asked.count == 3)
        let next = try LikelyTable(options: MostLikelyOptions(rounds: 20), memory: t.game.memory)
        #expect(Set(next.game.prompts.map(\.id)).isDisjoint(with: asked), "a new game asks what was not asked yet")
    }

    @Test("family mode leaves out prompts marked unsafe; a category keeps to its pack")
    func familyAndCategory() throws {
        let safe = ShippedContent.library.prompts(game: .mostLikely, language: .es, categories: ["everyday"], familySafe: true)
        let all = ShippedContent.library.prompts(game: .mostLikely, language: .es, categories: ["everyday"], familySafe: false)
        #expect(safe.count < all.count && !safe.isEmpty)
        let t = try LikelyTable(options: MostLikelyOptions(rounds: 20, category: "everyday", familySafe: true))
        let safeIDs = Set(safe.map { $0.id.replacingOccurrences(of: "es-", with: "en-") })
        #expect(t.game.prompts.allSatisfy { safeIDs.contains($0.id) })
    }

    @Test("every language ships at least 60 prompts, some marked not family-safe")
    func packs() {
        for language in ContentLanguage.allCases {
            let all = ShippedContent.library.prompts(game: .mostLikely, language: language,
                                                     categories: MostLikelyCategory.allCases.map(\.rawValue), familySafe: false)
            let safe = ShippedContent.library.prompts(game: .mostLikely, language: language,
                                                      categories: MostLikelyCategory.allCases.map(\.rawValue), familySafe: true)
            #expect(all.count >= 60, "\(language)")
            #expect(safe.count < all.count, "\(language)")
        }
    }

    @Test("a restart moves the deadlines; the saved game reads back the same")
    func restore() throws {
        var t = try LikelyTable()
        _ = try t.vote("p2", by: "p1")
        let data = try JSONEncoder().encode(t.game)
        var back = try JSONDecoder().decode(MostLikely.self, from: data)
        #expect(back == t.game)
        back.shiftDeadlines(by: 5_000)
        #expect(back.nextDeadline == (t.game.nextDeadline ?? 0) + 5_000)
    }
}
