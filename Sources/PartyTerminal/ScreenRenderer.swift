/// Draws a ``ClientState`` into a ``Screen`` of a given size. Pure: the same state, size and
/// time give the same screen, so tests compare rendered text.
///
/// Layout: a header row; the game pane and the chat below it on the left, players on the
/// right; a key-help row; the input row.
public struct ScreenRenderer: Sendable {
    /// The state to draw.
    public var state: ClientState
    /// The local time in Unix milliseconds (timers and animations).
    public var now: Int64

    /// Creates a renderer.
    public init(state: ClientState, now: Int64) {
        self.state = state
        self.now = now
    }

    /// Renders the screen (sizes below 40×12 are drawn as 40×12 and cut by the terminal).
    public static func render(_ state: ClientState, width: Int, height: Int, now: Int64) -> Screen {
        ScreenRenderer(state: state, now: now).render(width: max(40, width), height: max(12, height))
    }

    func t(_ key: L10nKey, _ args: String...) -> String { Localization.text(key, state.language, args) }

    func render(width: Int, height: Int) -> Screen {
        let sideW = width >= 100 ? 26 : width >= 70 ? 20 : 14
        let mainW = width - sideW - 1
        let bodyH = height - 3
        var main: [Row]
        var cursor = (row: height - 1, column: 0)
        if let overlay = state.overlay {
            let (rows, formCursor) = overlayRows(overlay, width: mainW, height: bodyH)
            main = rows
            if let formCursor { cursor = (formCursor.row + 1, formCursor.column) }
        } else {
            let paneH = max(6, bodyH * 3 / 5)
            main = fit(paneRows(width: mainW, height: paneH), paneH)
            main.append(titled(t(.chat), width: mainW))
            main += chatRows(width: mainW, height: bodyH - paneH - 1)
        }
        main = fit(main, bodyH)
        let side = fit(playerRows(width: sideW), bodyH)
        var rows = [header(width: width)]
        for i in 0..<bodyH {
            rows.append(main[i].fitted(mainW) + Row("│", .dim) + side[i].fitted(sideW))
        }
        rows.append(Row(" " + keyHelp(), .dim).fitted(width))
        let (visible, column) = state.input.visible(columns: width - 3)
        rows.append(Row("> ", .bold) + Row(visible))
        if state.overlay == nil || cursor.row == height - 1 { cursor = (height - 1, 2 + column) }
        return Screen(rows: rows.map { $0.fitted(width) }, cursor: cursor)
    }

    /// Pads with empty rows or cuts to exactly `height` rows.
    func fit(_ rows: [Row], _ height: Int) -> [Row] {
        Array((rows + Array(repeating: Row(), count: max(0, height - rows.count))).prefix(height))
    }

    /// `── Title ─────` across `width`, with an optional right-hand note.
    func titled(_ title: String, right: String = "", width: Int) -> Row {
        var row = Row("─ ", .dim)
        row.add(title, .bold)
        let note = right.isEmpty ? "" : " " + right + " "
        let fill = max(1, width - row.width - DisplayWidth.of(note) - 1)
        row.add(" " + String(repeating: "─", count: fill), .dim)
        if !note.isEmpty { row.add(note, .accent) }
        return row
    }

    func header(width: Int) -> Row {
        var left = " PartyLine"
        // Streamer mode: neither the code nor the link (which holds it); `/code` prints the code.
        if let code = state.roomCode { left += " · \(t(.room)) " + (state.codeShown ? code : Localization.text(.modCodeHidden, state.language)) }
        if let url = state.joinURL, state.codeShown { left += " · " + url }
        if state.locked { left += " 🔒" }
        let status: String = switch state.connection {
        case .connecting: t(.connConnecting)
        case .connected: t(.connConnected)
        case let .reconnecting(attempt): t(.connReconnecting, String(attempt))
        case .offline: t(.connOffline)
        }
        var right = "● " + status + " "
        if let me = state.me { right = state.name(of: me) + " · " + right }
        let gap = max(1, width - DisplayWidth.of(left) - DisplayWidth.of(right))
        let leftCut = DisplayWidth.truncate(left, to: width - DisplayWidth.of(right) - 1)
        return Row(leftCut + String(repeating: " ", count: gap + DisplayWidth.of(left) - DisplayWidth.of(leftCut)) + right, .inverse)
    }

    func playerRows(width: Int) -> [Row] {
        // Once some of the audience is only counted, all of it is (but me and the host), as on
        // the web: names for the known few and "+N" for the rest would read as two groups.
        let crowd = state.audienceCount > state.members.filter(\.audience).count
        let shown = crowd ? state.members.filter { !$0.audience || $0.id == state.me || $0.id == state.host } : state.members
        let counted = crowd ? max(0, state.audienceCount - shown.filter(\.audience).count) : 0
        var rows = [Row(" " + t(.players) + " (\(shown.count + counted))", .bold)]
        for m in shown {
            let mark = m.id == state.host ? "★" : m.audience ? "~" : "·"
            var row = Row(" \(mark) ", m.id == state.host ? .accent : .dim)
            if let emoji = m.emoji { row.add(emoji + " ", m.tint ?? .plain) }
            let score = m.audience ? "" : " \(m.score)"
            var note = m.id == state.me ? " (\(t(.you)))" : ""
            if !m.connected { note += " (\(t(.away)))" }
            let nameW = max(1, width - row.width - DisplayWidth.of(note) - DisplayWidth.of(score))
            row.add(DisplayWidth.truncate(m.name, to: nameW), m.connected ? (m.id == state.me ? .bold : .plain) : .dim)
            row.add(note, .dim)
            let used = row.width
            row.add(String(repeating: " ", count: max(0, width - used - DisplayWidth.of(score))) + score)
            rows.append(row)
        }
        // A large audience is a count, not a list (Protocol/PROTOCOL.md section 7.4).
        if counted > 0 { rows.append(Row(" ~ +\(counted) \(t(.audience))", .dim)) }
        rows.append(Row())
        rows.append(Row(" ★ \(t(.host))  ~ \(t(.audience))", .dim))
        return rows + staffRows(width: width)
    }

    func chatRows(width: Int, height: Int) -> [Row] {
        var lines: [Row] = []
        for entry in state.chat.suffix(height * 2) {
            switch entry.kind {
            case let .message(from):
                let prefix = DisplayWidth.truncate(from, to: 16) + ": "
                for (i, piece) in DisplayWidth.wrap(prefix + entry.text, to: width - 1).enumerated() {
                    if i == 0 && piece.hasPrefix(prefix) {
                        lines.append(Row(" ") + Row(prefix, .accent) + Row(String(piece.dropFirst(prefix.count))))
                    } else { lines.append(Row(" " + piece)) }
                }
            case .system:
                lines += DisplayWidth.wrap("» " + entry.text, to: width - 1).map { Row(" " + $0, .dim) }
            case .error:
                lines += DisplayWidth.wrap("! " + entry.text, to: width - 1).map { Row(" " + $0, .bad) }
            }
        }
        return Array(lines.suffix(height))
    }

    func keyHelp() -> String {
        var keys: String
        switch (state.pane, state.game) {
        case let (.game, running?): keys = running.screen.keyHelp(self)
        case (.dice, _): keys = t(.diceKeys)
        case (.wheel, _): keys = t(.wheelKeys)
        case (.coin, _): keys = t(.coinKeys)
        default: keys = ""
        }
        return keys.isEmpty ? t(.helpHint) : keys + " · " + t(.helpHint)
    }

    func paneRows(width: Int, height: Int) -> [Row] {
        switch state.pane {
        case .game:
            guard let game = state.game else { return lobbyRows(width: width) }
            guard let pause = state.pause else { return game.screen.rows(self, width: width, height: height) }
            // Paused: the game is drawn as it stood when its clock stopped, under a banner.
            var frozen = self
            frozen.now = pause.frozenAtMs
            return [pauseBanner(width: width)] + game.screen.rows(frozen, width: width, height: height - 1)
        case .dice: return diceRows(width: width, height: height)
        case .wheel: return wheelRows(width: width, height: height)
        case .coin: return coinRows(width: width, height: height)
        }
    }

    func lobbyRows(width: Int) -> [Row] {
        nightLobbyRows(width: width) + [titled(t(.lobbyTitle), width: width), Row(), Row(" " + t(.lobbyNoGame)), Row(),
         Row("   " + t(.lobbyStartGop), .accent), Row("   " + t(.lobbyStartWyr), .accent)]
            + GameScreens.all.compactMap { $0.startHint(state.language) }.map { Row("   " + $0, .accent) } + [Row()]
            + DisplayWidth.wrap(t(.lobbyRandom), to: width - 2).map { Row(" " + $0, .dim) }
    }

    /// Whole seconds left until the server deadline `deadline` (rounded up, never negative),
    /// on the server's clock as estimated by ``ClientState/serverClockOffsetMs``.
    func secondsLeft(_ deadline: Int64?) -> Int? {
        guard let deadline else { return nil }
        return Int(max(0, (deadline - (now + state.serverClockOffsetMs) + 999) / 1000))
    }
}
