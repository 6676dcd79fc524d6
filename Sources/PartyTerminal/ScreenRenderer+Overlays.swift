extension ScreenRenderer {
    /// The overlay's rows for the main area and, for the form, where the cursor goes.
    func overlayRows(_ overlay: Overlay, width: Int, height: Int) -> ([Row], (row: Int, column: Int)?) {
        switch overlay {
        case .help:
            return (helpRows(width: width), nil)
        case let .history(items):
            var rows = [titled(t(.wyrHistoryTitle), width: width), Row()]
            if items.isEmpty { rows.append(Row(" " + t(.wyrHistoryEmpty), .dim)) }
            for item in items.prefix(height - 4) {
                let counts = " A \(item.aVotes) · B \(item.bVotes)  "
                let text = DisplayWidth.truncate(item.a + " / " + item.b, to: width - DisplayWidth.of(counts) - 1)
                rows.append(Row(counts, .accent) + Row(text))
            }
            rows.append(Row())
            rows.append(Row(" " + t(.helpClose), .dim))
            return (rows, nil)
        case let .wheelForm(form):
            return formRows(form, width: width)
        case .joinQR:
            return (joinQRRows(width: width, height: height), nil)
        case .night:
            return (nightRows(width: width, height: height), nil)
        }
    }

    func helpRows(width: Int) -> [Row] {
        let (title, text): (String, String) = switch (state.pane, state.game) {
        case let (.game, running?): running.screen.help(self)
        case (.game, nil): (t(.lobbyTitle), t(.helpLobby))
        case (.dice, _): (t(.diceTitle), t(.helpDice))
        case (.wheel, _): (t(.wheelTitle), t(.helpWheel))
        case (.coin, _): (t(.coinTitle), t(.helpCoin))
        }
        var rows = [titled(t(.helpTitle, title), width: width), Row()]
        for line in text.split(separator: "\n") {
            rows += DisplayWidth.wrap(String(line), to: width - 2).map { Row(" " + $0, .accent) }
        }
        rows.append(Row())
        for line in t(.helpCommon).split(separator: "\n") {
            rows += DisplayWidth.wrap(String(line), to: width - 2).map { Row(" " + $0) }
        }
        if state.game != nil { rows += DisplayWidth.wrap(p(.pauseHelp), to: width - 2).map { Row(" " + $0) } }
        rows += nightHelpRows(width: width)
        rows += DisplayWidth.wrap(Localization.text(.modHelp, state.language), to: width - 2).map { Row(" " + $0) }
        rows.append(Row())
        rows.append(Row(" " + t(.helpClose), .dim))
        return rows
    }

    func formRows(_ form: WheelForm, width: Int) -> ([Row], (row: Int, column: Int)?) {
        var rows = [titled(t(form.editingID == nil ? .formNewWheel : .formEditWheel), width: width), Row()]
        var cursor: (row: Int, column: Int)?
        for (i, (label, field)) in [(t(.formName), form.name), (t(.formOptions), form.options)].enumerated() {
            rows.append(Row(" " + label, form.focus == i ? .bold : .dim))
            let (visible, column) = field.visible(columns: width - 5)
            if form.focus == i { cursor = (rows.count, 3 + column) }
            rows.append(Row(" " + (form.focus == i ? "▶" : " ") + " ", .accent) + Row(DisplayWidth.pad(visible, to: width - 5), .inverse))
            rows.append(Row())
        }
        for message in form.messages {
            rows += DisplayWidth.wrap("! " + Localization.text(message.key, state.language, message.args), to: width - 2).map { Row(" " + $0, .bad) }
        }
        if let error = form.serverError {
            rows += DisplayWidth.wrap("! " + t(.sysError, error), to: width - 2).map { Row(" " + $0, .bad) }
        }
        rows.append(Row())
        rows.append(Row(" " + t(.formHint), .dim))
        return (rows, cursor)
    }
}

extension ScreenRenderer {
    /// The paused game's banner: why and the time left, and for the host how to go on (when it fits).
    func pauseBanner(width: Int) -> Row {
        var row = Row(" " + state.pauseLine(), .accent)
        let hint = "  " + p(.pauseHint)
        if state.isHost, row.width + DisplayWidth.of(hint) <= width { row.add(hint, .dim) }
        return row.fitted(width)
    }
}
