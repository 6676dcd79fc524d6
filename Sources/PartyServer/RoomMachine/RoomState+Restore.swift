import PartyCore

extension RoomState {
    /// A saved room brought back at `now`: every seat (member and moderator) is disconnected and
    /// waits for a resume through its grace, counting from `now`; restored members count as
    /// present for the game until they resume or their grace ends (``awaitingResume``). The
    /// game's deadlines keep the time they had left when the server was last known alive
    /// (`aliveAt`: a graceful stop, or the last heartbeat before a crash), so they move by the
    /// downtime; a paused game's pause moves with them (it stays paused, with the time left it had).
    init(restoring saved: SavedRoom, rules: RoomRules, limits: RoomLimits, aliveAt: UnixMillis, now: UnixMillis) {
        self.init(code: saved.code, rules: rules, limits: limits, now: now)
        let shift = max(0, now - max(saved.savedAt, aliveAt))
        room = saved.room
        for member in saved.room.members { profileKeys[member.id] = member.profileKey }
        room.markAllDisconnected(at: now)
        awaitingResume = Set(saved.room.members.map(\.id))
        gameMemory = saved.gameMemory.memories
        content = saved.content ?? RoomContent()
        dice = saved.dice
        fair = RoomFairness(saved.fair)
        settings = saved.settings ?? RoomSettings()
        moderation = saved.moderation ?? RoomModeration()
        moderation.moderators.markAllDisconnected(at: now)
        gamesStarted = saved.gamesStarted ?? 0
        createdAt = saved.createdAt ?? now
        game = saved.game
        game?.shiftDeadlines(by: shift)
        gameClock = saved.game == nil ? GameClock() : saved.gameClock ?? GameClock()
        gameClock.shift(by: shift)
    }
}
