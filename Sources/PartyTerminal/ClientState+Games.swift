import PartyProtocol

extension ClientState {
    mutating func reduceGop(_ type: String, _ f: [String: JSONValue]) {
        var g: GopState
        if case let .gop(existing)? = game { g = existing } else { g = GopState() }
        if let guesser = f.text("guesser") { g.guesser = guesser }
        if let category = f.text("category") { g.category = category }
        if let round = f.int("round") { g.round = round }
        // The new guesser needs the game pane: their typing becomes guesses there.
        if type == "gop.countdown" || type == "gop.round_started", g.guesser == me, me != nil { pane = .game }
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
            if let i = members.firstIndex(where: { $0.id == g.guesser }) { members[i].score += g.score }
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
                "\(members.first { $0.id == line.player }?.name ?? line.player) \(line.score)"
            }
            append(ChatEntry(.system, t(.gopGameOver) + ": " + board.joined(separator: " · ")))
        default:
            return
        }
        game = .gop(g)
    }

    mutating func reduceWyr(_ type: String, _ f: [String: JSONValue]) {
        var w: WyrState
        if case let .wyr(existing)? = game { w = existing } else { w = WyrState() }
        switch type {
        case "wyr.question":
            w.phase = "voting"
            w.setQuestion(.object(f))
            w.round = f.int("round") ?? (w.round + 1)
            w.endsAtMs = f.int("ends_at_ms").map(Int64.init)
            w.votesIn = 0
            // Until the first vote_cast says otherwise: the connected players may vote.
            w.voters = members.filter { !$0.audience && $0.connected }.count
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
            return
        }
        game = .wyr(w)
    }

    mutating func reduceDice(_ type: String, _ f: [String: JSONValue], now: Int64) {
        switch type {
        case "dice.rolled":
            dice.roller = f.text("player_id")
            dice.mode = f.text("mode") ?? dice.mode
            dice.sides = f.int("sides") ?? dice.sides
            dice.faces = f.array("dice").map {
                .init(value: $0["value"]?.int ?? 0, locked: $0["locked"]?.bool ?? false,
                      delayMs: min(max($0["delay_ms"]?.int ?? 0, 0), 10_000),
                      durationMs: min(max($0["duration_ms"]?.int ?? 0, 0), 10_000))
            }
            dice.count = dice.faces.count
            dice.total = f.int("total") ?? dice.faces.reduce(0) { $0 + $1.value }
            dice.rolledAtMs = now
            // Every roll is kept in the chat too (once the dice shown here stop); a long roll is summed up.
            let values = dice.faces.count <= 12 ? dice.faces.map { String($0.value) }.joined(separator: " ") : "\(dice.faces.count)d\(dice.sides)"
            let line = ChatEntry(.system, t(.sysRolled, name(of: dice.roller), values, String(dice.total)))
            let shown = showsRandomizer(.dice)
            if shown { pane = .dice }
            announce(line, animationMs: shown ? Int64(dice.faces.map { $0.delayMs + $0.durationMs }.max() ?? 0) : 0, now: now)
        case "dice.locked":
            if let i = f.int("index"), dice.faces.indices.contains(i) { dice.faces[i].locked = f.bool("locked") ?? false }
        case "dice.turn":
            dice.turn = f.text("player_id")
        case "dice.config":
            dice.mode = f.text("mode") ?? dice.mode
            dice.count = f.int("count") ?? dice.count
            dice.sides = f.int("sides") ?? dice.sides
        default:
            break
        }
    }

    mutating func reduceSpin(_ f: [String: JSONValue], now: Int64) {
        let wheelID = f.text("wheel_id") ?? "?"
        var wheel = WheelInfo(id: wheelID, name: f.text("name") ?? "?", options: f.array("options").map {
            ($0["label"]?.text ?? "?", max(1, $0["weight"]?.int ?? 1))
        })
        if wheel.options.isEmpty, let known = wheels.first(where: { $0.id == wheelID }) { wheel = known }
        let index = f.int("index") ?? 0
        spin = WheelSpinState(player: f.text("player_id") ?? "?", wheel: wheel, index: index,
                              label: f.text("label") ?? "?", angleDeg: f["angle_deg"]?.double ?? 0,
                              turns: min(max(f.int("turns") ?? 3, 0), 20), receivedAtMs: now)
        if let i = wheels.firstIndex(where: { $0.id == wheelID }) { selectedWheel = i }
        let shown = showsRandomizer(.wheel)
        if shown { pane = .wheel }
        announce(ChatEntry(.system, t(.sysSpun, name(of: spin?.player), wheel.name, spin?.label ?? "?")),
                 animationMs: shown ? ScreenRenderer.spinMillis : 0, now: now)
    }
}
