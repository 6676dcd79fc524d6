import PartyProtocol

/// Odd One Out's screen: this player's word, the clues, the vote (number keys pick a suspect)
/// and the reveal. While clues are given, a dealt player's first typed line is their clue.
public struct OddOneOutScreen: GameScreen, Equatable {
    /// A clue as shown.
    public struct Clue: Sendable, Equatable {
        /// Who gave it, and what.
        public var player: String, text: String
    }

    /// The end of a round.
    public struct Reveal: Sendable, Equatable {
        /// The odd one (nil when they left), and whether they were caught.
        public var oddPlayer: String?, caught: Bool
        /// The majority's word and the odd word.
        public var commonWord: String, oddWord: String
        /// This round's points: (player, points).
        public var points: [String: Int]
    }

    /// `clues`, `voting`, `reveal` or `over`.
    public var phase = "clues"
    /// The round, of how many.
    public var round = 0, rounds = 0
    /// This round's category.
    public var category = ""
    /// When the running phase ends (server clock).
    public var endsAtMs: Int64?
    /// The dealt players (in order), the votes in and my own vote.
    public var ballot = PlayerBallot(voteType: "odd.vote")
    /// The clues so far.
    public var clues: [Clue] = []
    /// This player's word (only ever their own).
    public var myWord: String?
    /// The last reveal, while it shows.
    public var reveal: Reveal?
    /// The game's scores, best first.
    public var scores: [(player: String, score: Int)] = []

    /// The game's wire id.
    public var gameID: String { "odd_one_out" }

    /// `odd.*` events.
    public static func handles(_ eventType: String) -> Bool { eventType.hasPrefix("odd.") }

    /// Before the first round.
    public init() {}

    /// From a snapshot's `game`.
    public init(snapshot g: JSONValue) {
        phase = g["phase"]?.text ?? "clues"
        round = g["round"]?.int ?? 0
        rounds = g["rounds"]?.int ?? 0
        category = g["category"]?.text ?? ""
        endsAtMs = g["ends_at_ms"]?.int.map(Int64.init)
        ballot = PlayerBallot(voteType: "odd.vote", snapshot: g)
        clues = (g["clues"]?.array ?? []).map { Clue(player: $0["player_id"]?.text ?? "?", text: $0["text"]?.text ?? "") }
        myWord = g["my_word"]?.text
        if let r = g["reveal"], r.isObject { reveal = Self.reveal(from: r) }
        scores = Self.scores(g["scores"])
    }

    /// Says in the chat that the game started.
    public mutating func started(options: [String: JSONValue], client: inout ClientState) {
        client.system(.sysGameStarted, Self.text(.title, client.language))
    }

    /// Applies one of the game's events (nil: not one it changes anything for).
    public mutating func reduce(_ type: String, _ f: [String: JSONValue], client: inout ClientState, now: Int64) -> [ClientEffect]? {
        switch type {
        case "odd.round_started":
            phase = "clues"
            round = f.int("round") ?? round + 1
            rounds = f.int("rounds") ?? rounds
            category = f.text("category") ?? ""
            ballot.open(f.array("players").compactMap(\.text))
            endsAtMs = f.int("ends_at_ms").map(Int64.init)
            clues = []
            myWord = nil
            reveal = nil
            if ballot.players.contains(client.me ?? "") { client.pane = .game }
        case "odd.word":
            myWord = f.text("word")
        case "odd.clue_given":
            clues.append(Clue(player: f.text("player_id") ?? "?", text: f.text("text") ?? ""))
        case "odd.voting":
            phase = "voting"
            endsAtMs = f.int("ends_at_ms").map(Int64.init)
        case "odd.vote_cast":
            ballot.counted(f)
        case "odd.round_ended":
            phase = "reveal"
            reveal = Self.reveal(from: .object(f))
            endsAtMs = f.int("next_round_at_ms").map(Int64.init)
            myWord = nil
            scores = Self.scores(f["scores"])
            let odd = client.name(of: f.text("odd_player"))
            client.append(ChatEntry(.system, Self.text(reveal?.caught == true ? .caught : .escaped, client.language, odd)
                + " · \(reveal?.commonWord ?? "?") / \(reveal?.oddWord ?? "?")"))
        case "odd.game_over":
            phase = "over"
            endsAtMs = nil
            scores = Self.scores(f["scoreboard"])
            let board = scores.map { "\(client.name(of: $0.player)) \($0.score)" }
            client.append(ChatEntry(.system, Self.text(.over, client.language) + ": " + board.joined(separator: " · ")))
        default:
            return nil
        }
        return []
    }

    /// The game pane.
    public func rows(_ r: ScreenRenderer, width: Int, height: Int) -> [Row] {
        let lang = r.state.language
        let left = r.secondsLeft(endsAtMs).map { "\($0)s" } ?? ""
        var rows = [r.titled(Self.text(.title, lang) + " · \(round)/\(rounds) · " + category, right: phase == "over" ? "" : left, width: width)]
        switch phase {
        case "clues", "voting":
            if let myWord {
                var row = Row(" " + Self.text(.yourWord, lang) + " ", .dim)
                row.add(myWord, .bold)
                rows.append(row)
            } else {
                rows.append(Row(" " + Self.text(.watching, lang), .dim))
            }
            rows.append(Row(" " + Self.text(phase == "clues" ? .giveClue : .voteNow, lang), .accent))
            rows += ballot.rows(r.state, numbered: phase == "voting", style: .accent) { player in
                DisplayWidth.truncate(clues.first { $0.player == player }?.text ?? "…", to: max(4, width - 20))
            }
            if phase == "voting" { rows.append(Row(" " + Self.text(.votes, lang, ballot.count), .dim)) }
        case "reveal":
            if let reveal {
                let odd = r.state.name(of: reveal.oddPlayer)
                rows.append(Row(" " + Self.text(reveal.caught ? .caught : .escaped, lang, odd), reveal.caught ? .good : .bad))
                rows.append(Row(" " + Self.text(.words, lang, reveal.commonWord, reveal.oddWord), .bold))
                let points = reveal.points.sorted { $0.key < $1.key }.map { "\(r.state.name(of: $0.key)) +\($0.value)" }
                if !points.isEmpty { rows.append(Row(" " + points.joined(separator: " · "), .good)) }
            }
            rows += scoreRows(r)
        default:
            rows.append(Row(" " + Self.text(.over, lang), .bold))
            rows += scoreRows(r)
        }
        return rows
    }

    func scoreRows(_ r: ScreenRenderer) -> [Row] {
        scores.prefix(6).map { Row(" \(r.state.name(of: $0.player)): \($0.score)") }
    }

    /// The key-help line.
    public func keyHelp(_ r: ScreenRenderer) -> String { Self.text(phase == "voting" ? .keysVote : .keysClue, r.state.language) }

    /// The help overlay's title and text.
    public func help(_ r: ScreenRenderer) -> (title: String, text: String) {
        (Self.text(.title, r.state.language), Self.text(.help, r.state.language))
    }

    /// `/start odd [category=…] [rounds=…]`.
    public static func startHint(_ language: Language) -> String? { text(.start, language) }

    /// While voting, a number key votes for that player (not oneself).
    public mutating func hotKey(_ key: Keypress, client: ClientState) -> [ClientEffect]? {
        phase == "voting" ? ballot.vote(key: key, me: client.me) : nil
    }

    /// A dealt player's first line during the clues is their clue.
    public func line(_ text: String, client: ClientState) -> [ClientEffect]? {
        guard phase == "clues", let me = client.me, ballot.players.contains(me), !clues.contains(where: { $0.player == me }) else { return nil }
        return [.request("odd.clue", ["text": .string(text)])]  // its `ok` may say the clue is held for review
    }

    /// `/clue TEXT` and `/vote NAME`.
    public func command(_ head: String, _ args: [String], client: ClientState) -> [ClientEffect]? {
        switch head {
        case "clue" where !args.isEmpty: return [.request("odd.clue", ["text": .string(args.joined(separator: " "))])]
        case "vote", "accuse": return ballot.vote(named: args, client: client)
        default: return nil
        }
    }

    /// Same phase, round, ballot, clues, word, reveal and scores.
    public static func == (a: OddOneOutScreen, b: OddOneOutScreen) -> Bool {
        a.phase == b.phase && a.round == b.round && a.rounds == b.rounds && a.category == b.category && a.endsAtMs == b.endsAtMs
            && a.ballot == b.ballot && a.clues == b.clues && a.myWord == b.myWord && a.reveal == b.reveal
            && a.scores.map(\.player) == b.scores.map(\.player) && a.scores.map(\.score) == b.scores.map(\.score)
    }

    static func reveal(from r: JSONValue) -> Reveal {
        var points: [String: Int] = [:]
        for p in r["points"]?.array ?? [] { if let id = p["player_id"]?.text { points[id] = p["score"]?.int ?? 0 } }
        return Reveal(oddPlayer: r["odd_player"]?.text, caught: r["caught"]?.bool ?? false,
                      commonWord: r["common_word"]?.text ?? "?", oddWord: r["odd_word"]?.text ?? "?", points: points)
    }

    static func scores(_ value: JSONValue?) -> [(player: String, score: Int)] {
        (value?.array ?? []).map { ($0["player_id"]?.text ?? "?", $0["score"]?.int ?? 0) }
    }
}
