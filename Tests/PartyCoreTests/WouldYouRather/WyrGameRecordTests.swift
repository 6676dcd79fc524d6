@testable import PartyCore
import Testing

/// Would You Rather's store record: the all-time tally's codec, and what a result or a view
/// adds to and shows of it (the server commits, reads back and completes them generically).
@Suite("Would You Rather store records")
struct WyrGameRecordTests {
    static let bank = WyrQuestion(id: "q-food-1", a: "tea", b: "coffee", category: nil)
    static let custom = WyrQuestion(id: "c1", a: "sea", b: "hills", category: nil, isCustom: true)

    static func results(_ question: WyrQuestion) -> WyrEvent {
        .results(WyrResults(question: question, round: 1, players: WyrTally(aVotes: 2, bVotes: 1),
                            audience: WyrTally(aVotes: 0, bVotes: 3), nextQuestionAtMs: 9))
    }

    static func allTime(_ event: WyrEvent) -> (tally: WyrTally?, saved: Bool)? {
        guard case let .results(results) = event else { return nil }
        return (results.allTime, results.saved)
    }

    @Test func theTallyIsFiledUnderTheGameWithItsWireNames() {
        let tally = WyrTally(aVotes: 4, bVotes: 5)
        #expect(WyrTally.game == "would_you_rather")
        #expect(tally.counters == ["a_votes": 4, "b_votes": 5])
        #expect(WyrTally(counters: tally.counters) == tally)
        #expect(WyrTally(counters: ["b_votes": 2, "other": 9]) == WyrTally(aVotes: 0, bVotes: 2), "a missing counter is zero")
    }

    @Test func aBankQuestionsResultsAddPlayersAndAudienceAndShowTheStoredTally() throws {
        let event = Self.results(Self.bank)
        #expect(event.recordChanges == ["q-food-1": WyrTally(aVotes: 2, bVotes: 4)])
        #expect(event.recordKeysShown == ["q-food-1"])
        let stored = WyrTally(aVotes: 10, bVotes: 20)
        let sent = try #require(Self.allTime(event.completed(with: ["q-food-1": stored], saved: true)))
        #expect(sent.tally == stored && sent.saved)
        let first = try #require(Self.allTime(event.completed(with: [:], saved: true)))
        #expect(first.tally == .zero, "a question nobody stored yet shows zero")
        let unreadable = try #require(Self.allTime(event.completed(with: nil, saved: true)))
        #expect(unreadable.tally == nil, "a tally that cannot be read is left out")
        let refused = try #require(Self.allTime(event.completed(with: ["q-food-1": stored], saved: false)))
        #expect(refused.tally == stored && !refused.saved, "refused votes: saved false, the tally as stored without them")
    }

    @Test func aCustomQuestionHasNoRecordAndCountsThisRoundOnly() throws {
        let event = Self.results(Self.custom)
        #expect(event.recordChanges.isEmpty && event.recordKeysShown.isEmpty)
        let sent = try #require(Self.allTime(event.completed(with: [:], saved: true)))
        #expect(sent.tally == WyrTally(aVotes: 2, bVotes: 4) && sent.saved)
        let refused = try #require(Self.allTime(event.completed(with: [:], saved: false)))
        #expect(refused.tally == .zero && !refused.saved)
    }

    @Test func otherEventsAndEmptyRoundsTouchNoRecord() {
        let over = WyrEvent.gameOver(rounds: 3)
        #expect(over.recordChanges.isEmpty && over.recordKeysShown.isEmpty)
        #expect(over.completed(with: nil, saved: false) == over)
        let silent = WyrEvent.results(WyrResults(question: Self.bank, round: 1, players: .zero, audience: .zero, nextQuestionAtMs: nil))
        #expect(silent.recordChanges.isEmpty, "nothing to add")
        #expect(silent.recordKeysShown == ["q-food-1"], "the stored tally is still shown")
    }

    @Test func aViewShowsTheStoredTallyOfItsShownBankResults() {
        var view = WyrView(phase: .results, round: 1, categories: [], voteSeconds: 20, resultsSeconds: 3)
        #expect(view.recordKeysShown.isEmpty, "no results shown")
        guard case let .results(results) = Self.results(Self.bank) else { return }
        view.results = results
        #expect(view.recordKeysShown == ["q-food-1"])
        #expect(view.completed(with: ["q-food-1": WyrTally(aVotes: 1, bVotes: 1)], saved: true).results?.allTime
                == WyrTally(aVotes: 1, bVotes: 1))
        #expect(view.completed(with: nil, saved: true).results?.allTime == nil)
        guard case let .results(customResults) = Self.results(Self.custom) else { return }
        view.results = customResults
        #expect(view.recordKeysShown.isEmpty)
        #expect(view.completed(with: nil, saved: true) == view, "a custom question's view is left as the game made it")
    }
}
