import PartyProtocol

/// Would You Rather's screen: the question, the vote (`a`/`b`), the results.
extension WyrState: GameScreen {
    /// `would_you_rather`.
    public var gameID: String { "would_you_rather" }

    /// `wyr.*` events.
    public static func handles(_ eventType: String) -> Bool { eventType.hasPrefix("wyr.") }

    /// From a snapshot's `game`.
    public init(snapshot g: JSONValue) {
        self.init()
        phase = g["phase"]?.text ?? "voting"
        round = g["round"]?.int ?? 0
        if let q = g["question"], q.isObject { setQuestion(q) }
        endsAtMs = g["ends_at_ms"]?.int.map(Int64.init)
        votesIn = g["votes_in"]?.int ?? 0
        voters = g["voters"]?.int ?? 0
        myVote = g["my_vote"]?.text
        if let r = g["results"], r.isObject { results = WyrResultsInfo(r) }
    }

    /// Notes `vote_seconds` for the clock estimate.
    public mutating func started(options: [String: JSONValue], client: inout ClientState) {
        if case let .int(seconds)? = options["vote_seconds"] { client.voteSecondsHint = seconds }
        client.system(.sysGameStarted, client.t(.wyrTitle))
    }

    /// Applies one of the game's events (nil: not one it changes anything for).
    public mutating func reduce(_ type: String, _ f: [String: JSONValue], client: inout ClientState, now: Int64) -> [ClientEffect]? {
        // Sent when the vote opens: its deadline minus the vote time is the server's clock now.
        if type == "wyr.question", let ends = f.int("ends_at_ms"), let seconds = client.voteSecondsHint {
            client.serverClockOffsetMs = Int64(ends - seconds * 1000) - now
        }
        var w = self
        switch type {
        case "wyr.question":
            w.phase = "voting"
            w.setQuestion(.object(f))
            w.round = f.int("round") ?? (w.round + 1)
            w.endsAtMs = f.int("ends_at_ms").map(Int64.init)
            w.votesIn = 0
            // Until the first vote_cast says otherwise: the connected players may vote.
            w.voters = client.members.filter { !$0.audience && $0.connected }.count
            w.myVote = nil
            w.results = nil
        case "wyr.vote_cast":
            w.votesIn = f.int("votes_in") ?? w.votesIn
            w.voters = f.int("voters") ?? w.voters
        case "wyr.results":
            w.phase = "results"
            w.results = WyrResultsInfo(.object(f))
            w.endsAtMs = f.int("next_question_at_ms").map(Int64.init)
        case "wyr.game_over":
            w.phase = "over"
            w.endsAtMs = nil
        default:
            return nil
        }
        self = w
        return []
    }

    /// The game pane.
    public func rows(_ r: ScreenRenderer, width: Int, height: Int) -> [Row] { r.wyrRows(self, width: width, height: height) }

    /// The key-help line.
    public func keyHelp(_ r: ScreenRenderer) -> String { r.t(.wyrVoteKeys) }

    /// The help overlay's title and text.
    public func help(_ r: ScreenRenderer) -> (title: String, text: String) { (r.t(.wyrTitle), r.t(.helpWyr)) }

    /// a/b vote, and change the vote until the results (the same choice again just types).
    public mutating func hotKey(_ key: Keypress, client: ClientState) -> [ClientEffect]? {
        guard phase == "voting" else { return nil }
        for (choice, keys) in [("a", "aA1"), ("b", "bB2")] where choice != myVote {
            if case let .char(c) = key, keys.contains(c) {
                myVote = choice
                return [.send("wyr.vote", ["choice": .string(choice)])]
            }
        }
        return nil
    }
}
