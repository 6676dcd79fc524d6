/// A room's Would You Rather memory, kept by the room across games: the asked-list that
/// prevents repeats, the room's statistics per question (the history) and the deck of
/// custom questions waiting to be asked.
///
/// Split of responsibilities: the server stores one record per room. `WouldYouRather.start`
/// takes it, the running game updates it (``WouldYouRather/record``), and when the game is over
/// the server keeps `game.record` again. While no game runs, the server calls
/// ``addCustom(a:b:category:by:roster:)``, ``history()`` and ``reset()`` on its stored record;
/// while a game runs it calls them on `game.record`.
///
/// Repeats: a bank question is asked at most once per cycle. When every question of the
/// selected categories has been asked, those ids leave the asked-list (a reshuffle) and are
/// drawn again in a new random order; the first one is never the question asked last (when the
/// selection has more than one question). Custom questions are asked once, before bank questions.
public struct WyrRoomRecord: Sendable, Equatable, Codable {
    /// Custom questions waiting to be asked, oldest first.
    public private(set) var customDeck: [WyrQuestion] = []
    /// Bank question ids asked in the current cycle, in asking order.
    public private(set) var askedIDs: [String] = []
    /// The question asked most recently (bank or custom).
    public private(set) var lastAskedID: String?
    /// The id given by the latest successful ``addCustom(a:b:category:by:roster:)``.
    public private(set) var lastAddedID: String?
    var stats: [WyrRoomStat] = []
    var askCounter = 0
    var nextCustomNumber = 1

    /// The longest allowed custom option, in characters.
    public static let maxOptionLength = TextLimit.wyrOption.characters.upperBound

    /// An empty record for a new room.
    public init() {}

    /// Adds a custom question (`wyr.add`) to the end of the deck. Options are sanitised with
    /// ``TextSanitizer``. Ids are `"custom-1"`, `"custom-2"`, ... and are never reused in the
    /// room, not even after ``reset()``.
    /// - Returns: The new question (its id is also kept in ``lastAddedID``).
    /// - Throws: `.notInRoom` for an unknown member, `.notAllowed` for the audience,
    ///   `.badRequest(field: "a"/"b", ...)` for an empty or too long option, or when `b`
    ///   equals `a` ignoring case; `.limitReached` when the deck already holds
    ///   ``ContentLimits/customQuestionsPerRoom`` questions.
    public mutating func addCustom(a: String, b: String, category: WyrCategory?, by member: PlayerID,
                                   roster: Roster) throws(RuleViolation) -> WyrQuestion {
        guard let entry = roster.entry(member) else { throw .notInRoom }
        guard entry.role == .player else { throw .notAllowed("the audience cannot add questions") }
        try ContentLimits.checkRoom(for: customDeck.count, cap: ContentLimits.customQuestionsPerRoom,
                                    "custom questions waiting in a room", "play some first, or wyr.reset")
        let cleanA = try TextSanitizer.validated(a, field: "a", limit: .wyrOption)
        let cleanB = try TextSanitizer.validated(b, field: "b", limit: .wyrOption)
        guard cleanA.lowercased() != cleanB.lowercased() else {
            throw .badRequest(field: "b", reason: "must be different from a")
        }
        let question = WyrQuestion(id: "custom-\(nextCustomNumber)", a: cleanA, b: cleanB,
                                   category: category, isCustom: true)
        nextCustomNumber += 1
        customDeck.append(question)
        lastAddedID = question.id
        return question
    }

    /// Takes the next question to ask and marks it asked: the oldest custom question if any,
    /// else a random unasked question of `pool` (reshuffling when they are exhausted).
    /// `pool` must not be empty.
    public mutating func nextQuestion(from pool: [WyrQuestion], rng: inout some RandomSource) -> WyrQuestion {
        let question: WyrQuestion
        if !customDeck.isEmpty {
            question = customDeck.removeFirst()
        } else {
            precondition(!pool.isEmpty, "nextQuestion needs at least one question")
            let asked = Set(askedIDs)
            var candidates = pool.filter { !asked.contains($0.id) }
            if candidates.isEmpty {  // exhausted: a new cycle for these categories
                let poolIDs = Set(pool.map(\.id))
                askedIDs.removeAll { poolIDs.contains($0) }
                candidates = pool.count > 1 ? pool.filter { $0.id != lastAskedID } : pool
            }
            question = candidates[rng.uniform(below: candidates.count)]
            askedIDs.append(question.id)
        }
        markAsked(question)
        return question
    }

    /// Adds a finished round's votes to the room's statistics for `question`.
    public mutating func recordVotes(for question: WyrQuestion, players: WyrTally, audience: WyrTally) {
        if let i = stats.firstIndex(where: { $0.question.id == question.id }) {
            stats[i].players = stats[i].players + players
            stats[i].audience = stats[i].audience + audience
        } else {  // asked before a reset, answered after it
            askCounter += 1
            stats.append(WyrRoomStat(question: question, players: players, audience: audience, lastAsked: askCounter))
        }
    }

    /// Every question asked in this room since the last reset, with the room's statistics,
    /// sorted by total responses (players + audience), most first; ties: most recently asked first.
    /// `allTime` is zero: the server fills it.
    public func history() -> [WyrHistoryEntry] {
        stats.sorted { l, r in
            let lt = l.players.total + l.audience.total, rt = r.players.total + r.audience.total
            return lt != rt ? lt > rt : l.lastAsked > r.lastAsked
        }.map { WyrHistoryEntry(question: $0.question, players: $0.players, audience: $0.audience) }
    }

    /// `wyr.reset`: clears the room's statistics, its asked-list and the custom questions still
    /// waiting in the deck (a reset starts the room over). Custom ids keep counting up.
    /// The server checks host and ``validateReset(confirm:)`` first.
    public mutating func reset() {
        customDeck = []
        askedIDs = []
        lastAskedID = nil
        lastAddedID = nil
        stats = []
    }

    /// The guard of `wyr.reset`: only `confirm: true` may clear a room's data.
    /// - Throws: `.badRequest(field: "confirm", ...)` explaining the data loss unless `confirm == true`.
    public static func validateReset(confirm: Bool?) throws(RuleViolation) {
        guard confirm == true else {
            throw .badRequest(field: "confirm",
                              reason: "must be true: this clears the room's Would You Rather statistics and asked list")
        }
    }

    private mutating func markAsked(_ question: WyrQuestion) {
        askCounter += 1
        lastAskedID = question.id
        if let i = stats.firstIndex(where: { $0.question.id == question.id }) {
            stats[i].lastAsked = askCounter
        } else {
            stats.append(WyrRoomStat(question: question, players: .zero, audience: .zero, lastAsked: askCounter))
        }
    }
}
