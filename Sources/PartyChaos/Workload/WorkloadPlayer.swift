import PartyClient
import PartyCore
import PartyProtocol

/// One player of a workload room: it chats, votes on every Would You Rather question, resolves
/// the Guess or Pass cards it sees, makes and deletes wheels, answers RSVPs for the room's night
/// and now and then moves to another server; the host also adds custom words, changes the
/// room's settings, bans guests it lets in for that (and lifts some of the bans again) and
/// starts and stops the games. Every write carries what it is about
/// (`question_id`, `round`: fields the server ignores) so the history says what it was for.
struct WorkloadPlayer {
    let seat: WorkloadSeat
    /// The room's index in the run and this seat's index in its room (0: the host).
    let roomIndex: Int
    let index: Int
    /// The room's night (RSVPs), when it has one.
    let night: String?
    var tally = WorkloadTally()

    private var due: [Action: ContinuousClock.Instant] = [:]
    private var written = 0
    private var wheels: [String] = []
    private var nextGame = "would_you_rather"
    /// Guess or Pass games started: each takes the next category in turn, so two games' rounds
    /// with the same guesser and number are told apart (the checker groups a round's ends by category).
    private var gopGames = 0
    private var settingsTurn = 0
    /// The host's bans not lifted yet, oldest first.
    private var bans: [String] = []
    /// A seat resolves at most one card every 1.5 s, so a 10 s round scores a handful, not a deck.
    private var nextCardAt = ContinuousClock.now

    private enum Action: CaseIterable { case chat, wheel, rsvp, word, settings, ban, game, move }

    init(seat: WorkloadSeat, roomIndex: Int, index: Int, night: String?) {
        (self.seat, self.roomIndex, self.index, self.night) = (seat, roomIndex, index, night)
        let now = ContinuousClock.now
        for action in Action.allCases { due[action] = now + .milliseconds(Int(seat.random.next() % 3000)) }
        due[.game] = now
        if let every = seat.plan.moveEvery { due[.move] = now + jitter(every) }
    }

    var isHost: Bool { index == 0 }

    /// Plays until `stop` says so, then makes sure the seat is back (for the final reads).
    mutating func play(until stop: @Sendable () -> Bool) async {
        while !stop() {
            guard await ensureSeated() else { return }
            if await answerTheGame() { continue }
            if let action = dueAction() {
                await perform(action)
            } else {
                try? await Task.sleep(for: seat.plan.pace)
            }
        }
        _ = await ensureSeated()
    }

    /// Reseats when the connection was lost; false when the seat is gone for good.
    private mutating func ensureSeated() async -> Bool {
        if let gone = seat.view.now.gone {
            tally.seatsLost.append("\(seat.process): \(gone)")
            return false
        }
        if seat.connected { return true }
        seat.drop("lost", seat.client?.closedReason ?? seat.view.now.told ?? "no connection")
        if let why = await seat.reseat() {
            tally.seatsLost.append("\(seat.process): \(why)")
            return false
        }
        return true
    }

    /// Votes on the open question or resolves a card this seat sees; true when it did.
    private mutating func answerTheGame() async -> Bool {
        let view = seat.view.now
        if let question = view.question {
            seat.view.voted(question.id)
            record("wyr.vote", await seat.send("wyr.vote", ["choice": .string(index % 2 == 0 ? "a" : "b"),
                                                            "question_id": .string(question.id), "round": .int(question.round)]))
            return true
        }
        if let card = view.cards.first, ContinuousClock.now >= nextCardAt {
            nextCardAt = ContinuousClock.now + .milliseconds(1500)
            seat.view.resolved(card.index)
            let type = seat.random.next() % 5 == 0 ? "gop.pass" : "gop.correct"
            record(type, await seat.send(type, ["index": .int(card.index), "round": .int(card.round)]))
            return true
        }
        return false
    }

    private mutating func dueAction() -> Action? {
        let now = ContinuousClock.now
        return Action.allCases.first { action in
            guard let at = due[action], at <= now else { return false }
            switch action {
            case .word, .settings, .ban, .game: return isHost
            case .rsvp: return night != nil
            default: return true
            }
        }
    }

    private mutating func perform(_ action: Action) async {
        written += 1
        let n = written
        switch action {
        case .chat:
            due[.chat] = ContinuousClock.now + jitter(.seconds(1))
            record("chat.send", await seat.send("chat.send", ["text": .string("c \(seat.process) \(n)")]))
        case .wheel:
            due[.wheel] = ContinuousClock.now + jitter(.seconds(6))
            if wheels.count >= 6 {
                let id = wheels.removeFirst()
                record("wheel.delete", await seat.send("wheel.delete", ["wheel_id": .string(id)]))
            } else {
                let options: JSONValue = .array([.object(["label": .string("yes")]), .object(["label": .string("no"), "weight": .int(2)])])
                let outcome = await seat.send("wheel.create", ["name": .string("w \(seat.process) \(n)"), "options": options])
                if case let .ok(frame) = outcome, let id = frame[string: "wheel_id"] { wheels.append(id) }
                record("wheel.create", outcome)
            }
        case .rsvp:
            due[.rsvp] = ContinuousClock.now + jitter(.seconds(8))
            let answers = ["yes", "maybe", "no"]
            record("night.rsvp", await seat.send("night.rsvp", [
                "night": .string(night ?? ""), "name": .string("G\(roomIndex)x\(index)x\(n)"),
                "answer": .string(answers[Int(seat.random.next() % 3)]),
            ]))
        case .word:
            due[.word] = ContinuousClock.now + jitter(.seconds(5))
            record("gop.add", await seat.send("gop.add", ["word": .string("word\(roomIndex)q\(n)")]))
        case .settings:
            due[.settings] = ContinuousClock.now + jitter(.seconds(7))
            settingsTurn += 1
            let scales: [JSONValue] = [.int(1), .double(1.5), .int(2)]
            record("room.settings", await seat.send("room.settings", [
                "timer_scale": scales[settingsTurn % scales.count], "hide_code": .bool(settingsTurn % 2 == 1),
            ]))
        case .ban:
            due[.ban] = ContinuousClock.now + jitter(.seconds(10))
            await banOrLift(n)
        case .game:
            await nextPhase()
        case .move:
            due[.move] = ContinuousClock.now + jitter(seat.plan.moveEvery ?? .seconds(3600))
            if !(await seat.move()) { tally.seatsLost.append("\(seat.process): could not resume after a move") }
        }
    }

    /// The host alternates the games: Would You Rather for about 25 s, then a Guess or Pass
    /// game (a 10 s round per player) until it ends by itself or a minute has passed.
    private mutating func nextPhase() async {
        if seat.view.now.game != nil { record("game.stop", await seat.send("game.stop")) }
        let game = nextGame
        let outcome: WorkloadSeat.Outcome
        if game == "would_you_rather" {
            outcome = await seat.send("game.start", ["game": .string(game), "vote_seconds": .int(10), "results_seconds": .int(1)])
            due[.game] = ContinuousClock.now + .seconds(25)
        } else {
            let categories = ["animals", "food", "sports", "technology", "music", "nature"]
            gopGames += 1
            outcome = await seat.send("game.start", ["game": .string(game), "round_seconds": .int(10), "countdown_seconds": .int(0),
                                                     "break_seconds": .int(1), "category": .string(categories[gopGames % categories.count])])
            due[.game] = ContinuousClock.now + .seconds(60)
        }
        record("game.start", outcome)
        if case .ok = outcome { nextGame = game == "would_you_rather" ? "guess_or_pass" : "would_you_rather" }
    }

    /// Lifts the oldest ban (always with two held, else one time in two), or lets a guest into
    /// the audience and bans it: `room.ban` and `room.unban` are writes the checker finds again
    /// in the final `room.bans`. The guest records its own history (`r0.g5`); its seat ends with
    /// `room.kicked`, which is no lost seat.
    private mutating func banOrLift(_ n: Int) async {
        if let oldest = bans.first, bans.count >= 2 || seat.random.next() % 2 == 0 {
            bans.removeFirst()
            record("room.unban", await seat.send("room.unban", ["ban_id": .string(oldest)]))
            return
        }
        guard let room = seat.room else { return }
        var plan = seat.plan
        plan.reseatLimit = .seconds(10)  // a guest that cannot get in is no reason to hold the host up
        let guest = WorkloadSeat(process: "r\(roomIndex).g\(n)", name: "Guest \(roomIndex) \(n)", token: "\(seat.token)-g\(n)",
                                 endpoint: Int(seat.random.next() % UInt64(plan.endpoints.count)), plan: plan, file: seat.file,
                                 seed: seat.random.next())
        guard await guest.enter(room: room, extra: ["role": .string("audience")]), let target = guest.playerID else {
            guest.drop("move", "could not get in to be banned")
            return
        }
        let outcome = await seat.send("room.ban", ["player_id": .string(target)])
        if case let .ok(frame) = outcome, let id = frame[string: "ban_id"] { bans.append(id) }
        record("room.ban", outcome)
        guest.drop("move", "banned, or never to be")
    }

    private mutating func record(_ type: String, _ outcome: WorkloadSeat.Outcome) {
        tally.count(type, outcome)
    }

    private mutating func jitter(_ mean: Duration) -> Duration {
        let ms = Int(mean.components.seconds * 1000) + Int(mean.components.attoseconds / 1_000_000_000_000_000)
        return .milliseconds(ms / 2 + Int(seat.random.next() % UInt64(max(1, ms))))
    }
}

/// What a workload's players did, by request type and outcome, and the seats that were lost.
public struct WorkloadTally: Sendable {
    /// `ok` answers by type.
    public var ok: [String: Int] = [:]
    /// Refusals by type and code (`wyr.vote wrong_phase`).
    public var refused: [String: Int] = [:]
    /// Requests that got no answer, by type.
    public var lost: [String: Int] = [:]
    /// Seats that could not be taken back, with why.
    public var seatsLost: [String] = []

    mutating func count(_ type: String, _ outcome: WorkloadSeat.Outcome) {
        switch outcome {
        case .ok: ok[type, default: 0] += 1
        case let .refused(code): refused["\(type) \(code)", default: 0] += 1
        case .lost: lost[type, default: 0] += 1
        }
    }

    mutating func merge(_ other: WorkloadTally) {
        ok.merge(other.ok, uniquingKeysWith: +)
        refused.merge(other.refused, uniquingKeysWith: +)
        lost.merge(other.lost, uniquingKeysWith: +)
        seatsLost += other.seatsLost
    }

    /// One line per outcome, for people.
    public var summary: String {
        func line(_ d: [String: Int]) -> String { d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
        return "ok: \(line(ok))\nrefused: \(line(refused))\nno answer: \(line(lost))\nseats lost: \(seatsLost.count)"
    }
}
