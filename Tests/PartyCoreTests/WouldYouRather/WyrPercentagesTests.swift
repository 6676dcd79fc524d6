import Testing
@testable import PartyCore

@Suite("Would You Rather percentages")
struct WyrPercentagesTests {
    @Test("zero votes give 0/0")
    func zero() {
        let p = WyrTally.percentages(a: 0, b: 0)
        #expect(p.a == 0 && p.b == 0)
    }

    @Test("known values", arguments: [
        (1, 0, 100, 0), (0, 1, 0, 100), (1, 1, 50, 50), (1, 2, 33, 67), (2, 1, 67, 33),
        (1, 7, 13, 87), (7, 1, 88, 12), (1, 5, 17, 83), (3, 5, 38, 62), (5, 3, 63, 37),
    ])
    func known(a: Int, b: Int, pa: Int, pb: Int) {
        let p = WyrTally.percentages(a: a, b: b)
        #expect(p.a == pa && p.b == pb)
    }

    @Test("equal remainders give a the extra point")
    func tieGoesToA() {
        // x of 8: exact values end in .5, remainders equal: a is rounded up either way.
        #expect(WyrTally.percentages(a: 1, b: 7) == (13, 87))
        #expect(WyrTally.percentages(a: 7, b: 1) == (88, 12))
        #expect(WyrTally.percentages(a: 3, b: 5) == (38, 62))
        #expect(WyrTally.percentages(a: 5, b: 3) == (63, 37))
    }

    @Test("sum is 100 and each side is within 1 of the exact value, for all pairs up to 150")
    func property() {
        for a in 0...150 {
            for b in 0...150 where a + b > 0 {
                let p = WyrTally.percentages(a: a, b: b)
                #expect(p.a + p.b == 100)
                // |p - 100a/t| < 1  <=>  |p*t - 100a| < t
                let t = a + b
                #expect(abs(p.a * t - 100 * a) < t)
                #expect(abs(p.b * t - 100 * b) < t)
                // largest remainder: the side with strictly larger remainder is never rounded down
                let ra = (100 * a) % t, rb = (100 * b) % t
                if ra > rb { #expect(p.a == 100 * a / t + 1) }
                if rb > ra { #expect(p.b == 100 * b / t + 1) }
                if ra == rb && ra > 0 { #expect(p.a == 100 * a / t + 1) }
            }
        }
    }
}
