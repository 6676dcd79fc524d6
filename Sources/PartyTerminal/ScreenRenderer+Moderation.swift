/// The host's and the moderators' part of the side column: the moderators, and the review
/// queue with the commands that decide each item.
extension ScreenRenderer {
    func staffRows(width: Int) -> [Row] {
        guard state.isStaff else { return [] }
        let mod = state.moderation
        var rows: [Row] = []
        if !mod.moderators.isEmpty {
            rows += [Row(), Row(" " + Localization.text(.modModeratorsTitle, state.language), .bold)]
            for m in mod.moderators {
                let note = m.id == state.me ? " (\(t(.you)))" : m.connected ? "" : " (\(t(.away)))"
                rows.append(Row(" ◆ ", .accent) + Row(DisplayWidth.truncate(m.name + note, to: max(1, width - 3)), m.connected ? .plain : .dim))
            }
        }
        guard state.moderation.isModerator || !mod.pending.isEmpty || state.settingsReview else { return rows }
        rows += [Row(), Row(" " + Localization.text(.modReviewTitle, state.language, [String(mod.pending.count)]), .bold)]
        for item in mod.pending {
            let line = "\(item.id) \(item.name): \(item.text)"
            rows += DisplayWidth.wrap(line, to: max(1, width - 2)).prefix(2).map { Row(" " + $0, item.kind == "chat" ? .plain : .accent) }
        }
        return rows
    }
}

extension ClientState {
    /// Whether the room's `review` setting is on.
    var settingsReview: Bool { moderation.settings["review"]?.bool ?? false }
}
