import Testing
import PartyContent
@testable import PartyCore

/// Attack row "2,000 wyr.add of 60 KB": a room's deck of custom questions is capped.
@Suite("Would You Rather custom question cap")
struct WyrCustomCapTests {
    @Test("the 101st waiting custom question gets limit_reached; asking one makes room")
    func deckIsCapped() throws {
        var record = WyrRoomRecord()
        let roster: Roster = [RosterEntry(id: "p1", name: "Ann", role: .player)]
        for i in 0..<ContentLimits.customQuestionsPerRoom {
            _ = try record.addCustom(a: "a\(i)", b: "b\(i)", category: nil, by: "p1", roster: roster)
        }
        do {
            _ = try record.addCustom(a: "one", b: "more", category: nil, by: "p1", roster: roster)
            Issue.record("the 101st custom question was accepted")
        } catch {
            #expect(error.code == "limit_reached")
            #expect(error.message.contains("100"))
        }
        var rng = SplitMix64(seed: 1)
        _ = record.nextQuestion(categories: [.silly], rng: &rng)
        _ = try record.addCustom(a: "one", b: "more", category: nil, by: "p1", roster: roster)
        #expect(record.customDeck.count == ContentLimits.customQuestionsPerRoom)
    }
}
