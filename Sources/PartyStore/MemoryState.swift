import PartyCore

/// The whole store as plain values: `MemoryStore`'s state and the reference semantics that
/// `SQLiteStore`'s SQL must match.
struct MemoryState: Sendable {
    private var profiles: [String: Profile] = [:]
    private var best: [String: [String: Int]] = [:]  // profile key → "mode/category" → score
    private var rounds: [StoredRound] = []  // submission order
    private var wyr: [String: WyrTotals] = [:]
    private var wheelsByOwner: [String: [String: StoredWheel]] = [:]
    private var dice: [StoredDiceEntry] = []  // submission order
    private var seeds: [StoredSeedReveal] = []  // submission order
    private var snapshots: [String: StoredRoomSnapshot] = [:]
    /// Game nights and their RSVPs.
    var nights = MemoryNights()

    mutating func apply(_ write: StoreWrite) {
        switch write {
        case let .upsertProfile(key, name, at):
            if var existing = profiles[key] {
                existing.name = name
                existing.lastSeenAt = at
                profiles[key] = existing
            } else {
                profiles[key] = Profile(key: key, name: name, createdAt: at, lastSeenAt: at)
            }
        case let .finishedRound(profileKey, category, mode, score, at):
            rounds.append(StoredRound(profileKey: profileKey, category: category, mode: mode, score: score, at: at))
            let board = Self.board(category, mode)
            let current = best[profileKey]?[board]
            if current.map({ score > $0 }) ?? true {
                best[profileKey, default: [:]][board] = score
            }
        case let .wyrVotes(questionID, aDelta, bDelta):
            let old = wyr[questionID] ?? WyrTotals(aVotes: 0, bVotes: 0)
            wyr[questionID] = WyrTotals(aVotes: max(0, old.aVotes + aDelta), bVotes: max(0, old.bVotes + bDelta))
        case .resetWyrAllTime:
            wyr = [:]
        case let .saveWheel(wheel):
            wheelsByOwner[wheel.owner, default: [:]][wheel.id] = wheel
        case let .deleteWheel(owner, id):
            wheelsByOwner[owner]?[id] = nil
        case let .diceHistory(entry):
            dice.append(entry)
        case let .seedReveal(reveal):
            seeds.append(reveal)
        case let .replaceRoomSnapshots(list):
            snapshots = [:]
            for snapshot in list { snapshots[snapshot.code] = snapshot }
        case .clearRoomSnapshots:
            snapshots = [:]
        case let .saveRoomSnapshot(snapshot):
            snapshots[snapshot.code] = snapshot
        case let .deleteRoomSnapshot(code):
            snapshots[code] = nil
        case let .night(change):
            nights.apply(change)
        case let .touchRoomSnapshots(at):
            for code in snapshots.keys { snapshots[code]?.savedAt = at }
        }
    }

    func profile(key: String) -> Profile? { profiles[key] }

    func bestScores(profileKeys: [String], category: String, mode: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for key in profileKeys {
            if let score = best[key]?[Self.board(category, mode)] { result[key] = score }
        }
        return result
    }

    func bestScores(profileKey: String, mode: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for (board, score) in best[profileKey] ?? [:] where board.hasPrefix(mode + "/") {
            result[String(board.dropFirst(mode.count + 1))] = score
        }
        return result
    }

    /// The key of one best-score board: modes and categories never contain "/".
    private static func board(_ category: String, _ mode: String) -> String { mode + "/" + category }

    func finishedRounds(profileKey: String, limit: Int) -> [StoredRound] {
        newestFirst(rounds.filter { $0.profileKey == profileKey }, at: \.at, limit: limit)
    }

    func wyrAllTime(questionIDs: [String]) -> [String: WyrTotals] {
        var result: [String: WyrTotals] = [:]
        for id in questionIDs {
            if let totals = wyr[id] { result[id] = totals }
        }
        return result
    }

    func wheels(owner: String) -> [StoredWheel] {
        (wheelsByOwner[owner] ?? [:]).values.sorted { ($0.updatedAt, $0.id) < ($1.updatedAt, $1.id) }
    }

    func diceHistory(room: String, limit: Int) -> [StoredDiceEntry] {
        newestFirst(dice.filter { $0.room == room }, at: \.at, limit: limit)
    }

    func revealedSeeds(room: String) -> [StoredSeedReveal] {
        Array(seeds.enumerated().filter { $0.element.room == room }
            .sorted { ($0.element.revealedAt, $0.offset) < ($1.element.revealedAt, $1.offset) }
            .map(\.element))
    }

    func loadRoomSnapshots() -> [StoredRoomSnapshot] {
        snapshots.values.sorted { $0.code < $1.code }
    }

    func stats() -> StoreStats {
        var stats = StoreStats()
        stats.profiles = profiles.count
        stats.finishedRounds = rounds.count
        stats.wyrQuestions = wyr.count
        stats.wyrVotes = wyr.values.reduce(0) { $0 + $1.aVotes + $1.bVotes }
        stats.wheels = wheelsByOwner.values.reduce(0) { $0 + $1.count }
        stats.diceEntries = dice.count
        stats.seedReveals = seeds.count
        stats.roomSnapshots = snapshots.count
        return stats
    }

    /// Sorts by time descending, later submissions first among equal times, and truncates.
    private func newestFirst<T>(_ items: [T], at time: KeyPath<T, UnixMillis>, limit: Int) -> [T] {
        let sorted = items.enumerated().sorted {
            ($0.element[keyPath: time], $0.offset) > ($1.element[keyPath: time], $1.offset)
        }
        return sorted.prefix(max(0, limit)).map(\.element)
    }
}
