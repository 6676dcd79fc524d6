import PartyCore
import PartyProtocol

/// Starting, stopping and playing games, for every registered game alike: a game's own request
/// reaches ``RoomMachine/playGameAction(_:_:_:_:_:)``, which decodes its action through the
/// game's wire declaration (``PartyGame/action(from:params:)``) and runs it through the
/// ``PartyGame`` seam; the running game lives in ``RoomState/game``, its deadline is the
/// ``RoomTimer/game`` timer (`RoomMachine+GameClock.swift`).
extension RequestTable {
    /// Starting, stopping and pausing games; each game's own requests are declared in its folder
    /// (`<Game>+Wire.swift`, routed by `RequestTable+Games.swift`).
    static let gameRows: [RequestRoute] = [
        .machine("game.start", senders: .host(RoomMachine.startRefusal), RoomMachine.startGame),
        .machine("game.stop", senders: .host(RoomMachine.stopRefusal), RoomMachine.stopGame),
        .machine("game.pause", senders: .host(RoomMachine.pauseRefusal), due: [.game], RoomMachine.pauseGame),
        .machine("game.resume", senders: .host(RoomMachine.resumeRefusal), RoomMachine.resumeGame),
    ]
}

extension RequestRoute {
    /// One of a running game's own requests (its wire's actions): the machine hands it to the
    /// game that declares it, which answers `wrong_phase` when no such game is running. The
    /// game's deadline and the review queue's expiries fire first (a clue may be held).
    static func gameAction(_ type: String) -> RequestRoute {
        .machine(type, due: [.game, .review], RoomMachine.playGameAction)
    }
}

extension RoomMachine {
    /// `game.start`'s refusal to anyone but the host.
    static let startRefusal = "only the host can start a game"
    /// `game.stop`'s refusal to anyone but the host.
    static let stopRefusal = "only the host can stop the game"

    /// `game.start` {game, family_safe?, ...the game's options} (host) → ok, then `game.started`
    /// {game, options, by} and the game's first events. `game` and `family_safe`, then the game's
    /// own parameters are read first, then the host check, then the rules (`wrong_phase` while a
    /// game runs or once the room's night is over). The game's timers start multiplied by the
    /// room's `timer_scale` (``PartyGame/timerOptions``), so `game.started` lists them as they run.
    static func startGame(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                          _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let games = state.rules.games
        let kind = try request.params.choice("game", games.ids)
        let familySafe = try request.params.optionalBool("family_safe") ?? false
        guard let type = games.game(id: kind) else { throw WireError(.badRequest, "game: unknown") }
        return try start(type, &state, request, by: player, familySafe: familySafe, now: now, rng: &rng)
    }

    private static func start<G: PartyGame>(_ type: G.Type, _ state: inout RoomState, _ request: Request, by player: PlayerID,
                                            familySafe: Bool, now: UnixMillis, rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let setup = state.gameSetup(now: now, familySafe: familySafe)
        let asked = try rule { () throws(RuleViolation) in try G.options(from: GameParamsView(request.params), setup: setup) }
        try state.requireHost(player, startRefusal)
        if state.night == .ended { throw WireError(.wrongPhase, "night \(state.code) is over; no new game starts in its room") }
        if let game = state.game { throw WireError(.wrongPhase, "\(game.name) is running; send game.stop first") }
        let options = G.scalingTimers(asked, by: state.settings)
        let memory = state.gameMemory[G.id] as? G.Memory ?? G.emptyMemory
        let (game, events) = try rule { () throws(RuleViolation) in try G.begin(options: options, memory: memory, setup: setup, rng: &rng) }
        state.game = ActiveGame(game)
        state.gamesStarted += 1
        state.gameClock = GameClock()
        let started = GameLifecycle(game: G.id, by: player, options: game.announcedOptions, started: true)
        return [.reply(NoFields(), after: nil)] + [.emit(.everyone, started)] + published(G.self, &state, events) + settled(&state, now: now)
    }

    /// `game.stop` (host) → ok, then the game's last events and `game.stopped` {game, reason:
    /// "stopped", totals}. `wrong_phase` when no game runs.
    static func stopGame(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                         _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        try state.requireHost(player, stopRefusal)
        guard state.game != nil else { throw WireError(.wrongPhase, "no game is running") }
        return [.reply(NoFields(), after: nil)] + stopped(&state, reason: "stopped", now: now)
    }

    /// Ends the running game with its results (`game.stop`, the room closing, the night ending).
    static func stopped(_ state: inout RoomState, reason: String, now: UnixMillis) -> [RoomAction] {
        guard let game = state.game?.state else { return [] }
        return stopping(game, &state, now: now) + finishedIfOver(&state, reason: reason, force: true)
    }

    private static func stopping<G: PartyGame>(_ game: G, _ state: inout RoomState, now: UnixMillis) -> [RoomAction] {
        var g = game
        let (time, roster) = (state.gameNow(now), state.gameRoster)
        let events = g.stop(now: time, roster: roster)
        state.game = ActiveGame(g)
        return published(G.self, &state, events)
    }

    /// One of a registered game's own request types: the game that declares it answers.
    static func playGameAction(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                               _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        guard let type = state.rules.games.game(handling: request.type) else {
            throw WireError(.unknownType, "unknown request type '\(request.type)'")
        }
        return try play(type, &state, request, by: player, approved: false, now: now, rng: &rng)
    }

    /// One of a game's own requests, as `player` sent it now (or, `approved`, as the staff let a
    /// held one through): its action is decoded first (`bad_request`), then the pause (a paused
    /// game takes no move: `wrong_phase`), then the game's rules, with its written text through
    /// the room's word filter. A request the game holds for review (``PartyGame/reviewedActions``)
    /// from a member who needs review is checked by a dry run of the same rules and held.
    static func play<G: PartyGame>(_ type: G.Type, _ state: inout RoomState, _ request: Request, by player: PlayerID,
                                   approved: Bool, now: UnixMillis, rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let action = try rule { () throws(RuleViolation) in try G.action(from: request.type, params: GameParamsView(request.params)) }
        guard var game = state.game?.state(as: G.self) else { throw WireError(.wrongPhase, "no \(G.displayName) game is running") }
        let written = writtenText(of: G.self, request)
        if state.gameClock.isPaused { throw WireError(.wrongPhase, "the game is paused; it goes on when the host resumes it") }
        if let written { try state.checkText(written.text, field: written.field) }
        let roster = state.gameRoster
        if !approved, G.reviewedActions.contains(request.type), state.needsReview(player), let written {
            var probe = game, probeRNG = rng  // the same rules now, nothing kept
            _ = try rule { () throws(RuleViolation) in try probe.apply(action, by: player, roster: roster, now: now, rng: &probeRNG) }
            let cleaned = try rule { () throws(RuleViolation) in try TextSanitizer.validated(written.text, field: written.field, limit: .chat) }
            return try hold(&state, .clue(text: cleaned), from: player, moment: state.reviewMoment, now: now)
        }
        let events = try rule { () throws(RuleViolation) in try game.apply(action, by: player, roster: roster, now: now, rng: &rng) }
        state.game = ActiveGame(game)
        return [.reply(NoFields(), after: nil)] + published(G.self, &state, events)
            + finishedIfOver(&state, reason: "completed") + settled(&state, now: now)
    }

    /// The text a person wrote into a game action (``PartyGame/writtenText``), with its field.
    private static func writtenText<G: PartyGame>(of type: G.Type, _ request: Request) -> (field: String, text: String)? {
        guard let field = G.writtenText[request.type], case let .string(text)? = request.params.fields[field] else { return nil }
        return (field, text)
    }

    /// The running game, when it is over (or `force`d to end): what it remembers is kept for the
    /// room's next games, its timer stops, and `game.stopped` {game, reason, totals} goes out
    /// (an open night hears it: ``reportingToNight(_:_:)``).
    static func finishedIfOver(_ state: inout RoomState, reason: String, force: Bool = false) -> [RoomAction] {
        guard let current = state.game, current.isOver || force else { return [] }
        let ended: any PartyGame = current.state
        keepMemory(of: ended, &state)
        state.game = nil
        state.gameClock = GameClock()
        let totals = state.room.members.filter { $0.role == .player }.map { RoomTotal(playerID: $0.id, score: $0.score) }
        return [.cancel(.game)] + [.emit(.everyone, GameLifecycle(game: current.name, reason: reason, started: false, totals: totals))]
    }

    /// Takes back what the game remembers for the room's next games.
    private static func keepMemory<G: PartyGame>(of game: G, _ state: inout RoomState) {
        let memory: any Sendable = game.memory
        if !(memory is GameNoMemory) { state.gameMemory[G.id] = memory }
    }
}

extension RoomState {
    /// What a game starting now is given: the roster as games see it, the room's language and
    /// custom words, the server's content, and the players' stored best scores.
    mutating func gameSetup(now: UnixMillis, familySafe: Bool = false) -> GameSetup {
        let players = room.members.filter { $0.role == .player }
        let read = rules.storedBestScores
        return GameSetup(roster: gameRoster, now: now, language: content.language, familySafe: familySafe, library: rules.content,
                         customWords: content.customWords, bestScores: { category, mode in
                             let byKey = read(players.map(\.profileKey), category, mode)
                             var result: [PlayerID: Int] = [:]
                             for member in players { if let best = byKey[member.profileKey] { result[member.id] = best } }
                             return result
                         })
    }
}
