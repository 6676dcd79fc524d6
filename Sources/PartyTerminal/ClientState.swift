import PartyClient
import PartyProtocol

/// Everything the terminal client shows, changed only by its reducers: ``reduce(frame:now:)``
/// for what the server says, ``reduce(key:now:)`` for what the person types. Pure: I/O is
/// described by the returned ``ClientEffect`` values.
public struct ClientState: Sendable, Equatable {
    /// The interface language.
    public var language: Language
    /// The link to the server.
    public var connection: ConnectionStatus = .connecting
    /// The room code once seated.
    public var roomCode: String?
    /// The server's web client base URL from its welcome (see JoinLink.swift).
    public var webBase: String?
    /// This client's player id.
    public var me: String?
    /// The host's player id.
    public var host: String?
    /// How long the server keeps a dropped seat (`resume_grace_seconds`), when it said.
    public var graceSeconds: Int?
    /// Whether the room is locked.
    public var locked = false
    /// Members in join order: every player, the host and this client; the rest of the audience
    /// only while it is small (a large one is counted in ``audienceCount``, not listed).
    public var members: [MemberInfo] = []
    /// Audience members seated in the room, listed in ``members`` or not (the snapshot's
    /// `audience`, then `room.audience_changed` and the join and leave events).
    public var audienceCount = 0
    /// Chat and news, oldest first (at most ``chatLimit``).
    public var chat: [ChatEntry] = []
    /// Result lines waiting for their animation to end, in order.
    public var scheduled: [ScheduledEntry] = []
    /// Server clock minus local clock, in ms, estimated from frames that say when they were
    /// sent (a round's start); timers shown against server deadlines use it.
    public var serverClockOffsetMs: Int64 = 0
    /// The running Would You Rather game's `vote_seconds` (from `game.started`), for the clock estimate.
    var voteSecondsHint: Int?
    /// The running game.
    public var game: RunningGame?
    /// The running game's pause, while it is paused (ClientState+Pause.swift).
    public var pause: GamePauseInfo?
    /// The dice table.
    public var dice = DiceState()
    /// The room's wheels.
    public var wheels: [WheelInfo] = []
    /// The selected wheel in the wheel pane.
    public var selectedWheel = 0
    /// The last spin.
    public var spin: WheelSpinState?
    /// The last coin flip.
    public var coin: CoinState?
    /// The game night this room belongs to, if any (ClientState+Night.swift).
    public var night = NightState()
    /// Settings, moderators and the review queue (ClientState+Moderation.swift).
    public var moderation = ModerationState()
    /// The pane shown in the game area.
    public var pane: Pane = .game
    /// A window over the main area.
    public var overlay: Overlay?
    /// The input line.
    public var input = InputLine()
    /// Most chat lines kept.
    public static let chatLimit = 300

    /// A fresh state.
    public init(language: Language = .en) { self.language = language }

    /// The localised string for `key`.
    public func t(_ key: L10nKey, _ args: String...) -> String { Localization.text(key, language, args) }

    /// A member's display name (their id when unknown).
    public func name(of id: String?) -> String {
        guard let id else { return "?" }
        return members.first { $0.id == id }?.name ?? moderation.moderators.first { $0.id == id }?.name ?? id
    }

    /// Whether this client is the host.
    public var isHost: Bool { me != nil && me == host }

    /// Whether this client is the guesser of a running Guess or Pass round.
    public var isGuesser: Bool {
        if let g = game?.as(GopState.self), g.phase == .round, g.guesser == me { return true }
        return false
    }

    /// Whether this client is a guesser who does not see the word (secret mode): they type
    /// guesses; in classic mode the guesser sees the word and marks it correct like a clue-giver.
    public var isBlindGuesser: Bool {
        if isGuesser, let g = game?.as(GopState.self), g.card?.word == nil { return true }
        return false
    }

    /// Adds a chat line, dropping the oldest past the limit.
    public mutating func append(_ entry: ChatEntry) {
        chat.append(entry)
        if chat.count > Self.chatLimit { chat.removeFirst(chat.count - Self.chatLimit) }
    }

    /// Adds a result line to the chat once its animation (`animationMs` from `now`) is over;
    /// earlier results still waiting go first, so the chat keeps their order.
    mutating func announce(_ entry: ChatEntry, animationMs: Int64, now: Int64) {
        scheduled.append(ScheduledEntry(dueMs: now + max(0, animationMs), entry: entry))
        reduce(tick: now)
    }

    /// Moves due result lines into the chat (called by the app's timer); returns whether any moved.
    @discardableResult
    public mutating func reduce(tick now: Int64) -> Bool {
        guard let last = scheduled.lastIndex(where: { $0.dueMs <= now }) else { return false }
        for item in scheduled[...last] { append(item.entry) }
        scheduled.removeFirst(last + 1)
        return true
    }

    /// Adds a system line.
    mutating func system(_ key: L10nKey, _ args: String...) {
        append(ChatEntry(.system, Localization.text(key, language, args)))
    }

    /// Takes the seat from a `room.create`/`room.join`/`room.resume` reply.
    public mutating func enterRoom(_ reply: ServerFrame, now: Int64) {
        connection = .connected
        roomCode = reply.fields.text("room") ?? roomCode
        me = reply.fields.text("player_id") ?? me
        graceSeconds = reply.fields.int("resume_grace_seconds") ?? graceSeconds
        if reply.fields.text("role") == "moderator" { moderation.isModerator = true }
        if let snapshot = reply.fields["snapshot"] { apply(snapshot: snapshot, now: now) }
        mergeHistory(reply.fields.array("chat"))
        if let roomCode { moderation.isModerator ? system(.modYouModerate, roomCode) : system(.sysWelcome, roomCode) }
    }

    /// Replaces room, members, game and dice with a snapshot.
    mutating func apply(snapshot: JSONValue, now: Int64) {
        host = snapshot["host"]?.text
        locked = snapshot["locked"]?.bool ?? false
        members = (snapshot["members"]?.array ?? []).map(MemberInfo.init(snapshotMember:))
        audienceCount = snapshot["audience"]?.int ?? members.filter(\.audience).count
        game = nil
        pause = nil
        if let g = snapshot["game"], g.isObject {
            game = RunningGame(GameScreens.screen(snapshot: g))
            pause = snapshotPause(g, now: now)
        }
        if case let .object(n)? = snapshot["night"] { night.adopt(n) }
        moderation.adopt(snapshot: snapshot)
        if let d = snapshot["dice"], d.isObject {
            dice.mode = d["mode"]?.text ?? dice.mode
            dice.count = d["count"]?.int ?? dice.count
            dice.sides = d["sides"]?.int ?? dice.sides
            dice.turn = d["turn"]?.text
            if let faces = d["dice"]?.array, !faces.isEmpty {
                dice.faces = faces.map { .init(value: $0["value"]?.int ?? 0, locked: $0["locked"]?.bool ?? false, delayMs: 0, durationMs: 0) }
                dice.total = dice.faces.reduce(0) { $0 + $1.value }
            }
        }
    }
}

extension WyrState {
    mutating func setQuestion(_ q: JSONValue) {
        questionID = q["question_id"]?.text ?? ""
        a = q["a"]?.text ?? ""
        b = q["b"]?.text ?? ""
        category = q["category"]?.text
    }
}

extension WyrResultsInfo {
    init(_ r: JSONValue) {
        self.init(aVotes: r["a_votes"]?.int ?? 0, bVotes: r["b_votes"]?.int ?? 0,
                  aPct: r["a_pct"]?.double ?? 0, bPct: r["b_pct"]?.double ?? 0)
        audienceA = r["audience"]?["a_votes"]?.int ?? 0
        audienceB = r["audience"]?["b_votes"]?.int ?? 0
        allTimeA = r["all_time"]?["a_votes"]?.int ?? 0
        allTimeB = r["all_time"]?["b_votes"]?.int ?? 0
    }
}
