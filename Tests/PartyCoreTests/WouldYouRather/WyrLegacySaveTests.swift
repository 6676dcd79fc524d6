import Foundation
@testable import PartyCore
import Testing

/// Games saved before content packs carried no question pool; PartyCore has no questions of its
/// own (the shipped ones are PartyContent's), so such a game finishes the round on screen and ends.
@Suite("Would You Rather: games saved without a pool")
struct WyrLegacySaveTests {
    @Test("a restored game without a pool shows its results, then ends instead of asking another question")
    func endsAfterItsResults() throws {
        let roster = wyrRoster(players: 2)
        var (game, _, rng) = try startWyr(roster: roster)
        var saved = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
        #expect(saved.removeValue(forKey: "pool") != nil)
        var legacy = try JSONDecoder().decode(WouldYouRather.self, from: JSONSerialization.data(withJSONObject: saved))
        #expect(legacy.pool == nil)

        let voteEnd = try #require(legacy.deadline)
        let closed = legacy.advance(now: voteEnd, roster: roster, rng: &rng)
        #expect(closed.count == 1 && legacy.phase == .results)
        let resultsEnd = try #require(legacy.deadline)
        let ended = legacy.advance(now: resultsEnd, roster: roster, rng: &rng)
        #expect(ended.map(\.event) == [.gameOver(rounds: 1)])
        #expect(legacy.isOver && legacy.nextDeadline == nil && legacy.round == 1)

        // The same game with its pool asks the next question.
        _ = game.advance(now: voteEnd, roster: roster, rng: &rng)
        _ = game.advance(now: resultsEnd, roster: roster, rng: &rng)
        #expect(!game.isOver && game.round == 2)
    }
}
