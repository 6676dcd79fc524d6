/// The outcome of one spin: the payload of `wheel.spun` (with the wheel's id, name and
/// options added by the server, plus `nonce`, `client_seed` and `commitment`).
public struct WheelSpinResult: Codable, Sendable, Equatable {
    /// The winning option's index.
    public var index: Int
    /// The winning option's label.
    public var label: String
    /// Clockwise rotation that brings the winner under the pointer, including whole turns;
    /// rounded to 6 decimals.
    public var angleDeg: Double
    /// Whole turns included in `angleDeg` (5...7).
    public var turns: Int

    /// Creates a spin result.
    public init(index: Int, label: String, angleDeg: Double, turns: Int) {
        self.index = index
        self.label = label
        self.angleDeg = angleDeg
        self.turns = turns
    }

    enum CodingKeys: String, CodingKey {
        case index, label, turns
        case angleDeg = "angle_deg"
    }
}

/// Spins a wheel with an injected random source (draw order in Protocol/FAIRNESS.md).
public enum WheelSpin {
    /// Decimal places kept in `angle_deg`.
    public static let angleDecimals = 6

    /// Draws, in order: `r = uniform(below: totalWeight)` (the winner is the first option whose
    /// cumulative weight exceeds `r`), `turns = 5 + uniform(below: 3)`,
    /// `u = uniform(below: 900_001)`, `f = (50_000 + u) / 1_000_000`; the winner's point
    /// `φ = start + f * (end - start)`; `angle_deg = turns * 360 + ((270 - φ) mod 360)`.
    public static func spin(_ wheel: Wheel, rng: inout some RandomSource) -> WheelSpinResult {
        let r = rng.uniform(below: wheel.totalWeight)
        var cumulative = 0
        var index = wheel.options.count - 1
        for (i, option) in wheel.options.enumerated() {
            cumulative += option.weight
            if cumulative > r { index = i; break }
        }
        let turns = 5 + rng.uniform(below: 3)
        let f = Double(50_000 + rng.uniform(below: 900_001)) / 1_000_000.0
        let (start, end) = WheelGeometry.bounds(of: index, in: wheel)
        let phi = start + f * (end - start)
        let raw = Double(turns) * 360.0 + WheelGeometry.normalized(WheelGeometry.pointerDeg - phi)
        return WheelSpinResult(index: index, label: wheel.options[index].label, angleDeg: roundAngle(raw), turns: turns)
    }

    /// Rounds half away from zero to ``angleDecimals`` places: `(x * 1e6).rounded() / 1e6`.
    public static func roundAngle(_ x: Double) -> Double {
        (x * 1_000_000.0).rounded(.toNearestOrAwayFromZero) / 1_000_000.0
    }
}
