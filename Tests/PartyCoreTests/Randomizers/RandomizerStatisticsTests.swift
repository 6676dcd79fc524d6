import PartyCore
import Testing

@Suite("Randomizer distributions (chi-square, significance 0.001, fixed seeds)")
struct RandomizerStatisticsTests {
    @Test("dice faces are uniform", arguments: [(2, UInt64(11)), (6, 12), (20, 13), (100, 14)])
    func diceFaces(sides: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var counts = [Int](repeating: 0, count: sides)
        let dice = Array(repeating: Die(value: 1), count: 10)
        for _ in 0..<6_000 {  // 60,000 dice
            for die in DiceTable.draw(dice, sides: sides, rng: &rng) {
                counts[die.value - 1] += 1
            }
        }
        let result = ChiSquare.fits(observed: counts, probabilities: Array(repeating: 1.0 / Double(sides), count: sides))
        #expect(result.fits, "chi-square \(result.statistic) > \(result.critical) for d\(sides)")
    }

    @Test("wheel picks follow weights 1, 2, 7")
    func wheelWeights() throws {
        let wheel = try Wheel.validated(id: "w", name: "Lunch", options: [
            WheelOption(label: "Soup", weight: 1), WheelOption(label: "Pizza", weight: 2), WheelOption(label: "Tacos", weight: 7),
        ])
        var rng = SplitMix64(seed: 2024)
        var counts = [0, 0, 0]
        for _ in 0..<50_000 { counts[WheelSpin.spin(wheel, rng: &rng).index] += 1 }
        let result = ChiSquare.fits(observed: counts, probabilities: [0.1, 0.2, 0.7])
        #expect(result.fits, "chi-square \(result.statistic) > \(result.critical), counts \(counts)")
    }

    @Test("coin sides are fair and spins stay in 5...7")
    func coinCounts() {
        var rng = SplitMix64(seed: 77)
        var counts = [0, 0]
        var spins = Set<Int>()
        for _ in 0..<40_000 {
            let flip = CoinFlip.flip(rng: &rng)
            counts[flip.side == .heads ? 0 : 1] += 1
            spins.insert(flip.spins)
        }
        let result = ChiSquare.fits(observed: counts, probabilities: [0.5, 0.5])
        #expect(result.fits, "chi-square \(result.statistic), counts \(counts)")
        #expect(spins == [5, 6, 7])
    }

    @Test("the chi-square check rejects a biased sample")
    func detectsBias() {
        // 30,000 six-sided draws where face 6 comes up 20% instead of 16.7%.
        let counts = [4_800, 4_800, 4_800, 4_800, 4_800, 6_000]
        #expect(!ChiSquare.fits(observed: counts, probabilities: Array(repeating: 1.0 / 6, count: 6)).fits)
    }
}
