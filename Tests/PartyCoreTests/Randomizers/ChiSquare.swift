/// Pearson's chi-square goodness-of-fit statistic and its critical values.
enum ChiSquare {
    /// Upper critical values of the chi-square distribution at significance 0.001
    /// (P(X > c) = 0.001), keyed by degrees of freedom. Standard table values
    /// (e.g. NIST/SEMATECH e-Handbook, table 1.3.6.7.4), cross-checked by numerically
    /// inverting the regularised incomplete gamma function.
    static let critical001: [Int: Double] = [
        1: 10.828,
        2: 13.816,
        5: 20.515,
        19: 43.820,
        99: 148.230,
    ]

    /// The statistic for observed counts against expected probabilities.
    static func statistic(observed: [Int], probabilities: [Double]) -> Double {
        let n = Double(observed.reduce(0, +))
        var sum = 0.0
        for (o, p) in zip(observed, probabilities) {
            let e = n * p
            sum += (Double(o) - e) * (Double(o) - e) / e
        }
        return sum
    }

    /// Whether the counts fit the probabilities at significance 0.001.
    static func fits(observed: [Int], probabilities: [Double]) -> (fits: Bool, statistic: Double, critical: Double) {
        let df = observed.count - 1
        let critical = critical001[df]!
        let stat = statistic(observed: observed, probabilities: probabilities)
        return (stat <= critical, stat, critical)
    }
}
