import Dispatch
import PartyCore
import PartyProtocol
import PartyStore
import PartyTransport

extension RoomHost {
    /// The games this server offers.
    var games: GameRegistry { context.config.games }

    /// The roster as the games see it (``RoomState/gameRoster``).
    var gameRoster: Roster {
        dispatchPrecondition(condition: .onQueue(queue))
        return state.gameRoster
    }

    /// `game.stop` (host): ends the running game with its results.
    func stopGame(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try requireHost(request, player)
        guard game != nil else { throw WireError(.wrongPhase, "no game is running") }
        reply(session, request)
        stopGame(reason: "stopped")
    }

    /// One of a registered game's own request types (``RequestRoute/gameAction(_:)``).
    func playGameAction(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        guard let type = games.game(handling: request.type) else {
            throw WireError(.unknownType, "unknown request type '\(request.type)'")
        }
        try play(type, request, from: session, player: player)
    }

    /// `game.start`: `game` and `family_safe`, then the game's own parameters are read first,
    /// then the host check, then the game's own rules. The game's timers start multiplied by the
    /// room's `timer_scale` (``PartyGame/timerOptions``), so `game.started` lists them as they run.
    func startGame(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let kind = try request.params.choice("game", games.ids)
        let familySafe = try request.params.optionalBool("family_safe") ?? false
        guard let type = games.game(id: kind) else { throw WireError(.badRequest, "game: unknown") }
        try start(type, request, from: session, player: player, familySafe: familySafe)
    }

    private func start<G: PartyGame>(_ type: G.Type, _ request: Request, from session: Session, player: PlayerID,
                                     familySafe: Bool) throws(WireError) {
        let setup = GameSetup(roster: gameRoster, now: now, language: content.language, familySafe: familySafe,
                              library: context.config.content, customWords: content.customWords,
                              bestScores: { [self] category, mode in bestScores(category, mode: mode) })
        let asked = try rule { () throws(RuleViolation) in try G.options(from: GameParamsView(request.params), setup: setup) }
        try requireHost(request, player)
        try requireNightNotOver()
        if let game { throw WireError(.wrongPhase, "\(game.name) is running; send game.stop first") }
        let options = G.scalingTimers(asked, by: settings)
        let memory = gameMemory[G.id] as? G.Memory ?? G.emptyMemory
        let (g, events) = try rule { () throws(RuleViolation) in try G.begin(options: options, memory: memory, setup: setup, rng: &rng) }
        game = ActiveGame(g)
        gamesStarted += 1
        gameClock = GameClock()
        reply(session, request)
        emit([Addressed(.everyone, GameLifecycle(game: G.id, by: player, options: g.announcedOptions, started: true))])
        publish(events)
        settlePause()
        scheduleGameTimer()
    }

    /// A held game action (an approved clue) played now as `player` sent it, answering the
    /// approval `answer` instead of the original request.
    func playReviewed(_ action: Request, by player: PlayerID, answering answer: Request, from session: Session) throws(WireError) {
        guard let type = games.game(handling: action.type) else {
            throw WireError(.unknownType, "unknown request type '\(action.type)'")
        }
        try play(type, action, from: session, player: player, answering: answer)
    }

    /// One of a game's own requests: parameters first, then due timers, then the pause (a paused
    /// game takes no move: `wrong_phase`), then the game's rules (with its written text through
    /// the room's word filter). `answering` is the request the
    /// reply goes to (the request itself, or the approval of a held one); a request the game
    /// holds for review (``PartyGame/reviewedActions``) is checked by a dry run and held.
    private func play<G: PartyGame>(_ type: G.Type, _ request: Request, from session: Session, player: PlayerID,
                                    answering: Request? = nil) throws(WireError) {
        let action = try rule { () throws(RuleViolation) in try G.action(from: request.type, params: GameParamsView(request.params)) }
        advanceGame()  // a deadline that has passed fires first; the request sees the game as it is now
        guard var g = game?.state(as: G.self) else { throw WireError(.wrongPhase, "no \(G.displayName) game is running") }
        let written = writtenText(of: G.self, request)
        if gameClock.isPaused { throw WireError(.wrongPhase, "the game is paused; it goes on when the host resumes it") }
        if let written { try checkText(written.text, field: written.field) }
        let roster = gameRoster
        if answering == nil, G.reviewedActions.contains(request.type), needsReview(player), let written {
            var probe = g, probeRNG = rng  // the same rules now, nothing kept
            _ = try rule { () throws(RuleViolation) in try probe.apply(action, by: player, roster: roster, now: now, rng: &probeRNG) }
            let cleaned = try rule { () throws(RuleViolation) in try TextSanitizer.validated(written.text, field: written.field, limit: .chat) }
            try hold(.clue(text: cleaned), from: player, moment: reviewMoment(), answering: request, from: session)
            return
        }
        let events = try rule { () throws(RuleViolation) in try g.apply(action, by: player, roster: roster, now: now, rng: &rng) }
        game = ActiveGame(g)
        reply(session, answering ?? request)
        publish(events)
        finishGameIfOver(reason: "completed", force: false)
        settlePause()
    }

    /// The text a person wrote into a game action (``PartyGame/writtenText``), with its field.
    private func writtenText<G: PartyGame>(of type: G.Type, _ request: Request) -> (field: String, text: String)? {
        guard let field = G.writtenText[request.type], case let .string(text)? = request.params.fields[field] else { return nil }
        return (field, text)
    }

    /// Previous best scores of the room's players for a category and mode, by player id.
    private func bestScores(_ category: String, mode: String) -> [PlayerID: Int] {
        let members = room.members.filter { $0.role == .player }
        let byKey = (try? store.bestScores(profileKeys: members.map(\.profileKey), category: category, mode: mode)) ?? [:]
        var result: [PlayerID: Int] = [:]
        for m in members { if let best = byKey[m.profileKey] { result[m.id] = best } }
        return result
    }

    /// Host's game.stop, or the room emptying: end the game with results.
    func stopGame(reason: String) {
        guard let state = game?.state else { return }
        update(state, .stop)
        finishGameIfOver(reason: reason, force: true)
    }

    /// Fires every game timer that is due (none while the game is paused).
    func advanceGame() {
        let t = now
        guard !gameClock.isPaused, let state = game?.state, let due = state.nextDeadline, due <= t else { return }
        update(state, .advance(t))
        finishGameIfOver(reason: "completed", force: false)
        settlePause()
    }

    /// Tells the game that membership changed. A wait that is over (the awaited player back or
    /// gone) resumes the game first, so the game sees the change on a running clock; a player
    /// the game awaits who just dropped pauses it after.
    func gameRosterChanged() {
        guard game != nil else { return }
        settlePause()
        if let state = game?.state { update(state, .rosterChanged) }
        finishGameIfOver(reason: "completed", force: false)
        settlePause()
        scheduleGameTimer()
    }

    /// Plays `turn` on the running game `current`, keeps the result and publishes its events.
    private func update<G: PartyGame>(_ current: G, _ turn: GameTurn) {
        var g = current
        let events = switch turn {
        case .stop: g.stop(now: gameNow, roster: gameRoster)
        case let .advance(t): g.advance(now: t, roster: gameRoster, rng: &rng)
        case .rosterChanged: g.rosterChanged(gameRoster, now: gameNow)
        }
        game = ActiveGame(g)
        publish(events)
    }

    private func finishGameIfOver(reason: String, force: Bool) {
        guard let current = game, current.isOver || force else { return }
        let state = current.state
        keepMemory(of: state)
        game = nil
        gameClock = GameClock()
        gameTimer?.cancel()
        gameTimer = nil
        let totals = room.members.filter { $0.role == .player }.map { RoomTotal(playerID: $0.id, score: $0.score) }
        emit([Addressed(.everyone, GameLifecycle(game: current.name, reason: reason, started: false, totals: totals))])
    }

    /// Takes back what the game remembers for the room's next games.
    private func keepMemory<G: PartyGame>(of g: G) {
        if !(g.memory is GameNoMemory) { gameMemory[G.id] = g.memory }
    }

    /// The running game as `member` may see it (JSON `null` when none runs).
    func gameView(for member: PlayerID) -> any Encodable & Sendable {
        guard let state = game?.state else { return NullValue() }
        return view(of: state, for: member)
    }

    /// The running game as a screen may see it (JSON `null` when none runs).
    func screenGameView() -> any Encodable & Sendable {
        guard let state = game?.state else { return NullValue() }
        return view(of: state, for: nil)
    }

    /// `member`'s view, or a screen's when nil; while paused, as it stood when paused, with the
    /// pause's fields added (``PausedGameView``).
    private func view<G: PartyGame>(of g: G, for member: PlayerID?) -> any Encodable & Sendable {
        let t = gameNow
        let raw = member.map { g.view(for: $0, now: t) } ?? g.screenView(now: t)
        let view: any Encodable & Sendable = if let backed = raw as? any RecordBacked & Encodable { completedFromStore(backed) } else { raw }
        guard let pause = gameClock.pause else { return view }
        return PausedGameView(view: view, pause: pause, deadline: g.nextDeadline)
    }

    /// Arms the game timer for the game's next deadline (none while the game is paused).
    func scheduleGameTimer() {
        gameTimer?.cancel()
        gameTimer = nil
        guard !gameClock.isPaused, let due = game?.nextDeadline else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(Int(max(0, due - now))), leeway: .milliseconds(1))
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            self.inTurn { _ in
                self.advanceGame()
                self.scheduleGameTimer()
            }
        }
        timer.resume()
        gameTimer = timer
    }

    /// Sends a game's events (through the store: those backed by a server hook, then those
    /// backed by the game's records), then re-arms the game timer.
    func publish<E: NamedEvent>(_ events: [Addressed<E>]) {
        addRoomPoints(events)
        if night != nil { nightGameNotes(events) }
        for item in events {
            if let backed = item.event as? any StoreBackedEvent {
                backed.deliver(to: item.audience, in: self)
            } else if let recorded = item.event as? any RecordBacked & NamedEvent {
                deliverThroughStore(recorded, to: item.audience)
            } else {
                emit([item])
            }
        }
        scheduleGameTimer()
    }
}

/// What the room asks of a running game besides its members' actions.
private enum GameTurn {
    /// `game.stop` or the room closing.
    case stop
    /// Timers due at the given time.
    case advance(UnixMillis)
    /// Membership or connections changed.
    case rosterChanged
}

extension RoomHost {
    /// The points the running game's events are worth (``PartyGame/nightNotes(for:)``'s
    /// `points`, the same a night counts) go to the members' room totals (the snapshot's `score`).
    func addRoomPoints<E: NamedEvent>(_ events: [Addressed<E>]) {
        guard let state = game?.state else { return }
        addPoints(events, of: state)
    }

    private func addPoints<G: PartyGame, E: NamedEvent>(_ events: [Addressed<E>], of game: G) {
        for item in events {
            guard let event = item.event as? G.Event else { continue }
            for case let .points(player, count) in G.nightNotes(for: event) { room.addScore(count, to: player) }
        }
    }
}

