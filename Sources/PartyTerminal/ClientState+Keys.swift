import PartyProtocol

extension ClientState {
    /// Applies one key press. Hot keys (vote, correct/pass, roll, lock, spin, flip, help) act
    /// only while the input line is empty; otherwise keys edit the line.
    public mutating func reduce(key: Keypress, now: Int64) -> [ClientEffect] {
        if key == .interrupt || key == .endOfInput { return [.quit] }
        if case .wheelForm? = overlay { return formKey(key) }
        if overlay != nil {
            if key == .escape || key == .char("?") || key == .enter { overlay = nil }
            return []
        }
        if input.isEmpty, let effects = hotKey(key) { return effects }
        switch key {
        case let .char(c): input.insert(c)
        case .backspace: input.backspace()
        case .delete: input.deleteForward()
        case .left: input.move(-1)
        case .right: input.move(1)
        case .home: input.home()
        case .end: input.end()
        case .up: input.previous()
        case .down: input.next()
        case .clearLine, .escape: input.clear()
        case .tab: return cyclePane()
        case .enter: return submitLine()
        default: break
        }
        return []
    }

    /// Moves to the next pane (game → dice → wheel → coin).
    mutating func cyclePane() -> [ClientEffect] {
        let all = Pane.allCases
        pane = all[((all.firstIndex(of: pane) ?? 0) + 1) % all.count]
        return pane == .wheel ? [.request("wheel.list", [:])] : []
    }

    private mutating func hotKey(_ key: Keypress) -> [ClientEffect]? {
        if key == .char("?") { overlay = .help; return [] }
        if key == .char("#"), joinURL != nil { overlay = .joinQR; return [] }
        switch (pane, game) {
        case (.game, var running?):
            guard let effects = running.screen.hotKey(key, client: self) else { return nil }
            game = running
            return effects
        case (.dice, _):
            if key == .enter { return [.send("dice.roll", [:])] }
            if case let .char(c) = key, let n = c.wholeNumberValue, n >= 1, n <= dice.faces.count {
                return [.send("dice.lock", ["index": .int(n - 1), "locked": .bool(!dice.faces[n - 1].locked)])]
            }
        case (.wheel, _):
            if key == .up { selectedWheel = max(0, selectedWheel - 1); return [] }
            if key == .down { selectedWheel = min(max(0, wheels.count - 1), selectedWheel + 1); return [] }
            if key == .enter, wheels.indices.contains(selectedWheel) {
                return [.send("wheel.spin", ["wheel_id": .string(wheels[selectedWheel].id)])]
            }
        case (.coin, _):
            if key == .enter { return [.send("coin.flip", [:])] }
        default:
            break
        }
        return nil
    }

    mutating func vote(_ choice: String) -> [ClientEffect] {
        guard var w = game?.as(WyrState.self) else { return [] }
        w.myVote = choice
        game = RunningGame(w)
        return [.send("wyr.vote", ["choice": .string(choice)])]
    }

    private mutating func submitLine() -> [ClientEffect] {
        let line = input.submit()
        if line.hasPrefix("/") { return command(line) }
        guard !line.allSatisfy({ $0 == " " }) else { return [] }
        if let effects = game?.screen.line(line, client: self) { return effects }
        // A request, not a fire-and-forget send: with review on, its `ok` says the line is held.
        return [.request("chat.send", ["text": .string(line)])]
    }

    private mutating func formKey(_ key: Keypress) -> [ClientEffect] {
        guard case var .wheelForm(form)? = overlay else { return [] }
        switch key {
        case .escape: overlay = nil; return []
        case .tab, .down, .up: form.focus = 1 - form.focus
        case let .char(c): form.focused.insert(c)
        case .backspace: form.focused.backspace()
        case .delete: form.focused.deleteForward()
        case .left: form.focused.move(-1)
        case .right: form.focused.move(1)
        case .home: form.focused.home()
        case .end: form.focused.end()
        case .clearLine: form.focused.clear()
        case .enter:
            if form.focus == 0 { form.focus = 1; break }
            if let params = form.validate(taken: wheelNames(except: form.editingID)) {
                overlay = .wheelForm(form)
                return [.request(form.editingID == nil ? "wheel.create" : "wheel.update", params)]
            }
        default: break
        }
        overlay = .wheelForm(form)
        return []
    }
}
