import PartyCore
import Testing
@testable import PartyServer

/// The recap card: an SVG drawn from the recap alone, every text escaped.
@Suite("Recap card")
struct RecapCardTests {
    func recap(title: String, name: String) -> NightRecap {
        var tally = NightTally()
        tally.record(.seated(player: "p1", name: name))
        tally.record(.note(.points(player: "p1", count: 3)))
        tally.record(.note(.guessed(player: "p1", count: 3)))
        return NightRecap(night: "ABCD", plan: NightPlan(title: title, place: "", startsAtMs: 0), tally: tally,
                          startedAt: 0, endedAt: 3_900_000)
    }

    @Test("texts are escaped: a name cannot inject markup")
    func escaped() {
        let svg = RecapCard.svg(recap(title: "<script>alert(1)</script> & \"friends\"", name: "<b>Eve</b>"))
        #expect(!svg.contains("<script>") && !svg.contains("<b>"))
        #expect(svg.contains("&lt;script&gt;") && svg.contains("&amp; &quot;friends&quot;"))
        #expect(svg.contains("&lt;b&gt;Eve&lt;/b&gt;"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test("it shows the standings, the awards and the night in numbers")
    func content() {
        let svg = RecapCard.svg(recap(title: "Friday", name: "Ann"))
        #expect(svg.contains("1. Ann"))
        #expect(svg.contains("Best guesser"))
        #expect(svg.contains("0 games · 0 rounds · 1 h 5 min"))
    }

    @Test("ties share a place on the card as on the page (1, 1, 3), and 0 points gets no medal colour")
    func ties() {
        var tally = NightTally()
        for (id, name) in [("p1", "Ann"), ("p2", "Bob"), ("p3", "Cy"), ("p4", "Di")] { tally.record(.seated(player: id, name: name)) }
        tally.record(.note(.points(player: "p1", count: 2)))
        tally.record(.note(.points(player: "p2", count: 2)))
        tally.record(.note(.points(player: "p3", count: 1)))
        let svg = RecapCard.svg(NightRecap(night: "ABCD", plan: NightPlan(title: "Tied", place: "", startsAtMs: 0), tally: tally,
                                           startedAt: 0, endedAt: 60_000))
        #expect(svg.contains("1. Ann") && svg.contains("1. Bob"), "both first: \(svg)")
        #expect(svg.contains("3. Cy") && svg.contains("4. Di"))
        #expect(!svg.contains("2. "))
        let gold = RecapCard.medalColours[0], bronze = RecapCard.medalColours[2]
        #expect(svg.components(separatedBy: "fill=\"\(gold)\">1. ").count == 3, "both winners in gold")
        #expect(svg.contains("fill=\"\(bronze)\">3. Cy"))
        #expect(svg.contains("fill=\"#ffffff\">4. Di"), "no medal for 0 points")
    }
}
