import PartyCore
import PartyProtocol

/// The running game's clock (contract §9, "Timers and pauses"), for every game alike: its
/// deadline is the ``RoomTimer/game`` timer; pausing stops the game's clock (``GameClock``),
/// arms no timer and refuses the game's moves with `wrong_phase`; resuming moves the game's
/// deadlines by the time the clock stood. The clock is saved with the room, so a paused game
/// stays paused (with the same time left) over a restart, a crash and a cluster takeover.
extension RoomMachine {
    /// `game.pause`'s refusal to anyone but the host.
    static let pauseRefusal = "only the host can pause the game"
    /// `game.resume`'s refusal to anyone but the host.
    static let resumeRefusal = "only the host can resume the game"

    /// `game.pause` (host) → ok, once the paused room is saved; event `game.paused` {remaining_ms,
    /// reason: "host"}. A deadline already past has fired first (``Due/game``).
    /// - Throws: `not_host`; `wrong_phase` when no game runs or it is already paused.
    static func pauseGame(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                          _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        try state.requireHost(player, pauseRefusal)
        guard let game = state.game else { throw WireError(.wrongPhase, "no game is running") }
        let paused = try rule { () throws(RuleViolation) in try state.gameClock.hostPause(at: now, deadline: game.nextDeadline) }
        let write = state.nextWrite()
        return [.cancel(.game), .saveSnapshot(write), .reply(NoFields(), after: write), .emit(.everyone, paused)]
    }

    /// `game.resume` (host) → ok, once the running room is saved; event `game.resumed` {ends_at_ms}
    /// (now + the time that was left). Also ends a wait for a player who is still away: the game
    /// goes on without them.
    /// - Throws: `not_host`; `wrong_phase` when no game runs or it is not paused.
    static func resumeGame(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                           _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        try state.requireHost(player, resumeRefusal)
        guard let game = state.game else { throw WireError(.wrongPhase, "no game is running") }
        let (roster, away) = (state.roster, state.awaitingResume)
        let resumed = try rule { () throws(RuleViolation) in
            try state.gameClock.hostResume(at: now, deadline: game.nextDeadline, wait: game.awaited, roster: roster, presumedPresent: away)
        }
        state.game?.shiftDeadlines(by: resumed.shift)
        let write = state.nextWrite()
        return [.saveSnapshot(write), .reply(NoFields(), after: write), .emit(.everyone, resumed)] + gameTimer(state)
    }

    /// Pauses or resumes the game by itself: when the player it awaits (a Guess or Pass guesser)
    /// dropped, is back, or is gone for good. Each change is saved before it is announced.
    static func settled(_ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        var out: [RoomAction] = []
        for _ in 0..<2 {  // a wait that ends may give way to a new one at once
            let (roster, away) = (state.roster, state.awaitingResume)  // read before the clock is changed
            guard let game = state.game, let change = state.gameClock.settle(wait: game.awaited, roster: roster, presumedPresent: away,
                                                                             now: now, deadline: game.nextDeadline) else { break }
            let write = state.nextWrite()
            switch change {
            case let .paused(event):
                out += [.cancel(.game), .saveSnapshot(write), .emit(.everyone, event)]
            case let .resumed(event):
                state.game?.shiftDeadlines(by: event.shift)
                out += [.saveSnapshot(write), .emit(.everyone, event)] + gameTimer(state)
            }
        }
        return out
    }

    /// Arms the game's timer for its next deadline, or stops it (no game, no deadline, paused, or
    /// the room no longer live).
    static func gameTimer(_ state: RoomState) -> [RoomAction] {
        guard state.isLive, !state.gameClock.isPaused, let due = state.game?.nextDeadline else { return [.cancel(.game)] }
        return [.arm(.game, at: due)]
    }

    /// The game's timer fired: its deadline, when it has passed, advances the game; the timer is
    /// armed for the next.
    static func gameTimerFired(_ state: inout RoomState, now: UnixMillis, rng: inout SplitMix64) -> [RoomAction] {
        let due = gameDue(&state, now: now, rng: &rng)
        return due.isEmpty ? gameTimer(state) : due
    }

    /// Fires the game's deadline when it has passed (never while the game is paused): the game
    /// advances, may end, and its timer is armed for the next. Nothing when none is due.
    static func gameDue(_ state: inout RoomState, now: UnixMillis, rng: inout SplitMix64) -> [RoomAction] {
        guard !state.gameClock.isPaused, let game = state.game?.state, let due = game.nextDeadline, due <= now else { return [] }
        return advancing(game, &state, now: now, rng: &rng) + finishedIfOver(&state, reason: "completed")
            + settled(&state, now: now) + gameTimer(state)
    }

    private static func advancing<G: PartyGame>(_ game: G, _ state: inout RoomState, now: UnixMillis,
                                                rng: inout SplitMix64) -> [RoomAction] {
        var g = game
        let roster = state.gameRoster
        let events = g.advance(now: now, roster: roster, rng: &rng)
        state.game = ActiveGame(g)
        return published(G.self, &state, events)
    }

    /// The members changed (``RoomAction/rosterChanged``): the game hears it, the host-away timer
    /// is re-armed, and an owner who left takes their wheels.
    static func rosterChanged(_ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        rosterChangedNobodyLeft(&state, now: now) + dropAbsentWheels(&state)
    }

    /// The members changed and nobody left (a join, a drop, a resume): the game hears it and the
    /// host-away timer is re-armed (no owner can have left, so the wheels are not looked at).
    static func rosterChangedNobodyLeft(_ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        gameRosterChanged(&state, now: now) + hostAwayTimer(state)
    }

    /// Tells the game that membership changed. A wait that is over (the awaited player back or
    /// gone) resumes the game first, so the game sees the change on a running clock; a player
    /// the game awaits who just dropped pauses it after.
    static func gameRosterChanged(_ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        guard state.game != nil else { return [] }
        var out = settled(&state, now: now)
        if let game = state.game?.state { out += rosterTold(game, &state, now: now) }
        return out + finishedIfOver(&state, reason: "completed") + settled(&state, now: now) + gameTimer(state)
    }

    private static func rosterTold<G: PartyGame>(_ game: G, _ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        var g = game
        let (roster, time) = (state.gameRoster, state.gameNow(now))
        let events = g.rosterChanged(roster, now: time)
        state.game = ActiveGame(g)
        return published(G.self, &state, events)
    }
}
