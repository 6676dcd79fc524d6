import Dispatch
import PartyCore
import PartyFair

/// Everything needed to bring a room back after a restart (graceful, or after a crash from the
/// snapshots that ride the store's group commits). Stored as JSON in the
/// store's room snapshots. Contains the room's secret server seed: never sent to clients.
/// What games remember between games rides along, each game's under its own key
/// (``SavedGameMemory``).
struct SavedRoom: Codable {
    var code: String
    var room: Room
    var seq: Int
    var game: ActiveGame?
    /// What each game remembers from one game to the next, by game id.
    var gameMemory: SavedGameMemory
    /// The room's language and custom words (absent in rooms saved before content packs).
    var content: RoomContent?
    var dice: DiceTable
    var fair: FairState
    /// The room's settings (absent in rooms saved before room settings: the defaults).
    var settings: RoomSettings?
    /// Moderators, bans, the review queue and device keys (absent in rooms saved before
    /// moderation: none).
    var moderation: RoomModeration?
    /// Games started in the room so far (absent before moderation: 0).
    var gamesStarted: Int?
    /// The running game's clock when it is paused (absent while it runs, and in rooms saved
    /// before pauses: a running clock).
    var gameClock: GameClock?
    var savedAt: UnixMillis
    /// When the room opened (absent in rooms saved before the operator console: the restore time).
    var createdAt: UnixMillis?

    private enum CodingKeys: String, CodingKey {
        case code, room, seq, game, content, dice, fair, settings, moderation, gamesStarted, gameClock, savedAt, createdAt
    }

    init(code: String, room: Room, seq: Int, game: ActiveGame?, gameMemory: SavedGameMemory, content: RoomContent?,
         dice: DiceTable, fair: FairState, settings: RoomSettings?, moderation: RoomModeration? = nil, gamesStarted: Int? = nil,
         gameClock: GameClock? = nil, savedAt: UnixMillis) {
        (self.code, self.room, self.seq, self.game, self.gameMemory) = (code, room, seq, game, gameMemory)
        (self.content, self.dice, self.fair, self.settings, self.savedAt) = (content, dice, fair, settings, savedAt)
        (self.moderation, self.gamesStarted, self.gameClock) = (moderation, gamesStarted, gameClock)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(room, forKey: .room)
        try c.encode(seq, forKey: .seq)
        try c.encodeIfPresent(game, forKey: .game)
        try c.encodeIfPresent(content, forKey: .content)
        try c.encode(dice, forKey: .dice)
        try c.encode(fair, forKey: .fair)
        try c.encodeIfPresent(settings, forKey: .settings)
        try c.encodeIfPresent(moderation, forKey: .moderation)
        try c.encodeIfPresent(gamesStarted, forKey: .gamesStarted)
        try c.encodeIfPresent(gameClock, forKey: .gameClock)
        try c.encode(savedAt, forKey: .savedAt)
        try c.encodeIfPresent(createdAt, forKey: .createdAt)
        try gameMemory.encode(to: encoder)  // inline, beside the fields above
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        code = try c.decode(String.self, forKey: .code)
        room = try c.decode(Room.self, forKey: .room)
        seq = try c.decode(Int.self, forKey: .seq)
        game = try c.decodeIfPresent(ActiveGame.self, forKey: .game)
        content = try c.decodeIfPresent(RoomContent.self, forKey: .content)
        dice = try c.decode(DiceTable.self, forKey: .dice)
        fair = try c.decode(FairState.self, forKey: .fair)
        settings = try c.decodeIfPresent(RoomSettings.self, forKey: .settings)
        moderation = try c.decodeIfPresent(RoomModeration.self, forKey: .moderation)
        gamesStarted = try c.decodeIfPresent(Int.self, forKey: .gamesStarted)
        gameClock = try c.decodeIfPresent(GameClock.self, forKey: .gameClock)
        savedAt = try c.decode(UnixMillis.self, forKey: .savedAt)
        createdAt = try c.decodeIfPresent(UnixMillis.self, forKey: .createdAt)
        gameMemory = try SavedGameMemory(from: decoder)
    }
}

extension RoomHost {
    /// Freezes the room (no timers, no roster reactions) and returns it as it stands, with dice
    /// settled (a restored table is never mid-roll). Used at shutdown, before clients are dropped,
    /// so that their departure cannot end a vote or a round.
    func freezeAndSave() -> SavedRoom {
        dispatchPrecondition(condition: .onQueue(queue))
        let saved = savedState()
        nightFreezing()
        frozen = true
        timers.removeValue(forKey: .game)?.cancel()
        timers.removeValue(forKey: .review)?.cancel()
        return saved
    }

    /// Brings a saved room back (``RoomState/init(restoring:rules:limits:aliveAt:now:)``: every
    /// seat waits for a resume, the game's timers keep the time they had left) and arms its timers. The seats'
    /// graces start with ``startGraces()``, once the room is served.
    static func restore(_ saved: SavedRoom, aliveAt: UnixMillis, context: ServerContext, seed: UInt64) -> RoomHost {
        let host = RoomHost(code: saved.code, context: context, seed: seed)
        host.state = RoomState(restoring: saved, rules: RoomHost.rules(context), limits: context.config.roomLimits, aliveAt: aliveAt,
                               now: context.clock.now())
        host.seq = saved.seq
        host.queue.async {
            // Every seat's wheels, resumed or not: `wheel.list` lists the wheels of every member
            // (Protocol 12.2), and a restored seat is a member before its player resumes.
            for member in saved.room.members { host.loadWheels(owner: member.profileKey) }
            host.countSeats()
            host.run(RoomMachine.gameTimer(host.state))
            host.scheduleReviewExpiry()
            host.restoreNight()
        }
        return host
    }

    /// Starts a restored room's resume graces now, with the timers that follow from them (the
    /// seats' expiry, the away host's hand-over). Called once this server serves the room: at
    /// start-up after its listeners accept (``GameServer/start()``), at once after a takeover.
    /// Until then no seat is given up, so a slow start (a loaded machine, a slow disk) never
    /// spends a member's grace before they could resume, nor closes a room that exists (issue 34).
    func startGraces() {
        room.restartGraces(at: now)
        moderation.moderators.restartGraces(at: now)
        scheduleExpiry()
        scheduleHostAway()
    }
}
