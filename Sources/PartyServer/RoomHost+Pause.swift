import PartyCore
import PartyProtocol

/// Pausing the running game (contract §9, "Timers and pauses"), for every game alike: the room
/// stops the game's clock (``GameClock``), arms no timer, refuses the game's moves with
/// `wrong_phase` and passes the game the moment it stopped; resuming moves the game's deadlines
/// by the time the clock stood. The clock is saved with the room, so a paused game stays paused
/// (with the same time left) over a restart, a crash and a cluster takeover.
extension RoomHost {
    /// The time the running game lives in: now, or the moment it was paused.
    var gameNow: UnixMillis { gameClock.time(at: now) }

    /// `game.pause` (host) → ok, once the paused room is saved; event `game.paused` {remaining_ms,
    /// reason: "host"}. A deadline already past fires first.
    /// - Throws: `not_host`; `wrong_phase` when no game runs or it is already paused.
    func pauseGame(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try requireHost(request, player)
        advanceGame()
        guard let game else { throw WireError(.wrongPhase, "no game is running") }
        let paused = try rule { () throws(RuleViolation) in try gameClock.hostPause(at: now, deadline: game.nextDeadline) }
        scheduleGameTimer()  // cancels the running timer: none is armed while paused
        reply(session, request, after: durableSnapshot())
        emit([Addressed(.everyone, paused)])
    }

    /// `game.resume` (host) → ok, once the running room is saved; event `game.resumed` {ends_at_ms}
    /// (now + the time that was left). Also ends a wait for a player who is still away: the game
    /// goes on without them.
    /// - Throws: `not_host`; `wrong_phase` when no game runs or it is not paused.
    func resumeGame(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try requireHost(request, player)
        guard let game else { throw WireError(.wrongPhase, "no game is running") }
        let (roster, away) = (roster, awaitingResume)
        let resumed = try rule { () throws(RuleViolation) in
            try gameClock.hostResume(at: now, deadline: game.nextDeadline, wait: game.awaited, roster: roster, presumedPresent: away)
        }
        self.game?.shiftDeadlines(by: resumed.shift)
        reply(session, request, after: durableSnapshot())
        emit([Addressed(.everyone, resumed)])
        scheduleGameTimer()
    }

    /// Pauses or resumes the game by itself: when the player it awaits (a Guess or Pass guesser)
    /// dropped, is back, or is gone for good. Each change is saved before it is announced.
    func settlePause() {
        for _ in 0..<2 {  // a wait that ends may give way to a new one at once
            let (roster, away, now) = (self.roster, awaitingResume, self.now)  // read before the clock is changed
            guard let game, let change = gameClock.settle(wait: game.awaited, roster: roster, presumedPresent: away,
                                                          now: now, deadline: game.nextDeadline) else { return }
            switch change {
            case let .paused(event):
                scheduleGameTimer()
                _ = durableSnapshot()
                emit([Addressed(.everyone, event)])
            case let .resumed(event):
                self.game?.shiftDeadlines(by: event.shift)
                _ = durableSnapshot()
                emit([Addressed(.everyone, event)])
                scheduleGameTimer()
            }
        }
    }
}
