/// A running count and the moment (entry number) it last changed, so ties go to whoever got
/// there first.
public struct NightCount: Sendable, Equatable, Codable {
    /// The value.
    public var value = 0
    /// The number of the entry that last changed it (0: never).
    public var reachedAt = 0

    /// A zero count.
    public init() {}

    /// Adds `delta` at entry `at` (nothing for 0).
    mutating func add(_ delta: Int, at: Int) {
        guard delta != 0 else { return }
        value += delta
        reachedAt = at
    }

    /// Raises the value to `candidate` at entry `at` when it is higher (a record: ties keep the first).
    mutating func raise(to candidate: Int, at: Int) {
        guard candidate > value else { return }
        value = candidate
        reachedAt = at
    }

    /// Whether this count ranks before `other`: higher first, then the one reached first.
    func ranksBefore(_ other: NightCount) -> Bool {
        value != other.value ? value > other.value : reachedAt < other.reachedAt
    }
}

/// Everything the night counts for one player.
public struct NightPlayerTally: Sendable, Equatable, Codable {
    /// The latest name.
    public var name: String
    /// The entry at which the player was first seen (orders players with equal counts).
    public var firstSeen: Int
    /// Whether the host kicked the player (their points stay, marked).
    public var kicked = false
    /// Night points.
    public var points = NightCount()
    /// Cards guessed.
    public var guessed = NightCount()
    /// Votes with the majority.
    public var majority = NightCount()
    /// Votes against the majority.
    public var minority = NightCount()
    /// The highest single dice total.
    public var bestRoll = NightCount()
    /// Wheel spins won.
    public var spins = NightCount()

    /// Whether nothing was counted for the player (no points, no award facts).
    var countsNothing: Bool {
        [points, guessed, majority, minority, bestRoll, spins].allSatisfy { $0.value == 0 }
    }
}
