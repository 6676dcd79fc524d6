import PartyProtocol

extension ClientState {
    /// `game.paused` and `game.resumed`: the game pane stands still while paused; on resume the
    /// client asks for a snapshot, whose game carries the deadlines moved by the pause.
    mutating func reducePause(_ type: String, _ f: [String: JSONValue], now: Int64) -> [ClientEffect] {
        if type == "game.paused" {
            pause = GamePauseInfo(reason: f.text("reason") ?? "host", waitingFor: f.text("waiting_for"),
                                  remainingMs: f.int("remaining_ms"), frozenAtMs: now)
            append(ChatEntry(.system, pauseLine()))
            return []
        }
        pause = nil
        let left = f.int("ends_at_ms").map { Int(max(0, (Int64($0) - (now + serverClockOffsetMs) + 999) / 1000)) }
        append(ChatEntry(.system, left.map { p(.pauseResumedLeft, String($0)) } ?? p(.pauseResumed)))
        return [.request("room.snapshot", [:])]
    }

    /// The pause in a snapshot's `game` (`paused`, `remaining_ms`, `pause_reason`, `waiting_for`),
    /// or nil when the game runs. The game's clock stopped where its `ends_at_ms` stands, less the time left.
    func snapshotPause(_ g: JSONValue, now: Int64) -> GamePauseInfo? {
        guard g["paused"]?.bool == true else { return nil }
        let remaining = g["remaining_ms"]?.int
        var frozen = now
        if let remaining, let ends = g["ends_at_ms"]?.int { frozen = Int64(ends - remaining) - serverClockOffsetMs }
        return GamePauseInfo(reason: g["pause_reason"]?.text ?? "host", waitingFor: g["waiting_for"]?.text,
                             remainingMs: remaining, frozenAtMs: frozen)
    }

    /// `Paused: waiting for Bob to come back · 40 s left`, or `Paused by the host · 42 s left`.
    func pauseLine() -> String {
        guard let pause else { return "" }
        var line = pause.waitingFor.map { p(.pauseWaiting, name(of: $0)) } ?? p(.pauseByHost)
        if let left = pause.secondsLeft { line += " · " + p(.pauseLeft, String(left)) }
        return line
    }
}
