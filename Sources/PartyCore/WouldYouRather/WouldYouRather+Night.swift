extension WouldYouRather {
    /// A question's results are a round played and a question the room split on; each player
    /// who voted with the players' majority gets a night point (and counts `in_sync`), each who
    /// voted against it counts `free_spirit`. A tie has no majority: no point, no vote counted.
    /// The audience's votes count for nothing here.
    public static func nightNotes(for event: WyrEvent) -> [NightNote] {
        guard case let .results(results) = event else { return [] }
        let tally = results.players
        var notes: [NightNote] = [.round, .question(text: "\(results.question.a) / \(results.question.b)",
                                                    aVotes: tally.aVotes, bVotes: tally.bVotes)]
        guard tally.aVotes != tally.bVotes else { return notes }
        let majority: WyrChoice = tally.aVotes > tally.bVotes ? .a : .b
        for (player, choice) in results.playerVotes.sorted(by: { $0.key < $1.key }) {
            if choice == majority {
                notes.append(.points(player: player, count: 1))
                notes.append(.voted(player: player, withMajority: true))
            } else {
                notes.append(.voted(player: player, withMajority: false))
            }
        }
        return notes
    }
}
