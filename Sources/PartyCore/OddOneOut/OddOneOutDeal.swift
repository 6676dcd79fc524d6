/// The words of one round: every dealt player gets ``common`` except the odd one, who gets
/// ``odd``, a different word of the same category.
public struct OddOneOutDeal: Sendable, Equatable, Codable {
    /// The category both words come from.
    public var category: String
    /// The word of the majority.
    public var common: String
    /// The odd one's word.
    public var odd: String

    /// Creates a deal.
    public init(category: String, common: String, odd: String) {
        self.category = category
        self.common = common
        self.odd = odd
    }

    /// One deal per round: a category (the options' one, or a random one with at least two
    /// words left), then two different random words of it; no word is dealt twice in a game.
    /// - Throws: `wrongPhase` when the content has too few words for `rounds` rounds.
    static func plan(rounds: Int, categories: [GuessOrPassCategory], words: (GuessOrPassCategory) -> [String],
                     rng: inout some RandomSource) throws(RuleViolation) -> [OddOneOutDeal] {
        var left: [GuessOrPassCategory: [String]] = [:]
        for category in categories { left[category] = words(category) }
        var deals: [OddOneOutDeal] = []
        for _ in 0..<rounds {
            let open = categories.filter { (left[$0]?.count ?? 0) >= 2 }
            guard !open.isEmpty else { throw .wrongPhase("there are not enough words for \(rounds) rounds of Odd One Out") }
            let category = open[rng.uniform(below: open.count)]
            var pool = left[category] ?? []
            let common = pool.remove(at: rng.uniform(below: pool.count))
            let odd = pool.remove(at: rng.uniform(below: pool.count))
            left[category] = pool
            deals.append(OddOneOutDeal(category: category.rawValue, common: common, odd: odd))
        }
        return deals
    }
}
