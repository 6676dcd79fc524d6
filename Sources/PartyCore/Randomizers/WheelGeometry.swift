/// How every client draws a wheel (documented in Protocol/FAIRNESS.md).
///
/// At rest, segment 0 starts at angle 0° and segments follow clockwise in option order,
/// each spanning `360 * weight / totalWeight` degrees. Angles are measured clockwise from
/// the positive x-axis in screen coordinates (y grows downwards), so 270° is 12 o'clock,
/// where the pointer is. A spin rotates the wheel clockwise by `angle_deg`; the wheel point
/// that ends under the pointer is at rest angle `φ = (270 - angle_deg) mod 360`.
public enum WheelGeometry {
    /// The pointer's angle (12 o'clock).
    public static let pointerDeg = 270.0

    /// Start and end angle (degrees, at rest) of segment `index`.
    /// Computed as `360 * cumulative / total` in double precision, so neighbours share edges exactly.
    public static func bounds(of index: Int, in wheel: Wheel) -> (start: Double, end: Double) {
        let total = Double(wheel.totalWeight)
        let before = wheel.options[..<index].reduce(0) { $0 + $1.weight }
        let through = before + wheel.options[index].weight
        return (360.0 * Double(before) / total, 360.0 * Double(through) / total)
    }

    /// `x mod 360` in `[0, 360)` the way Python's `%` computes it for floats.
    public static func normalized(_ x: Double) -> Double {
        var r = x.truncatingRemainder(dividingBy: 360.0)
        if r != 0, r < 0 { r += 360.0 }
        return r
    }

    /// The segment under the pointer after the wheel turned clockwise by `angleDeg`.
    public static func segment(at angleDeg: Double, wheel: Wheel) -> Int {
        let phi = normalized(pointerDeg - angleDeg)
        for i in wheel.options.indices where phi < bounds(of: i, in: wheel).end {
            return i
        }
        return wheel.options.count - 1
    }
}
