import PartyContent
@testable import PartyCore

/// A table of Odd One Out players for the pure rule tests: a fixed roster, a fixed seed and
/// a hand-moved clock.
struct OddTable {
    var roster: Roster
    var now: UnixMillis = 1_000_000
    var rng = SplitMix64(seed: 7)
    var game: OddOneOut
    var started: [Addressed<OddOneOutEvent>]

    /// `players` connected players `p1`… (plus `audience` audience members `a1`…), a game started with `options`.
    init(players: Int = 4, audience: Int = 0, options: OddOneOutOptions = OddOneOutOptions(category: "animals", rounds: 2)) throws {
        roster = (1...players).map { RosterEntry(id: "p\($0)", name: "P\($0)", role: .player) }
            + (0..<audience).map { RosterEntry(id: "a\($0 + 1)", name: "A\($0 + 1)", role: .audience) }
        var rng = SplitMix64(seed: 7)
        (game, started) = try OddOneOut.begin(options: options, memory: GameNoMemory(),
                                              setup: GameSetup(roster: roster, now: 1_000_000, library: ShippedContent.library), rng: &rng)
        self.rng = rng
    }

    var odd: PlayerID { game.oddPlayer ?? "?" }
    var common: [PlayerID] { game.players.filter { $0 != odd } }

    mutating func act(_ action: OddOneOutAction, by member: PlayerID) throws(RuleViolation) -> [Addressed<OddOneOutEvent>] {
        try game.apply(action, by: member, roster: roster, now: now, rng: &rng)
    }

    /// Every dealt player gives a harmless clue.
    mutating func allClue() throws {
        for player in game.players { _ = try act(.clue("something \(player)"), by: player) }
    }

    mutating func tick(_ ms: Int64) -> [Addressed<OddOneOutEvent>] {
        now += ms
        return game.advance(now: now, roster: roster, rng: &rng)
    }
}
