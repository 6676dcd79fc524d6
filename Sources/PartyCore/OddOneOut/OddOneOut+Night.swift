extension OddOneOut {
    /// A revealed round is a round played, and its points (1 to each who caught the odd one, or
    /// 3 to an odd one who slipped through) are night points — and the room's total.
    public static func nightNotes(for event: OddOneOutEvent) -> [NightNote] {
        guard case let .roundEnded(reveal) = event else { return [] }
        return [.round] + reveal.points.filter { $0.score > 0 }.map { .points(player: $0.playerID, count: $0.score) }
    }
}
