import PartyCore
import PartyProtocol

/// Everything a room knows, as a value: its roster and roles, settings, chat, moderation, the
/// running game and its clock, the randomizers and the content it plays with. ``RoomMachine``'s
/// handlers change it and return the ``RoomAction``s that carry the change out; ``RoomHost``
/// holds one and runs those actions. Nothing here knows a connection, a queue, a timer or the
/// store: a room's rules are tested by building a state and feeding it requests.
struct RoomState {
    /// The room's code.
    let code: String
    /// The server's settings the rules read.
    let rules: RoomRules
    /// Members, roles, the host and the lock.
    var room: Room {
        didSet { rosterCache = nil }  // no oldValue: the room is still changed in place
    }
    /// ``Room/roster`` as of the room's last change (see ``roster``).
    private var rosterCache: Roster?
    /// The room's safety and pacing settings (contract §9, ``RoomSettings``).
    var settings = RoomSettings()
    /// Recent chat lines for `chat.history` and resumes.
    var chatLog = ChatLog()
    /// Moderators, bans, the review queue and the seats' device keys, saved with the room.
    var moderation = RoomModeration()
    /// The room's content language and custom Guess or Pass words.
    var content = RoomContent()
    /// The shared dice table.
    var dice = DiceTable()
    /// Provably fair seeds and nonces for randomizer results.
    var fair = RoomFairness()
    /// Wheels of the members present (see ``RoomWheels``), loaded from the store as they arrive.
    var wheels = RoomWheels()
    /// The running game, if any.
    var game: ActiveGame?
    /// Whether the running game's clock runs or stands still (`game.pause`, a guesser away).
    var gameClock = GameClock()
    /// What games remember between games, by game id (``PartyGame/Memory``).
    var gameMemory: [String: any Sendable] = [:]
    /// Where the room's game night stands (nil: the room is not a night's). The night itself is
    /// the night service's (``RoomHost/night``); the machine reads this to refuse a game once
    /// the night is over and to report what counts for an open night's tally (``RoomAction/night(_:)``).
    var night: NightState?
    /// Games started in this room so far (a held clue belongs to one game's round).
    var gamesStarted = 0
    /// Members restored after a restart who have not resumed yet.
    var awaitingResume: Set<PlayerID> = []
    /// Profile key of every seat this room has had (ids are never reused in a room), so a
    /// result can still be stored for someone who just left.
    var profileKeys: [PlayerID: String] = [:]
    /// The address each seat's connection came from (members and moderators), for a ban by
    /// address; known from the seat's latest join or resume on this server, never saved.
    var addresses: [String: String] = [:]
    /// Audience changes waiting for the next `room.audience_changed` (see ``AudienceDigest``).
    var audienceDigest = AudienceDigest()
    /// The snapshot's member list, encoded once per member (see ``MemberListCache``).
    var memberList = MemberListCache()
    /// The screens watching the room, by screen id (`s1`, ...): not members, never saved.
    var screens: Set<String> = []
    /// Screens ever added, for the next screen id.
    var screensAdded = 0
    /// When the room opened (kept over restarts and takeovers), for the operator console.
    var createdAt: UnixMillis
    /// When a member last sent the room a request, for the operator console.
    var lastActivity: UnixMillis
    /// Closed for good: nothing changes it any more.
    var closed = false
    /// Saved for a shutdown or a hand-over: nothing changes it any more.
    var frozen = false
    /// Writes asked for so far (names each ``RoomAction/saveSnapshot(_:)``).
    private(set) var writesAsked = 0

    /// A new, empty room `code` opened at `now`.
    init(code: String, rules: RoomRules, limits: RoomLimits, now: UnixMillis) {
        self.code = code
        self.rules = rules
        self.room = Room(code: code, limits: limits)
        self.createdAt = now
        self.lastActivity = now
    }

    /// Whether the room still changes: neither closed nor frozen.
    var isLive: Bool { !closed && !frozen }

    /// The room's members as the rules see them (``Room/roster``), built once per change of the
    /// room and kept until the next: a vote or a roll in a room of 10,000 reads it instead of
    /// copying 10,000 entries.
    var roster: Roster {
        mutating get {
            if let rosterCache { return rosterCache }
            let built = room.roster
            rosterCache = built
            return built
        }
    }

    /// The time the running game lives in: `now`, or the moment it was paused.
    func gameNow(_ now: UnixMillis) -> UnixMillis { gameClock.time(at: now) }

    /// A name for the next write, which replies that wait for it name too.
    mutating func nextWrite() -> RoomWriteID {
        writesAsked += 1
        return RoomWriteID(writesAsked)
    }
}
