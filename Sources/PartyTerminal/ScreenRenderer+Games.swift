extension ScreenRenderer {
    func gopRows(_ g: GopState, width: Int, height: Int) -> [Row] {
        let left = secondsLeft(g.endsAtMs)
        var note = ""
        if g.phase == .round, let left { note = t(.gopTimeLeft, String(left)) }
        var rows = [titled(t(.gopTitle) + " · " + t(.gopRound, String(g.round)) + " · " + g.category, right: note, width: width)]
        let guesser = state.name(of: g.guesser)
        switch g.phase {
        case .countdown:
            rows.append(Row(" " + t(.gopGuesser, guesser) + (g.guesser == state.me ? " (\(t(.you)))" : ""), .accent))
            rows.append(Row(" " + t(.gopCountdown, String(left ?? 0)), .bold))
            rows += BigText.render(String(left ?? 0), columns: width - 2).map { Row($0, .accent).centered(width) }
        case .round:
            if g.guesser == state.me, g.card?.word == nil {
                rows.append(Row(" " + t(.gopYouGuess), .accent))
                rows.append(Row())
                let label = t(.gopHidden, String((g.card?.index ?? 0) + 1))
                let boxW = max(18, DisplayWidth.of(label) + 4)
                rows.append(Row("┌" + String(repeating: "─", count: boxW - 2) + "┐").centered(width))
                for line in ["", "? ? ?", label, ""] {
                    rows.append(Row("│" + centeredText(line, boxW - 2) + "│").centered(width))
                }
                rows.append(Row("└" + String(repeating: "─", count: boxW - 2) + "┘").centered(width))
            } else {
                rows.append(Row(" " + (g.guesser == state.me ? t(.gopYouSeeWord) : t(.gopDescribe, guesser)), .accent))
                rows.append(Row())
                if let word = g.card?.word {
                    rows += BigText.render(word, columns: width - 2).map { Row($0, .bold).centered(width) }
                    rows.append(Row(word, .accent).centered(width))
                } else {
                    rows.append(Row(" " + t(.gopWaiting), .dim))
                }
            }
            rows.append(Row())
            rows.append(scoreRow(g, width: width))
            for miss in g.misses.suffix(1) {
                rows.append(Row(" " + DisplayWidth.truncate(t(.gopMissed, state.name(of: miss.player), miss.text), to: width - 1), .dim))
            }
        case .roundOver, .over:
            let guesser = state.members.first { $0.id == g.guesser }?.name ?? g.guesser
            let title = g.phase == .over ? t(.gopGameOver) : t(.gopRoundOver, String(g.score), guesser)
            var head = Row(" " + title, .bold)
            if g.newBest { head.add("  " + t(.gopNewBest), .good) }
            if let best = g.bestScore { head.add("  " + t(.gopBest, String(best)), .dim) }
            rows.append(head)
            rows += cardRows(g.resolved, width: width, limit: 4)
            if g.phase == .over {
                for line in g.scoreboard { rows.append(Row(" \(state.name(of: line.player)): \(line.score)")) }
            } else if let left {
                rows.append(Row(" " + t(.gopNextRound, String(left)), .dim))
            }
        }
        return rows
    }

    func scoreRow(_ g: GopState, width: Int) -> Row {
        var row = Row(" " + t(.gopScore, String(g.score)) + "  ", .bold)
        for card in g.resolved.suffix(6) {
            let ok = card.outcome == "correct"
            row.add((ok ? "✓ " : "✗ ") + (card.word ?? "?") + "  ", ok ? .good : .bad)
        }
        return row
    }

    func cardRows(_ cards: [GopState.Card], width: Int, limit: Int) -> [Row] {
        var rows: [Row] = []
        var row = Row(" ")
        for card in cards {
            let mark = card.outcome == "correct" ? "✓ " : card.outcome == "pass" ? "✗ " : "· "
            let piece = mark + (card.word ?? "?") + "   "
            if row.width + DisplayWidth.of(piece) > width, rows.count < limit {
                rows.append(row)
                row = Row(" ")
            }
            row.add(piece, card.outcome == "correct" ? .good : card.outcome == "pass" ? .bad : .dim)
        }
        if row.width > 1 { rows.append(row) }
        return Array(rows.prefix(limit))
    }

    func centeredText(_ text: String, _ width: Int) -> String {
        let cut = DisplayWidth.truncate(text, to: width)
        let pad = width - DisplayWidth.of(cut)
        return String(repeating: " ", count: pad / 2) + cut + String(repeating: " ", count: pad - pad / 2)
    }

    func wyrRows(_ w: WyrState, width: Int, height: Int) -> [Row] {
        let left = secondsLeft(w.endsAtMs)
        let note = w.phase == "voting" ? left.map { t(.wyrTimeLeft, String($0)) } ?? "" : ""
        var rows = [titled(t(.wyrTitle) + " · " + t(.gopRound, String(w.round)), right: note, width: width)]
        if w.phase == "over" {
            rows.append(Row(" " + t(.wyrOver), .bold))
            return rows
        }
        rows.append(Row())
        if let r = w.results, w.phase == "results" {
            rows += resultRows("A", w.a, votes: r.aVotes, pct: r.aPct, width: width)
            rows += resultRows("B", w.b, votes: r.bVotes, pct: r.bPct, width: width)
            rows.append(Row(" " + t(.wyrAudience, String(r.audienceA), String(r.audienceB)) + " · "
                + t(.wyrAllTime, String(r.allTimeA), String(r.allTimeB)), .dim))
            if let left { rows.append(Row(" " + t(.wyrNext, String(left)), .dim)) }
            return rows
        }
        for (key, text) in [("A", w.a), ("B", w.b)] {
            let chosen = w.myVote?.uppercased() == key
            for (i, line) in DisplayWidth.wrap(text, to: width - 7).prefix(2).enumerated() {
                let label = i == 0 ? (chosen ? " ▶[\(key)] " : "  [\(key)] ") : "      "
                rows.append(Row(label, .accent) + Row(line, chosen ? .bold : .plain))
            }
            rows.append(Row())
        }
        var status = Row(" " + t(.wyrVotes, String(w.votesIn), String(w.voters)) + " · ", .dim)
        if let vote = w.myVote { status.add(t(.wyrYouVoted, vote.uppercased()), .good) } else { status.add(t(.wyrVoteKeys), .accent) }
        rows.append(status)
        return rows
    }

    func resultRows(_ key: String, _ text: String, votes: Int, pct: Double, width: Int) -> [Row] {
        let numbers = " \(votes) · \(Self.percent(pct))"
        let barW = max(4, width - 6 - DisplayWidth.of(numbers))
        let filled = min(barW, Int((Double(barW) * pct / 100).rounded()))
        var bar = Row("     ")
        bar.add(String(repeating: "█", count: filled), .accent)
        bar.add(String(repeating: "░", count: barW - filled), .dim)
        bar.add(numbers, .bold)
        return [Row(" [\(key)] ", .accent) + Row(DisplayWidth.truncate(text, to: width - 7)), bar]
    }

    /// `60%`, or `33.3%` when not whole.
    static func percent(_ pct: Double) -> String {
        let tenth = (pct * 10).rounded() / 10
        return tenth == tenth.rounded() ? "\(Int(tenth))%" : "\(tenth)%"
    }
}
