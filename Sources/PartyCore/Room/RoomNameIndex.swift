/// The skeletons (``NameSkeleton``) of a room's member names, counted, so that a join checks
/// its name against every member's in O(1) instead of skeletonising each member's name again:
/// seating a 10,000-member audience spent ~70 % of its CPU on those skeletons (issue 24).
///
/// Derived from the members alone, so it is no part of a room's value: every two indexes are
/// equal and none is encoded (a decoded room builds its index at its first join).
struct RoomNameIndex: Sendable, Equatable {
    /// A name's two skeletons: lowercased, and with case kept (the `I`/`l`/`1` family as `l`).
    struct Keys: Sendable {
        let lower: String
        let cased: String

        init(_ name: String) {
            lower = NameSkeleton.skeleton(name, keepingCase: false)
            cased = NameSkeleton.skeleton(name, keepingCase: true)
        }
    }

    private var built = false
    private var lower: [String: Int] = [:]
    private var cased: [String: Int] = [:]

    /// Builds the index from `members` once (a room decoded from a save starts without one).
    mutating func build(from members: [Member]) {
        guard !built else { return }
        built = true
        for member in members { add(Keys(member.name)) }
    }

    /// Whether a member's name reads like `keys`' (``NameSkeleton/sameName(_:_:)``).
    func contains(_ keys: Keys) -> Bool { lower[keys.lower] != nil || cased[keys.cased] != nil }

    /// Counts a seated member's name.
    mutating func add(_ keys: Keys) {
        lower[keys.lower, default: 0] += 1
        cased[keys.cased, default: 0] += 1
    }

    /// Forgets a member's name (once the index is built).
    mutating func remove(_ name: String) {
        guard built else { return }
        let keys = Keys(name)
        Self.decrement(&lower, keys.lower)
        Self.decrement(&cased, keys.cased)
    }

    private static func decrement(_ counts: inout [String: Int], _ key: String) {
        guard let n = counts[key] else { return }
        counts[key] = n > 1 ? n - 1 : nil
    }

    static func == (_: RoomNameIndex, _: RoomNameIndex) -> Bool { true }
}
