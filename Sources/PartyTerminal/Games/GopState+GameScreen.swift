import PartyProtocol

/// Guess or Pass's screen: its cards, rounds and keys (`+` correct, `-` pass; the blind guesser
/// types guesses).
extension GopState: GameScreen {
    /// `guess_or_pass`.
    public var gameID: String { "guess_or_pass" }

    /// `gop.*` events (but `gop.word_added`, a room event between games).
    public static func handles(_ eventType: String) -> Bool { eventType.hasPrefix("gop.") && eventType != "gop.word_added" }

    /// A fresh game.
    public init() { self.init(phase: .countdown) }

    /// From a snapshot's `game`.
    public init(snapshot g: JSONValue) {
        self.init(phase: GopState.Phase(rawValue: g["phase"]?.text ?? "") ?? .countdown,
                  round: g["round"]?.int ?? 1, guesser: g["guesser"]?.text ?? "",
                  category: g["category"]?.text ?? "")
        endsAtMs = g["ends_at_ms"]?.int.map(Int64.init)
        if let c = g["current_card"], c.isObject {
            card = .init(index: c["index"]?.int ?? 0, word: c["word"]?.text, outcome: nil)
        }
        resolved = (g["cards"]?.array ?? []).map { .init(index: $0["index"]?.int ?? 0, word: $0["word"]?.text, outcome: $0["outcome"]?.text) }
        score = resolved.filter { $0.outcome == "correct" }.count
    }

    /// Says in the chat that the game started.
    public mutating func started(options: [String: JSONValue], client: inout ClientState) {
        client.system(.sysGameStarted, client.t(.gopTitle))
    }

    /// Applies one of the game's events (nil: not one it changes anything for).
    public mutating func reduce(_ type: String, _ f: [String: JSONValue], client: inout ClientState, now: Int64) -> [ClientEffect]? {
        // These are sent the moment the countdown or round starts: the server's clock then.
        if type == "gop.round_started", let ends = f.int("ends_at_ms"), let duration = f.int("duration_ms") {
            client.serverClockOffsetMs = Int64(ends - duration) - now
        } else if type == "gop.countdown", let starts = f.int("starts_at_ms") {
            client.serverClockOffsetMs = Int64(starts) - now
        }
        var g = self
        if let guesser = f.text("guesser") { g.guesser = guesser }
        if let category = f.text("category") { g.category = category }
        if let round = f.int("round") { g.round = round }
        // The new guesser needs the game pane: their typing becomes guesses there.
        if type == "gop.countdown" || type == "gop.round_started", g.guesser == client.me, client.me != nil { client.pane = .game }
        switch type {
        case "gop.countdown":
            g.phase = .countdown
            g.endsAtMs = (f.int("ends_at_ms") ?? f.int("starts_at_ms")).map(Int64.init)  // the countdown ends when the round starts
            g.card = nil
            g.resolved = []
            g.score = 0
            g.misses = []
            g.newBest = false
        case "gop.round_started":
            g.phase = .round
            g.endsAtMs = f.int("ends_at_ms").map(Int64.init)
            g.card = nil
            g.resolved = []
            g.score = 0
            g.misses = []
        case "gop.card":
            g.card = .init(index: f.int("index") ?? 0, word: f.text("word"), outcome: nil)
        case "gop.card_hidden":
            g.card = .init(index: f.int("index") ?? 0, word: nil, outcome: nil)
        case "gop.card_resolved":
            let index = f.int("index") ?? 0
            let outcome = f.text("outcome") ?? "pass"
            g.resolved.append(.init(index: index, word: f.text("word"), outcome: outcome))
            if outcome == "correct" { g.score += 1 }
            if g.card?.index == index { g.card = nil }
        case "gop.guess_missed":
            g.misses.append(.init(player: f.text("player_id") ?? "?", text: f.text("text") ?? ""))
            if g.misses.count > 3 { g.misses.removeFirst() }
        case "gop.round_ended":
            g.phase = .roundOver
            g.card = nil
            g.score = f.int("score") ?? g.score
            // The server adds the round's points to the guesser's room score, as snapshots show.
            if let i = client.members.firstIndex(where: { $0.id == g.guesser }) { client.members[i].score += g.score }
            g.bestScore = f.int("best_score")
            g.newBest = f.bool("new_best") ?? false
            g.endsAtMs = f.int("next_round_at_ms").map(Int64.init)
            let cards = f.array("cards")
            if !cards.isEmpty {
                g.resolved = cards.map { .init(index: $0["index"]?.int ?? 0, word: $0["word"]?.text, outcome: $0["outcome"]?.text) }
            }
        case "gop.game_over":
            g.phase = .over
            g.card = nil
            g.endsAtMs = nil
            g.scoreboard = f.array("scoreboard").map { .init(player: $0["player_id"]?.text ?? "?", score: $0["score"]?.int ?? 0) }
            // The game pane goes back to the lobby at game.stopped: keep the result in the chat.
            let board = g.scoreboard.map { line in
                "\(client.members.first { $0.id == line.player }?.name ?? line.player) \(line.score)"
            }
            client.append(ChatEntry(.system, client.t(.gopGameOver) + ": " + board.joined(separator: " · ")))
        default:
            return nil
        }
        self = g
        return []
    }

    /// The game pane.
    public func rows(_ r: ScreenRenderer, width: Int, height: Int) -> [Row] { r.gopRows(self, width: width, height: height) }

    /// The key-help line.
    public func keyHelp(_ r: ScreenRenderer) -> String { r.state.isBlindGuesser ? r.t(.gopKeysGuesser) : r.t(.gopKeys) }

    /// The help overlay's title and text.
    public func help(_ r: ScreenRenderer) -> (title: String, text: String) { (r.t(.gopTitle), r.t(.helpGop)) }

    /// `+` (or `=`) marks the card correct (not for the blind guesser), `-` passes it.
    public mutating func hotKey(_ key: Keypress, client: ClientState) -> [ClientEffect]? {
        guard phase == .round, let card else { return nil }
        if (key == .char("+") || key == .char("=")) && !client.isBlindGuesser { return [.send("gop.correct", ["index": .int(card.index)])] }
        if key == .char("-") { return [.send("gop.pass", ["index": .int(card.index)])] }
        return nil
    }

    /// The blind guesser's lines are guesses.
    public func line(_ text: String, client: ClientState) -> [ClientEffect]? {
        client.isBlindGuesser ? [.send("gop.guess", ["text": .string(text)])] : nil
    }
}
