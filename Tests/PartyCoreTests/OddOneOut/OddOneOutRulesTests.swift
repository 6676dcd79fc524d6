import Testing
import PartyContent
@testable import PartyCore

@Suite("Odd One Out rules")
struct OddOneOutRulesTests {
    @Test("a round deals one odd word of the same category, each word only to its holder")
    func dealing() throws {
        let t = try OddTable()
        #expect(t.game.phase == .clues)
        #expect(Set(t.game.players) == ["p1", "p2", "p3", "p4"])
        let words = t.started.compactMap { item -> (Audience, String)? in
            if case let .word(_, word) = item.event { return (item.audience, word) }
            return nil
        }
        #expect(words.count == 4)
        for (audience, _) in words {
            guard case let .only(member) = audience else { Issue.record("a word went to \(audience)"); continue }
            #expect(t.game.players.contains(member))
            #expect(!audience.includesScreens)
        }
        let oddWord = try #require(words.first { $0.0 == .only(t.odd) }?.1)
        let common = Set(words.filter { $0.0 != .only(t.odd) }.map(\.1))
        #expect(common.count == 1)
        #expect(!common.contains(oddWord))
        let animals = ShippedContent.library.words(language: .en, category: .animals, familySafe: false)
        #expect(animals.contains(oddWord) && animals.contains(common.first ?? ""))
    }

    @Test("fewer than three connected players cannot start")
    func tooFew() {
        #expect(throws: RuleViolation.wrongPhase("Odd One Out needs at least 3 connected players")) {
            _ = try OddTable(players: 2)
        }
    }

    @Test("one clue each; a clue naming a word, an audience clue and a second clue are refused")
    func clues() throws {
        var t = try OddTable(audience: 1)
        let first = t.common[0]
        let myWord = try #require(t.game.word(of: first))
        #expect(throws: RuleViolation.notAllowed("a clue must not say the word")) { try t.act(.clue("it is a \(myWord)!"), by: first) }
        let events = try t.act(.clue("furry"), by: first)
        #expect(events.map(\.event) == [.clueGiven(player: first, text: "furry", cluesIn: 1, cluers: 4)])
        #expect(throws: RuleViolation.wrongPhase("you already gave your clue this round")) { try t.act(.clue("again"), by: first) }
        #expect(throws: RuleViolation.notAllowed("the audience watches Odd One Out")) { try t.act(.clue("hm"), by: "a1") }
        #expect(throws: RuleViolation.wrongPhase("voting starts once the clues are in")) { try t.act(.vote(t.odd), by: first) }
        #expect(t.game.chatRevealsSecret("so \(myWord) then"))
        #expect(!t.game.chatRevealsSecret("no idea"))
    }

    @Test("the last clue opens the vote; caught odd one: a point to each who voted for them")
    func caught() throws {
        var t = try OddTable()
        try t.allClue()
        #expect(t.game.phase == .voting)
        #expect(throws: RuleViolation.notAllowed("vote for someone else")) { try t.act(.vote(t.odd), by: t.odd) }
        let (a, b, c) = (t.common[0], t.common[1], t.common[2])
        _ = try t.act(.vote(t.odd), by: a)
        _ = try t.act(.vote(t.odd), by: b)
        _ = try t.act(.vote(a), by: t.odd)
        let last = try t.act(.vote(b), by: c)
        guard case let .roundEnded(reveal)? = last.last?.event else { Issue.record("no reveal"); return }
        #expect(last.last?.audience == .everyone)
        #expect(reveal.caught)
        #expect(reveal.oddPlayer == t.odd)
        #expect(Set(reveal.points) == [OddOneOutScore(playerID: a, score: 1), OddOneOutScore(playerID: b, score: 1)])
        #expect(reveal.votes.count == 4)
        #expect(reveal.nextRoundAt == t.now + 8000)
        #expect(t.game.phase == .reveal)
        #expect(!t.game.chatRevealsSecret(reveal.commonWord))
    }

    @Test("a tie or no votes lets the odd one through for 3 points")
    func slipsThrough() throws {
        var t = try OddTable()
        try t.allClue()
        let (a, b) = (t.common[0], t.common[1])
        _ = try t.act(.vote(t.odd), by: a)
        _ = try t.act(.vote(a), by: b)
        let events = t.tick(30_000)
        guard case let .roundEnded(reveal)? = events.last?.event else { Issue.record("no reveal"); return }
        #expect(!reveal.caught)
        #expect(reveal.points == [OddOneOutScore(playerID: t.odd, score: 3)])
    }

    @Test("timers move clues to the vote, the vote to the reveal, the reveal to the next round, then the end")
    func timers() throws {
        var t = try OddTable(options: OddOneOutOptions(category: "food", rounds: 2, clueSeconds: 20, voteSeconds: 10))
        #expect(t.tick(19_999).isEmpty)
        #expect(t.tick(1).map(\.event) == [.voting(round: 1, endsAt: t.now + 10_000)])
        _ = t.tick(10_000)
        #expect(t.game.phase == .reveal)
        let next = t.tick(8000)
        #expect(t.game.round == 2 && t.game.phase == .clues)
        #expect(next.filter { if case .word = $0.event { true } else { false } }.count == 4)
        _ = t.tick(20_000)
        let end = t.tick(10_000)
        guard case let .roundEnded(reveal)? = end.last?.event else { Issue.record("no reveal"); return }
        #expect(reveal.nextRoundAt == nil)
        let over = t.tick(8000)
        #expect(t.game.isOver)
        guard case let .gameOver(board)? = over.last?.event else { Issue.record("no game over"); return }
        #expect(board.count == 4)
        #expect(board.map(\.score).reduce(0, +) == 6)
    }

    @Test("the view shows a member only their own word; screens and the audience none")
    func views() throws {
        let t = try OddTable(audience: 1)
        let odd = t.game.view(for: t.odd, now: t.now)
        let common = t.game.view(for: t.common[0], now: t.now)
        #expect(odd.myWord != nil && common.myWord != nil && odd.myWord != common.myWord)
        #expect(t.game.view(for: "a1", now: t.now).myWord == nil)
        #expect(t.game.screenView(now: t.now).myWord == nil)
        #expect(t.game.screenView(now: t.now).reveal == nil)
        #expect(t.game.secretHidden(from: t.odd, now: t.now) == common.myWord)
        #expect(t.game.secretHidden(from: t.common[0], now: t.now) == odd.myWord)
    }

    @Test("the odd one leaving reveals the round with no points; a leaver is not waited for")
    func departures() throws {
        var t = try OddTable()
        let stayer = t.common[0], leaver = t.common[2]
        t.roster.removeAll { $0.id == leaver }
        #expect(t.game.rosterChanged(t.roster, now: t.now).isEmpty)
        _ = try t.act(.clue("x"), by: stayer)
        _ = try t.act(.clue("y"), by: t.common[1])
        let voting = try t.act(.clue("z"), by: t.odd)
        #expect(voting.last?.event == .voting(round: 1, endsAt: t.now + 30_000))
        let odd = t.odd
        t.roster.removeAll { $0.id == odd }
        let events = t.game.rosterChanged(t.roster, now: t.now)
        guard case let .roundEnded(reveal)? = events.last?.event else { Issue.record("no reveal"); return }
        #expect(reveal.oddPlayer == nil && !reveal.caught && reveal.points.isEmpty)
    }

    @Test("the same seed deals the same game; options out of range are refused")
    func seedsAndOptions() throws {
        #expect(try OddTable().game == OddTable().game)
        #expect(try OddTable(players: 5).odd != "")
        struct Params: GameParameters {
            var ints: [String: Int] = [:]
            func optionalString(_ name: String) throws(RuleViolation) -> String? { name == "category" ? "planets" : nil }
            func optionalInt(_ name: String, in range: ClosedRange<Int>) throws(RuleViolation) -> Int? { nil }
            func optionalBool(_ name: String) throws(RuleViolation) -> Bool? { nil }
            func optionalStrings(_ name: String, reason: String) throws(RuleViolation) -> [String]? { nil }
        }
        #expect(throws: RuleViolation.self) { _ = try OddOneOut.options(from: Params(), setup: GameSetup(roster: [], now: 0, library: ShippedContent.library)) }
    }
}
