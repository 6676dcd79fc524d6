import PartyCore

extension ScreenRenderer {
    /// What die `i` shows at `now`: its value once settled, a changing face while it spins
    /// (between `delay_ms` and `delay_ms + duration_ms` after the roll), `?` before.
    func dieFace(_ i: Int, _ face: DiceState.Face) -> (text: String, settled: Bool) {
        let start = state.dice.rolledAtMs + Int64(face.delayMs)
        if face.locked || now >= start + Int64(face.durationMs) { return (String(face.value), true) }
        if now < start { return ("?", false) }
        let tick = UInt64(now / 70) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(i) &* 0xBF58_476D_1CE4_E5B9
        return (String(Int((tick >> 33) % UInt64(max(1, state.dice.sides))) + 1), false)
    }

    func diceRows(width: Int, height: Int) -> [Row] {
        let d = state.dice
        guard let roller = d.roller, !d.faces.isEmpty else {
            var rows = [titled(t(.diceTitle), width: width), Row()]
            if !d.faces.isEmpty { rows += faceRows(width: width, maxLines: height - 4).rows }
            rows.append(Row(" " + t(.diceNone), .dim))
            if let turn = d.turn { rows.append(Row(" " + t(.diceTurn, state.name(of: turn)), .accent)) }
            return rows
        }
        let faces = d.faces.indices.map { dieFace($0, d.faces[$0]) }
        let settled = faces.allSatisfy(\.settled)
        let note = settled ? t(.diceTotal, String(d.total)) : t(.diceRolling)
        var rows = [titled(t(.diceTitle) + " · " + t(.diceRolledBy, state.name(of: roller), String(d.faces.count), String(d.sides)),
                           right: note, width: width), Row()]
        let turnRow = d.turn.map { Row(" " + t(.diceTurn, state.name(of: $0)), .accent) }
        // Keep room for the turn line and, when not every die fits, a line saying how many do not.
        let faceLines = height - rows.count - (turnRow != nil && d.mode == "turns" ? 1 : 0)
        let (boxes, hidden) = faceRows(width: width, maxLines: faceLines)
        rows += boxes
        if hidden > 0 { rows.append(Row(" " + t(.diceOffScreen, String(hidden), String(d.total)), .dim)) }
        if let turnRow, d.mode == "turns" { rows.append(turnRow) }
        return rows
    }

    /// Dice drawn as boxes, as many per line as fit, each with its number (and `*` when locked)
    /// below, in at most `maxLines` rows; also returns how many dice did not fit (a line for
    /// saying so is left free then).
    func faceRows(width: Int, maxLines: Int = .max) -> (rows: [Row], hidden: Int) {
        let d = state.dice
        let perLine = max(1, (width - 1) / 8)
        let needed = (d.faces.count + perLine - 1) / perLine
        let shownLines = needed * 4 <= maxLines ? needed : max(1, (maxLines - 1) / 4)
        let shown = min(d.faces.count, shownLines * perLine)
        var rows: [Row] = []
        for start in stride(from: 0, to: shown, by: perLine) {
            let chunk = Array(start..<min(shown, start + perLine))
            var top = Row(" "), mid = Row(" "), bottom = Row(" "), label = Row(" ")
            for i in chunk {
                let (text, settled) = dieFace(i, d.faces[i])
                let style: TextStyle = d.faces[i].locked ? .good : settled ? .bold : .accent
                top.add("┌─────┐ ", style)
                mid.add("│", style)
                mid.add(centeredText(text, 5), style)
                mid.add("│ ", style)
                bottom.add("└─────┘ ", style)
                label.add(centeredText(d.faces[i].locked ? "[\(i + 1)]*" : "\(i + 1)", 7) + " ", d.faces[i].locked ? .good : .dim)
            }
            rows += [top, mid, bottom, label]
        }
        return (rows, d.faces.count - shown)
    }

    func coinRows(width: Int, height: Int) -> [Row] {
        guard let coin = state.coin else {
            return [titled(t(.coinTitle), width: width), Row(), Row(" " + t(.coinNone), .dim)]
        }
        let step = Self.coinStepMillis
        let elapsed = max(0, now - coin.receivedAtMs)
        let frame = Int(elapsed / step)
        let total = coin.spins * 2
        let done = frame >= total
        let finalHeads = coin.side != "tails"
        var glyph = finalHeads ? "H" : "T"
        var edge = false
        if !done {
            // Alternates face, edge, other face, edge... and lands on the final side.
            let remaining = total - frame
            edge = remaining % 2 == 1
            let flipped = (remaining / 2) % 2 == 1
            glyph = (finalHeads != flipped) ? "H" : "T"
        }
        let note = done ? t(finalHeads ? .coinHeads : .coinTails) : ""
        var rows = [titled(t(.coinTitle) + " · " + t(.coinFlippedBy, state.name(of: coin.player)), right: note, width: width), Row()]
        if edge {
            rows += ["", "", "━━━━━━━━━━━", "", ""].map { Row($0, .accent).centered(width) }
        } else {
            let big = BigText.render(glyph, columns: 8)
            rows.append(Row("╭─────────╮", .accent).centered(width))
            for line in big { rows.append(Row("│  " + centeredText(line, 5) + "  │", done ? .bold : .accent).centered(width)) }
            rows.append(Row("╰─────────╯", .accent).centered(width))
        }
        if done { rows.append(Row(t(finalHeads ? .coinHeads : .coinTails), .good).centered(width)) }
        return rows
    }
}

extension ScreenRenderer {
    /// How long one half-turn of the coin animation lasts, in milliseconds.
    static let coinStepMillis: Int64 = 120

    /// How long a coin flip of `spins` half-turn pairs is animated, in milliseconds.
    static func coinMillis(spins: Int) -> Int64 { Int64(spins * 2) * coinStepMillis }

    /// Whether a dice, wheel or coin animation is running at `now` (the app then redraws at ~20 fps;
    /// otherwise a few times a second is enough for the timers).
    public static func isAnimating(_ state: ClientState, now: Int64) -> Bool {
        var ends: [Int64] = []
        if let longest = state.dice.faces.map({ $0.delayMs + $0.durationMs }).max() { ends.append(state.dice.rolledAtMs + Int64(longest)) }
        if let spin = state.spin { ends.append(spin.receivedAtMs + spinMillis) }
        if let coin = state.coin { ends.append(coin.receivedAtMs + coinMillis(spins: coin.spins)) }
        return ends.contains { now <= $0 }
    }
}
