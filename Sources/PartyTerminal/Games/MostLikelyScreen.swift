import PartyProtocol

/// Most Likely To's screen: the prompt, the round's players numbered (a number key votes for
/// that player, never oneself), the votes in, then the tally and who came out on top. Ballots
/// are secret: only this player's own vote is held.
public struct MostLikelyScreen: GameScreen, Equatable {
    /// `voting`, `results` or `over`.
    public var phase = "voting"
    /// The round, of how many.
    public var round = 0, rounds = 0
    /// The prompt.
    public var text = ""
    /// When the running phase ends (server clock).
    public var endsAtMs: Int64?
    /// The round's players (in room order), the votes in and my own vote.
    public var ballot = PlayerBallot(voteType: "ml.vote")
    /// The last tally (player, votes), most first, while it shows.
    public var tally: [(player: String, votes: Int)] = []
    /// The players on top of the last tally.
    public var most: [String] = []
    /// Times on top at the end: (player, times).
    public var standings: [(player: String, times: Int)] = []

    /// The game's wire id.
    public var gameID: String { "most_likely" }

    /// `ml.*` events.
    public static func handles(_ eventType: String) -> Bool { eventType.hasPrefix("ml.") }

    /// Before the first prompt.
    public init() {}

    /// From a snapshot's `game`.
    public init(snapshot g: JSONValue) {
        phase = g["phase"]?.text ?? "voting"
        round = g["round"]?.int ?? 0
        rounds = g["rounds"]?.int ?? 0
        text = g["text"]?.text ?? ""
        endsAtMs = g["ends_at_ms"]?.int.map(Int64.init)
        ballot = PlayerBallot(voteType: "ml.vote", snapshot: g)
        if let r = g["results"], r.isObject { (tally, most) = Self.results(r) }
        standings = Self.standings(g["standings"])
    }

    /// Says in the chat that the game started.
    public mutating func started(options: [String: JSONValue], client: inout ClientState) {
        client.system(.sysGameStarted, Self.text(.title, client.language))
    }

    /// Applies one of the game's events (nil: not one it changes anything for).
    public mutating func reduce(_ type: String, _ f: [String: JSONValue], client: inout ClientState, now: Int64) -> [ClientEffect]? {
        switch type {
        case "ml.prompt":
            phase = "voting"
            round = f.int("round") ?? round + 1
            rounds = f.int("rounds") ?? rounds
            text = f.text("text") ?? ""
            endsAtMs = f.int("ends_at_ms").map(Int64.init)
            ballot.open(client.members.filter { !$0.audience && $0.connected }.map(\.id))
            tally = []
            most = []
            if ballot.players.contains(client.me ?? "") { client.pane = .game }
        case "ml.vote_cast":
            ballot.counted(f)
        case "ml.results":
            phase = "results"
            (tally, most) = Self.results(.object(f))
            endsAtMs = f.int("next_round_at_ms").map(Int64.init)
            let names = most.map { client.name(of: $0) }.joined(separator: " · ")
            client.append(ChatEntry(.system, names.isEmpty ? Self.text(.nobody, client.language) : Self.text(.most, client.language, names)))
        case "ml.game_over":
            phase = "over"
            endsAtMs = nil
            standings = Self.standings(f["standings"])
            let board = standings.map { "\(client.name(of: $0.player)) \($0.times)" }
            client.append(ChatEntry(.system, Self.text(.over, client.language) + ": " + board.joined(separator: " · ")))
        case "ml.prompt_added":
            client.append(ChatEntry(.system, Self.text(.added, client.language, "\(f.int("count") ?? 0)")))
        default:
            return nil
        }
        return []
    }

    /// The game pane.
    public func rows(_ r: ScreenRenderer, width: Int, height: Int) -> [Row] {
        let lang = r.state.language
        let left = r.secondsLeft(endsAtMs).map { "\($0)s" } ?? ""
        var rows = [r.titled(Self.text(.title, lang) + " · \(round)/\(rounds)", right: phase == "over" ? "" : left, width: width)]
        switch phase {
        case "voting":
            rows.append(Row(" " + DisplayWidth.truncate(text, to: max(8, width - 2)), .bold))
            rows.append(Row(" " + Self.text(ballot.players.contains(r.state.me ?? "") ? .voteNow : .watching, lang), .accent))
            rows += ballot.rows(r.state)
            rows.append(Row(" " + Self.text(.votes, lang, ballot.count), .dim))
        case "results":
            rows.append(Row(" " + DisplayWidth.truncate(text, to: max(8, width - 2)), .bold))
            let names = most.map { r.state.name(of: $0) }.joined(separator: " · ")
            rows.append(Row(" " + (names.isEmpty ? Self.text(.nobody, lang) : Self.text(.most, lang, names)), .good))
            for line in tally.prefix(8) { rows.append(Row(" \(r.state.name(of: line.player)): \(line.votes)")) }
        default:
            rows.append(Row(" " + Self.text(.over, lang), .bold))
            for line in standings.prefix(8) { rows.append(Row(" \(r.state.name(of: line.player)): \(line.times)")) }
        }
        return rows
    }

    /// The key-help line.
    public func keyHelp(_ r: ScreenRenderer) -> String { Self.text(.keys, r.state.language) }

    /// The help overlay's title and text.
    public func help(_ r: ScreenRenderer) -> (title: String, text: String) {
        (Self.text(.title, r.state.language), Self.text(.help, r.state.language))
    }

    /// `/start ml [rounds=5]`.
    public static func startHint(_ language: Language) -> String? { text(.start, language) }

    /// While voting, a number key votes for that player (not oneself).
    public mutating func hotKey(_ key: Keypress, client: ClientState) -> [ClientEffect]? {
        phase == "voting" ? ballot.vote(key: key, me: client.me) : nil
    }

    /// `/vote NAME` and the host's `/prompt TEXT`.
    public func command(_ head: String, _ args: [String], client: ClientState) -> [ClientEffect]? {
        switch head {
        case "vote": return ballot.vote(named: args, client: client)
        case "prompt" where !args.isEmpty:
            return [.request("ml.add", ["text": .string(args.joined(separator: " "))])]
        default: return nil
        }
    }

    /// Same phase, round, prompt, ballot, tally and standings.
    public static func == (a: MostLikelyScreen, b: MostLikelyScreen) -> Bool {
        a.phase == b.phase && a.round == b.round && a.rounds == b.rounds && a.text == b.text && a.endsAtMs == b.endsAtMs
            && a.ballot == b.ballot
            && a.tally.map(\.player) == b.tally.map(\.player) && a.tally.map(\.votes) == b.tally.map(\.votes) && a.most == b.most
            && a.standings.map(\.player) == b.standings.map(\.player) && a.standings.map(\.times) == b.standings.map(\.times)
    }

    static func results(_ r: JSONValue) -> (tally: [(player: String, votes: Int)], most: [String]) {
        ((r["tally"]?.array ?? []).map { ($0["player_id"]?.text ?? "?", $0["votes"]?.int ?? 0) }, (r["most"]?.array ?? []).compactMap(\.text))
    }

    static func standings(_ value: JSONValue?) -> [(player: String, times: Int)] {
        (value?.array ?? []).map { ($0["player_id"]?.text ?? "?", $0["times_most"]?.int ?? 0) }
    }
}
