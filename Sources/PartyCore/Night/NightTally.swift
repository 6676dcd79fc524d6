/// A night added up from its entries (``NightEntry``), in order: the scoreboard, the awards, the
/// games and rounds played, the most divided question. Pure and bounded: it keeps running totals
/// per player, not the entries, so a long night (or a flood of dice rolls) does not grow it.
///
/// Ties, everywhere: the higher value ranks first; between equal values, whoever reached that
/// value first (by entry order) ranks first; players who never scored keep the order they
/// were first seen in. So a tie always has one deterministic winner.
public struct NightTally: Sendable, Equatable, Codable {
    /// Entries recorded so far.
    public private(set) var entries = 0
    /// Every player seen, by seat.
    public private(set) var players: [PlayerID: NightPlayerTally] = [:]
    /// The games played, in order (at most ``maxGamesListed``; ``gamesPlayed`` counts them all).
    public private(set) var games: [NightGamePlayed] = []
    /// Games started.
    public private(set) var gamesPlayed = 0
    /// Rounds played, over all games.
    public private(set) var rounds = 0
    /// The question the players split on most evenly (at least two votes), if any.
    public private(set) var mostDivided: NightDividedQuestion?
    /// The game running now, if any.
    public private(set) var running: String?

    /// Games listed in ``games``; later ones are counted only.
    public static let maxGamesListed = 200

    /// A night with nothing yet.
    public init() {}

    /// Adds one entry.
    public mutating func record(_ entry: NightEntry) {
        entries += 1
        let at = entries
        switch entry {
        case let .seated(player, name):
            if players[player] == nil { players[player] = NightPlayerTally(name: name, firstSeen: at) }
            else { players[player]?.name = name }
        case let .kicked(player):
            seen(player, at: at)
            players[player]?.kicked = true
        case let .left(player):
            if let tally = players[player], !tally.kicked, tally.countsNothing { players[player] = nil }
        case let .gameStarted(game):
            running = game
            gamesPlayed += 1
            if games.count < Self.maxGamesListed { games.append(NightGamePlayed(game: game, rounds: 0)) }
        case .gameEnded:
            running = nil
        case let .note(note):
            record(note, at: at)
        case let .rolled(player, total):
            seen(player, at: at)
            players[player]?.bestRoll.raise(to: total, at: at)
        case let .spinWon(player):
            seen(player, at: at)
            players[player]?.spins.add(1, at: at)
        }
    }

    /// Adds every entry of `entries`, in order.
    public mutating func record(_ entries: [NightEntry]) {
        for entry in entries { record(entry) }
    }

    private mutating func record(_ note: NightNote, at: Int) {
        switch note {
        case let .points(player, count):
            seen(player, at: at)
            players[player]?.points.add(count, at: at)
        case let .guessed(player, count):
            seen(player, at: at)
            players[player]?.guessed.add(count, at: at)
        case let .voted(player, withMajority):
            seen(player, at: at)
            if withMajority { players[player]?.majority.add(1, at: at) } else { players[player]?.minority.add(1, at: at) }
        case let .question(text, aVotes, bVotes):
            guard aVotes + bVotes >= 2 else { return }
            let candidate = NightDividedQuestion(question: text, aVotes: aVotes, bVotes: bVotes)
            if mostDivided.map({ candidate.moreDivided(than: $0) }) ?? true { mostDivided = candidate }
        case .round:
            rounds += 1
            if running != nil, gamesPlayed <= Self.maxGamesListed, !games.isEmpty { games[games.count - 1].rounds += 1 }
        }
    }

    /// Makes sure `player` is known (a note about a seat never seen keeps its id as name).
    private mutating func seen(_ player: PlayerID, at: Int) {
        if players[player] == nil { players[player] = NightPlayerTally(name: player, firstSeen: at) }
    }

    /// The scoreboard: every player seen (at most ``NightLimits/standings``, the best), highest
    /// points first (ties as the type describes); kicked players stay, marked.
    public var standings: [NightStanding] {
        players.sorted { lhs, rhs in
            let (l, r) = (lhs.value, rhs.value)
            if l.points.value != r.points.value { return l.points.value > r.points.value }
            if l.points.value > 0, l.points.reachedAt != r.points.reachedAt { return l.points.reachedAt < r.points.reachedAt }
            return l.firstSeen < r.firstSeen
        }.prefix(NightLimits.standings)
        .map { NightStanding(playerID: $0.key, name: $0.value.name, points: $0.value.points.value, kicked: $0.value.kicked) }
    }

    /// The awards won, in a fixed order; an award nobody qualifies for (a value of 0) is absent.
    public var awards: [NightAward] {
        let rules: [(String, KeyPath<NightPlayerTally, NightCount>)] = [
            ("best_guesser", \.guessed), ("in_sync", \.majority), ("free_spirit", \.minority),
            ("luckiest_roller", \.bestRoll), ("wheel_winner", \.spins),
        ]
        return rules.compactMap { award, count in
            let best = players.filter { $0.value[keyPath: count].value > 0 }.min { lhs, rhs in
                let (l, r) = (lhs.value[keyPath: count], rhs.value[keyPath: count])
                return l == r ? lhs.value.firstSeen < rhs.value.firstSeen : l.ranksBefore(r)
            }
            guard let (player, tally) = best else { return nil }
            return NightAward(award: award, playerID: player, name: tally.name, value: tally[keyPath: count].value)
        }
    }
}
