import PartyCore

extension TextModeSession {
    /// Lines for `game.paused` and `game.resumed` (contract §9, "Timers and pauses"):
    /// `* Game paused: waiting for Bob to come back (40 s left).`, `* Game paused by the host (42 s left).`,
    /// `* Game resumed (42 s left).`; nil for any other event.
    func renderPauseEvent(_ type: String, _ v: TextFields) -> [String]? {
        switch type {
        case "game.paused":
            let left = v.int("remaining_ms").map { " (\(Self.seconds($0)) s left)" } ?? ""
            return ["* Game paused\(pauseCause(reason: v.string("reason"), waitingFor: v.string("waiting_for")))\(left)."]
        case "game.resumed":
            let left = v.int("ends_at_ms").map { " (\(Self.seconds(Int(Int64($0) - now()))) s left)" } ?? ""
            return ["* Game resumed\(left)."]
        default:
            return nil
        }
    }

    /// A paused game in a snapshot: ` (paused: waiting for Bob to come back, 40 s left)`, or nil
    /// when the game runs.
    func pausedNote(_ g: TextFields) -> String? {
        guard g.bool("paused") == true else { return nil }
        let cause = pauseCause(reason: g.string("pause_reason"), waitingFor: g.string("waiting_for"))
        let left = g.int("remaining_ms").map { ", \(Self.seconds($0)) s left" } ?? ""
        return " (paused\(cause)\(left); the host types resume to go on)"
    }

    /// `: waiting for Bob to come back` (a player away), ` by the host`, or `: REASON`.
    private func pauseCause(reason: String?, waitingFor: String?) -> String {
        if let waitingFor { return ": waiting for \(name(waitingFor)) to come back" }
        if reason == "host" || reason == nil { return " by the host" }
        return ": \(reason ?? "")"
    }

    /// Whole seconds, rounded up, never below 0.
    private static func seconds(_ ms: Int) -> Int { max(0, (ms + 999) / 1000) }
}
