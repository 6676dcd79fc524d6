/// What one event of a game counts for on a game night: the night's points and the facts the
/// recap's awards are computed from. A game reports them through
/// ``PartyGame/nightNotes(for:)``; the night adds them up without knowing the game.
public enum NightNote: Sendable, Equatable, Codable {
    /// `count` night points to `player` (the night's scoreboard).
    case points(player: PlayerID, count: Int)
    /// `player` guessed `count` cards (the `best_guesser` award).
    case guessed(player: PlayerID, count: Int)
    /// `player` voted with the room's players' majority (`in_sync`) or against it (`free_spirit`).
    case voted(player: PlayerID, withMajority: Bool)
    /// A question the room's players split on `aVotes` to `bVotes` (the most divided question).
    case question(text: String, aVotes: Int, bVotes: Int)
    /// A round of the game was played.
    case round
}

extension PartyGame {
    /// No night points and nothing for the recap (the default for a game that reports none).
    public static func nightNotes(for event: Event) -> [NightNote] { [] }
}
