/// A running game of Would You Rather: a pure value the server keeps per room.
///
/// Every round shows a question to everyone (`wyr.question`); players and audience vote
/// (`wyr.vote_cast` after each player's vote, never revealing the choice; an audience vote is
/// told to nobody but the voter, whose `ok` it gets); results (`wyr.results`) come
/// when every connected player has voted or the vote timer ends; after `results_seconds` the
/// next question follows (``advance(now:roster:rng:)``). The game runs until ``stop(now:roster:)``.
///
/// Votes: a member's vote counts under the role they had when voting. Votes of members who
/// leave the roster are dropped; disconnected players keep theirs. Votes arriving at or after
/// the vote deadline are refused with `wrong_phase` (the timer is about to close the round).
///
/// Room memory (asked-list, statistics, custom deck) lives in ``record``; see ``WyrRoomRecord``.
public struct WouldYouRather: Sendable, Equatable, Codable {
    /// The options the game was started with.
    public internal(set) var options: WyrOptions
    /// The categories bank questions are drawn from.
    public internal(set) var categories: [WyrCategory]
    /// The questions drawn from (after custom ones), chosen at the start from the options'
    /// language, categories and family mode; nil in games saved before content packs (the
    /// format of the project's first days), which end when the results on screen close:
    /// PartyCore holds no questions of its own to draw the next from.
    var pool: [WyrQuestion]?
    /// The room's Would You Rather memory; the server takes it back when the game is over.
    public var record: WyrRoomRecord
    /// The current phase.
    public internal(set) var phase: WyrPhase
    /// The current round number, from 1.
    public internal(set) var round: Int
    /// Rounds that ended with results.
    public internal(set) var completedRounds: Int
    /// The question of the current round.
    public internal(set) var question: WyrQuestion
    /// The running timer: end of voting, or the next question while results show.
    public internal(set) var deadline: UnixMillis?
    /// The current round's votes by members who were players when voting.
    public internal(set) var playerVotes: [PlayerID: WyrChoice]
    /// The current round's votes by members who were audience when voting.
    public internal(set) var audienceVotes: [PlayerID: WyrChoice]
    /// The results of the latest finished round; its tallies are the round's final votes.
    public internal(set) var lastResults: WyrResults?
    /// Connected players as of the latest roster the game was given (for `votes_in`/`voters`).
    public internal(set) var connectedPlayers: [PlayerID]

    /// Validates options and asks the first question. `library` supplies the questions of the
    /// options' language and categories (the server's content: the shipped packs and any it loaded).
    /// - Throws: `.badRequest` naming `categories` (invalid, or no question for them in the
    ///   library); `.wrongPhase` when no player is connected. (The timers' ranges are checked by
    ///   ``options(from:setup:)``.)
    public static func start(options: WyrOptions, record: WyrRoomRecord = WyrRoomRecord(), roster: Roster,
                             now: UnixMillis, library: ContentLibrary,
                             rng: inout some RandomSource) throws(RuleViolation) -> (Self, [Addressed<WyrEvent>]) {
        let categories = try options.validated()
        let pool = library.questions(language: options.language, categories: categories, familySafe: options.familySafe)
        guard !pool.isEmpty else {
            throw .badRequest(field: "categories", reason: "no questions for these categories in language \(options.language.rawValue)")
        }
        guard !roster.connectedPlayerIDs.isEmpty else {
            throw .wrongPhase("Would You Rather needs at least one connected player")
        }
        var record = record
        let first = record.nextQuestion(from: pool, rng: &rng)
        var game = WouldYouRather(options: options, categories: categories, pool: pool, record: record, phase: .voting,
                                  round: 0, completedRounds: 0, question: first, deadline: nil,
                                  playerVotes: [:], audienceVotes: [:], lastResults: nil,
                                  connectedPlayers: roster.connectedPlayerIDs)
        let event = game.openRound(with: first, now: now)
        return (game, [event])
    }

    /// The earliest pending deadline, or nil once the game is over.
    public var nextDeadline: UnixMillis? { deadline }

    /// True once `wyr.game_over` was sent.
    public var isOver: Bool { phase == .over }

    /// Fires every timer due at or before `now`: closes voting (results, even with no votes)
    /// or asks the next question. New timers count from `now`.
    public mutating func advance(now: UnixMillis, roster: Roster, rng: inout some RandomSource) -> [Addressed<WyrEvent>] {
        connectedPlayers = roster.connectedPlayerIDs
        var events: [Addressed<WyrEvent>] = []
        while let due = deadline, due <= now {
            switch phase {
            case .voting:
                events.append(finishRound(now: now, continuing: true))
            case .results:
                guard let pool else {
                    events += stop(now: now, roster: roster)
                    continue
                }
                let next = record.nextQuestion(from: pool, rng: &rng)
                events.append(openRound(with: next, now: now))
            case .over:
                deadline = nil
            }
        }
        return events
    }

    /// Host's `game.stop`: shows the current round's results if any vote (player or audience)
    /// is in, then `wyr.game_over`. Does nothing once the game is over.
    public mutating func stop(now: UnixMillis, roster: Roster) -> [Addressed<WyrEvent>] {
        guard phase != .over else { return [] }
        connectedPlayers = roster.connectedPlayerIDs
        var events: [Addressed<WyrEvent>] = []
        if phase == .voting, !(playerVotes.isEmpty && audienceVotes.isEmpty) {
            events.append(finishRound(now: now, continuing: false))
        }
        phase = .over
        deadline = nil
        events.append(Addressed(.everyone, .gameOver(rounds: completedRounds)))
        return events
    }

    /// Drops votes of members who left the roster and shows the results when every remaining
    /// connected player has voted (a departure or disconnect can complete the round).
    public mutating func rosterChanged(_ roster: Roster, now: UnixMillis) -> [Addressed<WyrEvent>] {
        connectedPlayers = roster.connectedPlayerIDs
        let present = Set(roster.map(\.id))
        playerVotes = playerVotes.filter { present.contains($0.key) }
        audienceVotes = audienceVotes.filter { present.contains($0.key) }
        guard phase == .voting, let due = deadline, now < due, everyoneVoted else { return [] }
        return [finishRound(now: now, continuing: true)]
    }

    /// Connected players who have voted, and connected players (the `votes_in`/`voters` pair).
    public var progress: (votesIn: Int, voters: Int) {
        (connectedPlayers.filter { playerVotes[$0] != nil }.count, connectedPlayers.count)
    }

    /// True when at least one player is connected and every connected player has voted.
    var everyoneVoted: Bool {
        let (votesIn, voters) = progress
        return voters > 0 && votesIn == voters
    }

    /// Starts a round with `next`: clears votes, arms the vote timer.
    mutating func openRound(with next: WyrQuestion, now: UnixMillis) -> Addressed<WyrEvent> {
        round += 1
        question = next
        phase = .voting
        playerVotes = [:]
        audienceVotes = [:]
        lastResults = nil
        let endsAt = now + UnixMillis(options.voteSeconds) * 1000
        deadline = endsAt
        return Addressed(.everyone, .question(WyrQuestionAsked(question: next, round: round, endsAtMs: endsAt)))
    }

    /// Closes voting: tallies, records room statistics, and (when `continuing`) arms the next question.
    mutating func finishRound(now: UnixMillis, continuing: Bool) -> Addressed<WyrEvent> {
        let nextAt = continuing ? now + UnixMillis(options.resultsSeconds) * 1000 : nil
        var results = WyrResults(question: question, round: round,
                                 players: WyrTally(counting: playerVotes.values),
                                 audience: WyrTally(counting: audienceVotes.values),
                                 nextQuestionAtMs: nextAt)
        results.playerVotes = playerVotes
        record.recordVotes(for: question, players: results.players, audience: results.audience)
        lastResults = results
        completedRounds += 1
        phase = .results
        deadline = nextAt
        return Addressed(.everyone, .results(results))
    }
}
