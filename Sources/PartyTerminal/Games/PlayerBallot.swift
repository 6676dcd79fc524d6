import PartyProtocol

/// A "vote for a player" ballot as a game screen shows it: the round's players numbered (a number
/// key or `/vote NAME` votes for one, never oneself, and only a player of the round votes), this
/// player's own vote marked, and how many votes are in. Ballots are secret: only my own vote is
/// held. Most Likely To and Odd One Out each keep one; the game decides when voting is open.
public struct PlayerBallot: Sendable, Equatable {
    /// The request that carries a vote (`ml.vote`, `odd.vote`), with a `player_id` field.
    public let voteType: String
    /// The round's players, in order; the number key for a player is its place plus one.
    public var players: [String] = []
    /// Votes cast, of how many.
    public var votesIn = 0, voters = 0
    /// Whom this player voted for.
    public var myVote: String?

    /// An empty ballot whose votes go out as `voteType`.
    public init(voteType: String) { self.voteType = voteType }

    /// From a snapshot's `game` (`players`, `votes_in`, `voters`, `my_vote`); voters default to the players.
    public init(voteType: String, snapshot g: JSONValue) {
        self.voteType = voteType
        players = (g["players"]?.array ?? []).compactMap(\.text)
        votesIn = g["votes_in"]?.int ?? 0
        voters = g["voters"]?.int ?? players.count
        myVote = g["my_vote"]?.text
    }

    /// A new round with these players: no votes in, every player a voter, my vote forgotten.
    public mutating func open(_ players: [String]) {
        self.players = players
        votesIn = 0
        voters = players.count
        myVote = nil
    }

    /// A `*.vote_cast` event: the count of votes in (whose they are is secret).
    public mutating func counted(_ f: [String: JSONValue]) {
        votesIn = f.int("votes_in") ?? votesIn
        voters = f.int("voters") ?? voters
    }

    /// "2/3": votes in, of how many.
    public var count: String { "\(votesIn)/\(voters)" }

    /// A number key: the vote for that player, marked as mine; nil for any other key, a number
    /// with no player, my own number, or when I am not one of the round's players.
    public mutating func vote(key: Keypress, me: String?) -> [ClientEffect]? {
        guard case let .char(c) = key, let n = c.wholeNumberValue, players.indices.contains(n - 1) else { return nil }
        let named = players[n - 1]
        guard named != me, let me, players.contains(me) else { return nil }
        myVote = named
        return [.send(voteType, ["player_id": .string(named)])]
    }

    /// `/vote NAME`: the vote for the member so named (the server refuses whom it must), nil when nobody is.
    public func vote(named words: [String], client: ClientState) -> [ClientEffect]? {
        guard let id = client.findMember(words.joined(separator: " ")) else { return nil }
        return [.send(voteType, ["player_id": .string(id)])]
    }

    /// One row per player: `▶` on my vote, the player's number (while `numbered`, never on my own
    /// row), the name in `style`, and after `: ` the player's `detail` when there is one.
    public func rows(_ client: ClientState, numbered: Bool = true, style: TextStyle = .plain, detail: ((String) -> String)? = nil) -> [Row] {
        players.enumerated().map { i, player in
            let mark = myVote == player ? "▶" : " "
            let number = numbered && player != client.me ? "\(i + 1)" : " "
            let head = " \(mark)\(number) \(client.name(of: player))"
            guard let detail else { return Row(head, style) }
            return Row(head + ": ", style) + Row(detail(player))
        }
    }
}
