import PartyContent
import PartyCore
import PartyProtocol
import PartyServer
import Testing

/// The derived bound on frame sizes (``ReplyBudget``): checked against the configuration, and
/// its fixed part against the largest game state a room can hold.
@Suite("Reply budget")
struct ReplyBudgetTests {
    @Test("the default configuration's largest frame fits the default write buffer; a huge audience does not")
    func budgetAtConfiguration() {
        let config = ServerConfig()
        #expect(ReplyBudget.largestFrameBytes(config.roomLimits) < config.writeBufferBytes)
        #expect(ReplyBudget.problem(maxPlayers: 12, maxAudience: 100, writeBufferBytes: config.writeBufferBytes) == nil)
        let problem = ReplyBudget.problem(maxPlayers: 12, maxAudience: 1_000, writeBufferBytes: config.writeBufferBytes)
        #expect(problem?.contains("--write-buffer-bytes") == true)
    }

    @Test("a Guess or Pass round in which every card of the mixed deck was passed fits the room's budget")
    func everyCardOfTheDeck() throws {
        let roster: Roster = [RosterEntry(id: "p1", name: "A", role: .player), RosterEntry(id: "p2", name: "B", role: .player)]
        var rng = SplitMix64(seed: 5)
        var (game, _) = try GuessOrPass.start(options: GuessOrPassOptions(category: .mixed, countdownSeconds: 0),
                                              roster: roster, now: 0, words: WordBank.words(for: .mixed), rng: &rng)
        var passes = 0
        while let card = game.view(for: "p2", now: 0).currentCard {
            _ = try game.apply(.pass(index: card.index), by: "p2", roster: roster, now: 0, rng: &rng)
            passes += 1
        }
        #expect(passes == WordBank.words(for: .mixed).count)
        let size = Outbound.frame("ok", game.view(for: "p2", now: 0)).count
        #expect(size * 2 < ReplyBudget.roomBytes, "\(size) bytes for \(passes) cards")
    }
}
