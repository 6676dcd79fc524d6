import PartyCore

extension ScreenRenderer {
    /// How long a spin animation lasts, in milliseconds.
    static let spinMillis: Int64 = 3000

    /// The option under the pointer at `now` during (or after) a spin: the wheel turns with an
    /// ease-out from 0 to `turns * 360 + angle_deg` and ends on the winning option.
    func spinPosition(_ spin: WheelSpinState) -> (index: Int, done: Bool) {
        let elapsed = Double(max(0, now - spin.receivedAtMs))
        let p = min(1, elapsed / Double(Self.spinMillis))
        guard p < 1, !spin.wheel.options.isEmpty else { return (spin.index, true) }
        let eased = 1 - (1 - p) * (1 - p) * (1 - p)
        let angle = eased * (Double(spin.turns) * 360 + spin.angleDeg)
        let wheel = Wheel(id: spin.wheel.id, name: spin.wheel.name,
                          options: spin.wheel.options.map { WheelOption(label: $0.label, weight: $0.weight) })
        return (WheelGeometry.segment(at: angle, wheel: wheel), false)
    }

    func wheelRows(width: Int, height: Int) -> [Row] {
        let listW = min(26, width / 2 - 1)
        let spinW = width - listW - 1
        var list: [Row] = [Row()]
        if state.wheels.isEmpty {
            list += DisplayWidth.wrap(t(.wheelNone), to: listW - 1).map { Row(" " + $0, .dim) }
        }
        for (i, wheel) in state.wheels.enumerated() {
            let selected = i == state.selectedWheel
            let label = (selected ? "▶ " : "  ") + wheel.name
            let count = " " + t(.wheelOptions, String(wheel.options.count))
            list.append(Row(DisplayWidth.truncate(label, to: listW - DisplayWidth.of(count) - 1), selected ? .inverse : .plain) + Row(count, .dim))
        }
        var spinRows: [Row] = [Row()]
        if let spin = state.spin {
            let (index, done) = spinPosition(spin)
            spinRows.append(Row(DisplayWidth.truncate(t(.wheelSpunBy, state.name(of: spin.player), spin.wheel.name), to: spinW), .bold))
            spinRows += optionRows(spin.wheel, pointer: index, done: done, width: spinW, visible: max(1, height - 4))
            if done { spinRows.append(Row(DisplayWidth.truncate(t(.wheelWinner, spin.label), to: spinW - 1), .good)) }
        } else if state.wheels.indices.contains(state.selectedWheel) {
            // Before any spin: the selected wheel's options and weights.
            let wheel = state.wheels[state.selectedWheel]
            spinRows.append(Row(DisplayWidth.truncate(wheel.name, to: spinW), .bold))
            spinRows += optionRows(wheel, pointer: nil, done: false, width: spinW, visible: max(1, height - 3))
        }
        var rows = [titled(t(.wheelTitle), width: width)]
        for i in 0..<max(list.count, spinRows.count) {
            let l = i < list.count ? list[i] : Row()
            let r = i < spinRows.count ? spinRows[i] : Row()
            rows.append(l.fitted(listW) + Row(" ") + r)
        }
        return rows
    }

    /// A window of `visible` options around the pointer (from the top without one), each with
    /// its weight (`×3`) when the wheel's weights are not all equal.
    func optionRows(_ wheel: WheelInfo, pointer: Int?, done: Bool, width: Int, visible: Int) -> [Row] {
        let options = wheel.options
        let weighted = Set(options.map(\.weight)).count > 1
        let first = pointer.map { max(0, min($0 - visible / 2, options.count - visible)) } ?? 0
        return (first..<min(options.count, first + visible)).map { i in
            let pointed = i == pointer
            let weight = weighted ? " ×\(options[i].weight)" : ""
            let label = DisplayWidth.truncate((pointed ? "▶ " : "  ") + options[i].label, to: width - 1 - DisplayWidth.of(weight))
            return Row(label, pointed ? (done ? .good : .inverse) : .plain) + Row(weight, .dim)
        }
    }
}
