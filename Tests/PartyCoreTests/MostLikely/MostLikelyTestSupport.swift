@testable import PartyCore
import PartyContent

/// A table of Most Likely To players for the pure rule tests: a fixed roster, a fixed seed and
/// a hand-moved clock.
struct LikelyTable {
    var roster: Roster
    var now: UnixMillis = 1_000_000
    var rng = SplitMix64(seed: 11)
    var game: MostLikely
    var started: [Addressed<MostLikelyEvent>]

    /// `players` connected players `p1`… (plus `audience` audience members `a1`…), a game started
    /// with `options` and `memory`.
    init(players: Int = 4, audience: Int = 0, options: MostLikelyOptions = MostLikelyOptions(rounds: 2),
         memory: MostLikelyMemory = MostLikelyMemory(), language: ContentLanguage = .en) throws {
        roster = (1...players).map { RosterEntry(id: "p\($0)", name: "P\($0)", role: .player) }
            + (0..<audience).map { RosterEntry(id: "a\($0 + 1)", name: "A\($0 + 1)", role: .audience) }
        var rng = SplitMix64(seed: 11)
        (game, started) = try MostLikely.begin(options: options, memory: memory,
                                               setup: GameSetup(roster: roster, now: 1_000_000, language: language, library: ShippedContent.library), rng: &rng)
        self.rng = rng
    }

    mutating func vote(_ named: PlayerID, by member: PlayerID) throws(RuleViolation) -> [Addressed<MostLikelyEvent>] {
        try game.apply(.vote(named), by: member, roster: roster, now: now, rng: &rng)
    }

    mutating func tick(_ ms: Int64) -> [Addressed<MostLikelyEvent>] {
        now += ms
        return game.advance(now: now, roster: roster, rng: &rng)
    }

    /// The results among `events`.
    static func results(_ events: [Addressed<MostLikelyEvent>]) -> MostLikelyResults? {
        for item in events { if case let .results(r) = item.event { return r } }
        return nil
    }
}
