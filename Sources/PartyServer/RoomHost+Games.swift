import Dispatch
import PartyCore
import PartyProtocol
import PartyTransport
import PartyStore

extension RoomHost {
    /// Requests that drive the games.
    static let gameRequestTypes: Set<String> = [
        "game.start", "game.stop", "gop.correct", "gop.pass", "gop.guess",
        "wyr.vote", "wyr.add", "wyr.history", "wyr.reset",
    ]

    /// The roster as the games see it. After a restart a restored member counts as present
    /// (connected) until they resume or their resume grace ends, so the first player back cannot
    /// close a vote the others have not seen, nor does a restart leave a game without guessers.
    var gameRoster: Roster {
        guard !awaitingResume.isEmpty else { return room.roster }
        return room.roster.map { entry in
            var entry = entry
            if awaitingResume.contains(entry.id) { entry.connected = true }
            return entry
        }
    }

    func handleGame(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let p = request.params
        switch request.type {
        case "game.start": try startGame(request, from: session, player: player)
        case "game.stop":
            guard room.host == player else { throw WireError(.notHost, "only the host can stop the game") }
            guard game != nil else { throw WireError(.wrongPhase, "no game is running") }
            reply(session, request)
            stopGame(reason: "stopped")
        case "gop.correct", "gop.pass", "gop.guess":
            let action: GuessOrPassAction = switch request.type {
            case "gop.correct": .correct(index: try p.int("index", in: 0...Int.max))
            case "gop.pass": .pass(index: try p.int("index", in: 0...Int.max))
            default: .guess(text: try p.string("text"))
            }
            advanceGame()  // a deadline that has passed fires first; the request sees the game as it is now
            guard case var .guessOrPass(g)? = game else { throw WireError(.wrongPhase, "no Guess or Pass game is running") }
            let events = try rule { () throws(RuleViolation) in try g.apply(action, by: player, roster: gameRoster, now: now, rng: &rng) }
            game = .guessOrPass(g)
            reply(session, request)
            publish(events)
        case "wyr.vote":
            let choice: WyrChoice = try p.choice("choice", ["a", "b"]) == "a" ? .a : .b
            advanceGame()
            guard case var .wouldYouRather(g)? = game else { throw WireError(.wrongPhase, "no Would You Rather game is running") }
            let events = try rule { () throws(RuleViolation) in try g.apply(.vote(choice: choice), by: player, roster: gameRoster, now: now, rng: &rng) }
            game = .wouldYouRather(g)
            reply(session, request)
            publish(events)
        case "wyr.add": try addQuestion(request, from: session, player: player)
        case "wyr.history": try wyrHistory(request, from: session)
        case "wyr.reset":
            // Anything but `true` is refused with the explanation of what would be deleted.
            let confirm = p.fields["confirm"] == .bool(true)
            try rule { () throws(RuleViolation) in try WyrRoomRecord.validateReset(confirm: confirm) }
            guard room.host == player else { throw WireError(.notHost, "only the host can reset Would You Rather statistics") }
            if case var .wouldYouRather(g)? = game {
                g.record.reset()
                game = .wouldYouRather(g)
            } else {
                wyrRecord.reset()
            }
            reply(session, request)
            emit([Addressed(.everyone, WyrResetEvent(by: player))])
        default:
            throw WireError(.unknownType, "unknown request type '\(request.type)'")
        }
    }

    /// `game.start`: parameters are read first, then the host check, then the game's own rules.
    private func startGame(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let p = request.params
        let kind = try p.choice("game", ["guess_or_pass", "would_you_rather"])
        let familySafe = try p.optionalBool("family_safe") ?? false
        let any = Int.min...Int.max
        var gopOptions: GuessOrPassOptions?
        var wyrOptions: WyrOptions?
        if kind == "guess_or_pass" {
            let category = try p.optionalChoice("category", GuessOrPassCategory.allCases.map(\.rawValue))
                .flatMap(GuessOrPassCategory.init(rawValue:)) ?? .mixed
            gopOptions = GuessOrPassOptions(
                category: category,
                roundSeconds: try p.optionalInt("round_seconds", in: any) ?? 60,
                countdownSeconds: try p.optionalInt("countdown_seconds", in: any) ?? 5,
                breakSeconds: try p.optionalInt("break_seconds", in: any) ?? 5,
                guesser: try p.optionalString("guesser"), language: content.language, familySafe: familySafe)
        } else {
            let names = try p.optionalArray("categories")?.map { value throws(WireError) -> String in
                guard case let .string(s) = value else { throw .badRequest("categories", "must be an array of category names") }
                return s
            }
            wyrOptions = WyrOptions(categories: names,
                                    voteSeconds: try p.optionalInt("vote_seconds", in: any) ?? 20,
                                    resultsSeconds: try p.optionalInt("results_seconds", in: any) ?? 3,
                                    language: content.language, familySafe: familySafe)
        }
        guard room.host == player else { throw WireError(.notHost, "only the host can start a game") }
        if let game { throw WireError(.wrongPhase, "\(game.name) is running; send game.stop first") }
        let roster = gameRoster
        if let options = gopOptions {
            let (g, events) = try rule { () throws(RuleViolation) in
                try GuessOrPass.start(options: options, roster: roster, now: now, bestScores: bestScores(options.category),
                                      words: gopWords(for: options), rng: &rng)
            }
            game = .guessOrPass(g)
            reply(session, request)
            emit([Addressed(.everyone, GameLifecycle(game: kind, by: player, options: g.options, started: true))])
            publish(events)
        } else if let options = wyrOptions {
            let (g, events) = try rule { () throws(RuleViolation) in
                try WouldYouRather.start(options: options, record: wyrRecord, roster: roster, now: now,
                                         library: context.config.content, rng: &rng)
            }
            game = .wouldYouRather(g)
            reply(session, request)
            let chosen = (try? options.validated()) ?? WyrCategory.allCases
            var effective = options
            effective.categories = chosen.map(\.rawValue)
            emit([Addressed(.everyone, GameLifecycle(game: kind, by: player, options: effective, started: true))])
            publish(events)
        }
        scheduleGameTimer()
    }

    private func addQuestion(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let p = request.params
        let a = try p.string("a"), b = try p.string("b")
        let category = try p.optionalString("category").map { name throws(WireError) in
            try rule { () throws(RuleViolation) in try WyrCategory.parse(name, field: "category") }
        }
        if case var .wouldYouRather(g)? = game {
            let events = try rule { () throws(RuleViolation) in
                try g.apply(.add(a: a, b: b, category: category), by: player, roster: gameRoster, now: now, rng: &rng)
            }
            game = .wouldYouRather(g)
            reply(session, request, Fields(["question_id": g.record.lastAddedID]))
            publish(events)
        } else {
            let roster = gameRoster
            let q = try rule { () throws(RuleViolation) in try wyrRecord.addCustom(a: a, b: b, category: category, by: player, roster: roster) }
            reply(session, request, Fields(["question_id": q.id]))
            emit([Addressed(.everyone, WyrEvent.questionAdded(WyrQuestionAdded(
                questionID: q.id, playerID: player, category: category, queued: wyrRecord.customDeck.count)))])
        }
    }

    /// The record of the running Would You Rather game, or the room's between games.
    var currentWyrRecord: WyrRoomRecord {
        if case let .wouldYouRather(g)? = game { return g.record }
        return wyrRecord
    }

    /// Previous best scores of the room's players for a category, by player id.
    private func bestScores(_ category: GuessOrPassCategory) -> [PlayerID: Int] {
        let members = room.members.filter { $0.role == .player }
        let byKey = (try? store.bestScores(profileKeys: members.map(\.profileKey), category: category.rawValue)) ?? [:]
        var result: [PlayerID: Int] = [:]
        for m in members { if let best = byKey[m.profileKey] { result[m.id] = best } }
        return result
    }

    /// Host's game.stop, or the room emptying: end the game with results.
    func stopGame(reason: String) {
        guard let current = game else { return }
        switch current {
        case var .guessOrPass(g):
            let events = g.stop(now: now, roster: gameRoster)
            game = .guessOrPass(g)
            publish(events)
        case var .wouldYouRather(g):
            let events = g.stop(now: now, roster: gameRoster)
            game = .wouldYouRather(g)
            publish(events)
        }
        finishGameIfOver(reason: reason, force: true)
    }

    /// Fires every game timer that is due.
    func advanceGame() {
        let t = now
        switch game {
        case var .guessOrPass(g)?:
            guard let due = g.nextDeadline, due <= t else { return }
            let events = g.advance(now: t, roster: gameRoster, rng: &rng)
            game = .guessOrPass(g)
            publish(events)
        case var .wouldYouRather(g)?:
            guard let due = g.nextDeadline, due <= t else { return }
            let events = g.advance(now: t, roster: gameRoster, rng: &rng)
            game = .wouldYouRather(g)
            publish(events)
        case nil:
            return
        }
        finishGameIfOver(reason: "completed", force: false)
    }

    /// Tells the game that membership changed.
    func gameRosterChanged() {
        switch game {
        case var .guessOrPass(g)?:
            let events = g.rosterChanged(gameRoster, now: now)
            game = .guessOrPass(g)
            publish(events)
        case var .wouldYouRather(g)?:
            let events = g.rosterChanged(gameRoster, now: now)
            game = .wouldYouRather(g)
            publish(events)
        case nil:
            return
        }
        finishGameIfOver(reason: "completed", force: false)
        scheduleGameTimer()
    }

    private func finishGameIfOver(reason: String, force: Bool) {
        guard let current = game, current.isOver || force else { return }
        if case let .wouldYouRather(g) = current { wyrRecord = g.record }
        game = nil
        gameTimer?.cancel()
        gameTimer = nil
        emit([Addressed(.everyone, GameLifecycle(game: current.name, reason: reason, started: false))])
    }

    /// Arms the game timer for the game's next deadline.
    func scheduleGameTimer() {
        gameTimer?.cancel()
        gameTimer = nil
        guard let due = game?.nextDeadline else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(Int(max(0, due - now))), leeway: .milliseconds(1))
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            FlushBatch.run {
                self.advanceGame()
                self.scheduleGameTimer()
            }
        }
        timer.resume()
        gameTimer = timer
    }

    /// Sends Guess or Pass events, persisting finished rounds before announcing them.
    func publish(_ events: [Addressed<GuessOrPassEvent>]) {
        for item in events {
            if case let .roundEnded(summary) = item.event {
                let round = summary.finished
                room.addScore(round.score, to: round.guesser)
                if let key = room.member(round.guesser)?.profileKey ?? profileKeys[round.guesser] {
                    durable([.finishedRound(profileKey: key, category: round.category.rawValue, score: round.score, at: round.at)])
                }
            }
            emit([item])
        }
        scheduleGameTimer()
    }

    /// Sends Would You Rather events; results carry all-time tallies, committed first.
    func publish(_ events: [Addressed<WyrEvent>]) {
        for item in events {
            guard case let .results(results) = item.event else { emit([item]); continue }
            let add = results.allTimeContribution
            let id = results.question.id
            if add.total > 0 { durable([.wyrVotes(questionID: id, aDelta: add.aVotes, bDelta: add.bVotes)]) }
            outbox.run { [self] in
                // Read after the commit so the tally includes this round and every room's before it.
                // A custom question is asked once, in this room only: its every vote is this round's.
                let total = results.question.isCustom ? results.players + results.audience
                    : ((try? store.wyrAllTime(questionIDs: [id]))?[id].map(WyrTally.init) ?? add)
                send(Addressed(item.audience, item.event.withAllTime(total)))
            }
        }
        scheduleGameTimer()
    }
}

extension WyrTally {
    /// A tally from the store's totals.
    init(_ totals: WyrTotals) { self.init(aVotes: totals.aVotes, bVotes: totals.bVotes) }
}

/// `wyr.reset` {by}: the host cleared the room's Would You Rather statistics.
struct WyrResetEvent: WireEvent {
    var by: PlayerID
    var wireType: String { "wyr.reset" }
}
