/// What a game keeps in the server's store beyond one room: named counters under a key that
/// every room (and every node of a cluster) adds to, such as a question's all-time votes.
///
/// The game owns the codec — which counters its value has and what they are called — and the
/// store keeps nothing game-specific: one generic record per (``game``, key), written only by
/// adding (a counter never falls below zero) and cleared a game at a time.
public protocol GameRecord: Sendable, Equatable {
    /// The game whose records these are (its ``PartyGame/id``): the store files them under it.
    static var game: String { get }
    /// The value from stored counters; a counter that is missing counts as zero.
    init(counters: [String: Int])
    /// The value as counters (for a change: what to add to each).
    var counters: [String: Int] { get }
}
