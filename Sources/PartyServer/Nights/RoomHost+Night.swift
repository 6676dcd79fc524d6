import Dispatch
import PartyCore
import PartyProtocol
import PartyStore

extension RoomHost {
    // Requests about the room's game night, from its members (rows in `RequestTable+Nights.swift`;
    // see `Protocol/PROTOCOL.md`, "Game nights"). In a room that is not a night each gets
    // `not_found`; the host's read their parameters, then check the host, then that the night is open.

    /// `night.scoreboard` → ok {standings}: any member.
    func nightScoreboard(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let current = try currentNight()
        reply(session, request, NightScoreboardEvent(standings: current.night.tally.standings))
    }

    /// `night.end` (host): stops a running game, computes and stores the recap, tells everyone.
    func nightEnd(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try openNightForHost(request, player)
        endNight(request, from: session)
    }

    /// `playlist.next` (host): starts the next queued game as a `game.start` with its options would.
    func playlistNext(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try openNightForHost(request, player)
        try startNextItem(request, from: session, player: player)
    }

    /// `playlist.auto` {enabled} (host): turns auto-advance on or off.
    func playlistAuto(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        _ = try currentNight()
        let enabled = try request.params.bool("enabled")
        var current = try openNightForHost(request, player)
        current.night.playlist.autoAdvance = enabled
        night = current
        if !enabled { night?.cancelBreak() } else if current.night.tally.gamesPlayed > 0 { armBreak() }
        playlistChanged(request, from: session, payload: NoFields())
    }

    /// `playlist.add` {game, ...options} (host) → ok {item_id}: queued once its game accepts the options.
    func playlistAdd(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        _ = try currentNight()
        let kind = try request.params.choice("game", games.ids)
        let options = try GameOptionSet.from(request.params.fields)
        var current = try openNightForHost(request, player)
        let setup = GameSetup(roster: gameRoster, now: now, language: content.language, library: context.config.content,
                              customWords: content.customWords)
        try rule { () throws(RuleViolation) in try games.validate(game: kind, options: options, setup: setup) }
        let item = try rule { () throws(RuleViolation) in try current.night.playlist.add(game: kind, options: options) }
        night = current
        playlistChanged(request, from: session, payload: Fields(["item_id": item.itemID]))
    }

    /// `playlist.remove` {item_id} (host).
    func playlistRemove(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        _ = try currentNight()
        let id = try request.params.string("item_id")
        var current = try openNightForHost(request, player)
        try rule { () throws(RuleViolation) in try current.night.playlist.remove(id) }
        night = current
        if current.night.playlist.items.isEmpty { night?.cancelBreak() }
        playlistChanged(request, from: session, payload: NoFields())
    }

    /// `playlist.move` {item_id, index} (host).
    func playlistMove(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        _ = try currentNight()
        let id = try request.params.string("item_id")
        let index = try request.params.int("index", in: 0...Int.max)
        var current = try openNightForHost(request, player)
        try rule { () throws(RuleViolation) in try current.night.playlist.move(id, to: index) }
        night = current
        playlistChanged(request, from: session, payload: NoFields())
    }

    /// The room's night; `not_found` in a room that is not one.
    private func currentNight() throws(WireError) -> NightRoom {
        guard let current = night else { throw WireError(.notFound, "room \(code) is not a game night") }
        return current
    }

    /// The room's night for a host's request (parameters already read): `not_found` in a room
    /// that is not a night, `not_host` (its row's refusal) for anyone but the host, `wrong_phase`
    /// once the night has ended.
    @discardableResult
    private func openNightForHost(_ request: Request, _ player: PlayerID) throws(WireError) -> NightRoom {
        let current = try currentNight()
        try requireHost(request, player)
        guard current.night.state == .open else { throw WireError(.wrongPhase, "night \(code) is over") }
        return current
    }

    /// Saves the night, replies once it is committed, and sends `playlist.changed`.
    private func playlistChanged(_ request: Request, from session: Session, payload: some Encodable & Sendable) {
        let write = saveNight(durably: true)
        reply(session, request, payload, after: write)
        announcePlaylist()
    }

    /// Sends `playlist.changed` to everyone (screens included).
    func announcePlaylist() {
        guard let current = night else { return }
        emit([Addressed(.everyone, PlaylistView(current.night.playlist, nextAtMs: current.nextAtMs))])
    }

    /// Starts the next queued item, replies once the night is saved, and sends `playlist.changed`.
    private func startNextItem(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        if let game { throw WireError(.wrongPhase, "\(game.name) is running; send game.stop first") }
        let item = try startNext(from: session, player: player)
        let write = saveNight(durably: true)
        reply(session, request, Fields(["item_id": item.itemID, "game": item.game]), after: write)
        announcePlaylist()
    }

    /// Takes the next item and starts it as `player` (the host); puts it back when the game refuses to start.
    @discardableResult
    private func startNext(from session: Session, player: PlayerID) throws(WireError) -> PlaylistItem {
        guard var current = night else { throw WireError(.notFound, "room \(code) is not a game night") }
        current.cancelBreak()
        let previous = current.night.playlist.current
        let item = try rule { () throws(RuleViolation) in try current.night.playlist.advance() }
        night = current
        do {
            try startGame(Request(type: "game.start", params: item.options.startParams(game: item.game)), from: session, player: player)
        } catch {
            night?.night.playlist.undoAdvance(item, previous: previous)
            throw error
        }
        return item
    }

    /// Arms the break before the next item when auto-advance is on, nothing runs and something is queued.
    func armBreak() {
        guard var current = night, current.night.state == .open, current.night.playlist.autoAdvance,
              game == nil, current.night.playlist.upNext != nil, current.breakTimer == nil else { return }
        let delayMs = context.config.playlistBreakSeconds * 1000
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(delayMs), leeway: .milliseconds(10))
        timer.setEventHandler { [weak self] in self?.inTurn { $0.autoAdvance() } }
        timer.resume()
        current.breakTimer = timer
        current.nextAtMs = now + Int64(delayMs)
        night = current
    }

    /// The break is over: the host (or, when the host is away, the room on their behalf) starts the next item.
    private func autoAdvance() {
        night?.cancelBreak()
        guard !frozen, !closed, game == nil, let host = room.host, let session = links[host] ?? links.values.first else { return }
        do throws(WireError) {
            try startNext(from: session, player: host)
        } catch {
            context.logger.info("playlist auto-advance could not start the next game",
                                metadata: ["room.code": "\(code)", "error": "\(error.message)"])
        }
        saveNight(durably: false)
        announcePlaylist()
    }

    /// Ends the night: stops a running game, computes and stores the recap, tells everyone
    /// (`night.ended` carries the recap), then closes the room as the host was promised:
    /// `room.closed` {reason: "night_ended"} to every member and screen, who are let go.
    private func endNight(_ request: Request, from session: Session) {
        if game != nil { stopGame(reason: "night_ended") }
        guard let recap = finishNight() else { return }
        let write = saveNight(durably: true)
        reply(session, request, Fields(["night": code, "recap": recap]), after: write)
        emit([Addressed(.everyone, NightEndedEvent(night: code, recap: recap))])
        // Closed once everything before it has left (the reply and `night.ended` wait for the
        // night's write): until then the room takes no new game (``RoomMachine/startGame(_:_:_:_:_:)`` reads ``RoomState/night``).
        outbox.run { [self] in close(reason: .nightEnded, message: "The night is over: the recap is at /n/\(code)/recap") }
    }

    /// Ends the night now (recap computed); nil when the room has no open night.
    private func finishNight() -> NightRecap? {
        guard var current = night, current.night.state == .open else { return nil }
        current.cancelBreak()
        let recap = current.night.end(at: now)
        night = current
        context.nights.ended(code)
        return recap
    }

    /// Writes the night to the store; `durably` holds what the room sends next until it is
    /// committed (returns the barrier for a reply), otherwise the write rides along.
    @discardableResult
    func saveNight(durably: Bool) -> Int? {
        guard let current = night else { return nil }
        let write = NightCodec.save(current.night)
        if durably { return durable([write]) }
        store.write([write]) { _ in }
        return nil
    }
}
