import PartyProtocol

extension ClientState {
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
