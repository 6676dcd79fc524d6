import PartyCore
import Testing

@Suite("Wheels: validation and geometry")
struct WheelTests {
    private func options(_ labels: [String], weight: Int = 1) -> [WheelOption] {
        labels.map { WheelOption(label: $0, weight: weight) }
    }

    private func field(_ body: () throws(RuleViolation) -> Wheel) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            if case let .badRequest(field, _) = error { return field }
            return "other: \(error)"
        }
    }

    @Test("validation names the offending field")
    func fieldNames() {
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "  ", options: options(["a", "b"])) } == "name")
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: String(repeating: "n", count: 41), options: options(["a", "b"])) } == "name")
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "W", options: options(["a"])) } == "options")
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "W", options: options((0..<65).map { "o\($0)" })) } == "options")
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "W", options: options(["a", "b", "c", "\u{1B}[31m"])) } == "options[3].label")
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "W", options: options(["a", String(repeating: "x", count: 41)])) } == "options[1].label")
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "W", options: options(["Pizza", "soup", "PIZZA"])) } == "options[2].label")
        var bad = options(["a", "b", "c", "d"])
        bad[3].weight = 0
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "W", options: bad) } == "options[3].weight")
        bad[3].weight = 1001
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "W", options: bad) } == "options[3].weight")
        bad[3].weight = 1000
        #expect(field { () throws(RuleViolation) in try Wheel.validated(id: "w", name: "W", options: bad) } == nil)
    }

    @Test("labels and names are sanitised")
    func sanitised() throws {
        let wheel = try Wheel.validated(id: "w1", name: " Team\u{07}  night ", options: options(["a\u{1B}[2Jb", "c   d"]))
        #expect(wheel.name == "Team night")
        #expect(wheel.options.map(\.label) == ["ab", "c d"])
    }

    @Test("a worked example: equal halves")
    func workedExample() throws {
        let wheel = try Wheel.validated(id: "w", name: "Yes/No", options: options(["Yes", "No"]))
        #expect(WheelGeometry.bounds(of: 0, in: wheel) == (0, 180))
        #expect(WheelGeometry.bounds(of: 1, in: wheel) == (180, 360))
        // Rotating by 0: the pointer at 270 sees segment 1 ("No", 180–360).
        #expect(WheelGeometry.segment(at: 0, wheel: wheel) == 1)
        // Rotating clockwise by 180 brings the point at 90 (segment 0) to 270.
        #expect(WheelGeometry.segment(at: 180, wheel: wheel) == 0)
        #expect(WheelGeometry.segment(at: 5 * 360 + 180, wheel: wheel) == 0)
    }

    @Test("every spun angle maps back to its winning segment")
    func anglesMapBack() throws {
        var gen = SplitMix64(seed: 99)
        var rng = SplitMix64(seed: 100)
        var spins = 0
        for caseIndex in 0..<200 {
            let n = caseIndex == 0 ? 64 : 2 + gen.uniform(below: 63)
            let extreme = caseIndex < 5  // tiny segments next to huge ones
            let opts = (0..<n).map { i in
                WheelOption(label: "o\(i)", weight: extreme ? (i == 0 ? 1 : 1000) : 1 + gen.uniform(below: 1000))
            }
            let wheel = try Wheel.validated(id: "w", name: "W", options: opts)
            for _ in 0..<(extreme ? 400 : 40) {
                let result = WheelSpin.spin(wheel, rng: &rng)
                spins += 1
                #expect(WheelGeometry.segment(at: result.angleDeg, wheel: wheel) == result.index)
                #expect(result.label == wheel.options[result.index].label)
                #expect((5...7).contains(result.turns))
                #expect(result.angleDeg >= Double(result.turns) * 360 && result.angleDeg <= Double(result.turns + 1) * 360)
            }
        }
        #expect(spins >= 9_000)
    }

    @Test("the tiny segment of a 1-vs-1000s wheel can win and maps back")
    func tinySegmentWins() throws {
        let opts = [WheelOption(label: "rare", weight: 1)] + (1..<64).map { WheelOption(label: "o\($0)", weight: 1000) }
        let wheel = try Wheel.validated(id: "w", name: "W", options: opts)
        var rng = SplitMix64(seed: 5)
        var hits = 0
        for _ in 0..<200_000 {
            let r = WheelSpin.spin(wheel, rng: &rng)
            if r.index == 0 {
                hits += 1
                #expect(WheelGeometry.segment(at: r.angleDeg, wheel: wheel) == 0)
            }
        }
        #expect(hits > 0)
    }
}
