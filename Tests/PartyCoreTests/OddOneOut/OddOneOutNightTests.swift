import PartyCore
import Testing

/// Issue 35, item 7: Odd One Out's points are night points (and the room's total), like every game's.
@Suite("Odd One Out on a game night")
struct OddOneOutNightTests {
    func reveal(points: [OddOneOutScore]) -> OddOneOutEvent {
        .roundEnded(OddOneOutReveal(round: 1, oddPlayer: "p3", commonWord: "cat", oddWord: "dog", category: "animals", caught: true,
                                    votes: [], points: points, scores: points, nextRoundAt: nil))
    }

    @Test("a revealed round is a round played and its points are night points")
    func revealNotes() {
        let notes = OddOneOut.nightNotes(for: reveal(points: [OddOneOutScore(playerID: "p1", score: 1), OddOneOutScore(playerID: "p2", score: 1)]))
        #expect(notes == [.round, .points(player: "p1", count: 1), .points(player: "p2", count: 1)])
        #expect(OddOneOut.nightNotes(for: reveal(points: [])) == [.round], "nobody scored: a round, no points")
        #expect(OddOneOut.nightNotes(for: .gameOver(scoreboard: [OddOneOutScore(playerID: "p1", score: 9)])).isEmpty,
                "the final board repeats the rounds' points: counted once")
    }
}
