import PartyCore
import Testing

/// Places on a scoreboard: standard competition ranking, medals only with points.
@Suite("Night ranking")
struct NightRankingTests {
    @Test("equal points share a place; the next place skips (1, 1, 3)")
    func competition() {
        #expect(NightRanking.places([5, 5, 2, 2, 1]) == [1, 1, 3, 3, 5])
        #expect(NightRanking.places([3, 2, 1]) == [1, 2, 3])
        #expect(NightRanking.places([]) == [])
    }

    @Test("medals for places 1–3, never for 0 points")
    func medals() {
        #expect(NightRanking.medal(place: 1, points: 3) == 1)
        #expect(NightRanking.medal(place: 3, points: 1) == 3)
        #expect(NightRanking.medal(place: 4, points: 9) == nil)
        #expect(NightRanking.medal(place: 2, points: 0) == nil)
    }
}
